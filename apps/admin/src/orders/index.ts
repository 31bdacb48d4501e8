import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { Order } from './types';
import { lazyScreen } from '../shared/lazyScreen';

/** Each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export default {
  list: lazyScreen(() => import('./OrderList').then((m) => m.OrderList)),
  show: lazyScreen(() => import('./OrderShow').then((m) => m.OrderShow)),
  edit: lazyScreen(() => import('./OrderEdit').then((m) => m.OrderEdit)),
  create: lazyScreen(() => import('./OrderCreate').then((m) => m.OrderCreate)),
  icon: ShoppingCartIcon,
  recordRepresentation: (order: Order) => `#${order.id} · ${order.name}`,
};
