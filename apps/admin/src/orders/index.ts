import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { OrderCreate } from './OrderCreate';
import { OrderEdit } from './OrderEdit';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';
import type { Order } from './types';

export default {
  list: OrderList,
  show: OrderShow,
  edit: OrderEdit,
  create: OrderCreate,
  icon: ShoppingCartIcon,
  recordRepresentation: (order: Order) => `#${order.id} · ${order.name}`,
};
