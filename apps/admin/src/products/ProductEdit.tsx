import { productEditSchema } from '@taller/domain';
import { SaveButton, Toolbar } from 'react-admin';
import { RestoreAndLeaveButton, ShopEdit } from '../layout/ShopEdit';
import { ProductInputs, toProductForm } from './ProductInputs';
import type { Product } from './types';

const ProductEditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <RestoreAndLeaveButton />
  </Toolbar>
);

/**
 * The product's details, PUT whole with the `version` shown: a change made meanwhile is refused
 * (409, the server's message) and the form keeps what was typed. Units are not edited here.
 */
export const ProductEdit = () => (
  <ShopEdit<Product>
    schema={productEditSchema}
    toolbar={<ProductEditToolbar />}
    transform={(values) => ({ ...toProductForm(values), version: values.version })}
    savedType="success"
  >
    <ProductInputs schema={productEditSchema} />
  </ShopEdit>
);
