import { formatEuros } from '@taller/domain';
import { priceTexts } from '../i18n/prices.es';

/** A price in euros, or 'Por determinar' while none is set (`null`): no price is not a free repair. */
export const priceText = (cents: number | null | undefined): string =>
  cents == null ? priceTexts.toBeSet : formatEuros(cents);
