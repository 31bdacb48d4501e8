import InventoryIcon from '@mui/icons-material/Inventory2';
import type { Product } from './types';
import { lazyScreen } from '../shared/lazyScreen';

/** The accessory catalogue and its stock (issue 17). Each screen in a file of its own, fetched when first shown. */
export default {
  list: lazyScreen(() => import('./ProductList').then((m) => m.ProductList)),
  show: lazyScreen(() => import('./ProductShow').then((m) => m.ProductShow)),
  edit: lazyScreen(() => import('./ProductEdit').then((m) => m.ProductEdit)),
  create: lazyScreen(() => import('./ProductCreate').then((m) => m.ProductCreate)),
  icon: InventoryIcon,
  recordRepresentation: (product: Product) => `#${product.id} · ${product.name}`,
};
