import { PRODUCT_CATEGORIES, productCategoryLabels } from '@taller/domain/texts';

/** The catalogue's eight categories, labelled in Spanish by the domain. */
export const productCategoryChoices = PRODUCT_CATEGORIES.map((id) => ({ id, name: productCategoryLabels[id] }));
