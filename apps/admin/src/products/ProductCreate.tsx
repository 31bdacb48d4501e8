import { newProductSchema } from '@taller/domain';
import { Create, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { validateWith } from '../forms';
import { ListButtonBar } from '../layout/RecordActions';
import { hasFieldErrors, serverMessage } from '../providers/errors';
import { ProductInputs, toProductForm } from './ProductInputs';
import { useProductTranslate } from './products.texts';
import type { Product } from './types';

const validateNewProduct = validateWith(newProductSchema);

/** The shop's defaults for a new product: for sale, reorder at 2 free units, no devices yet. */
const newProductDefaults = () => ({ active: true, reorderLevel: 2, compatibleModels: [], brand: '', description: '' });

/** Saving an untouched form is allowed: it lists everything still missing, in the domain's words. */
const ProductCreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/** Adds a product to the catalogue (with no units: they arrive with 'Entrada de mercancía'), then shows it. */
export const ProductCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useProductTranslate();
  return (
    <Create<Product>
      actions={<ListButtonBar />}
      transform={toProductForm}
      mutationOptions={{
        onSuccess: (product) => {
          notify(translate('resources.products.notifications.created'), { type: 'success' });
          redirect('show', 'products', product.id, product);
        },
        onError: (error) => {
          if (hasFieldErrors(error)) return;
          notify(serverMessage(error) ?? translate('resources.products.notifications.create_failed'), { type: 'error' });
        },
      }}
    >
      <SimpleForm
        validate={validateNewProduct}
        defaultValues={newProductDefaults}
        toolbar={<ProductCreateToolbar />}
        noValidate
        sx={{ maxWidth: 720 }}
      >
        <ProductInputs schema={newProductSchema} />
      </SimpleForm>
    </Create>
  );
};
