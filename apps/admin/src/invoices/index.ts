import InvoiceIcon from '@mui/icons-material/RequestQuote';
import type { Invoice } from './types';
import { lazyScreen } from '../shared/lazyScreen';

/** 'Facturas' (issue 18): each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export default {
  list: lazyScreen(() => import('./InvoiceList').then((m) => m.InvoiceList)),
  show: lazyScreen(() => import('./InvoiceShow').then((m) => m.InvoiceShow)),
  create: lazyScreen(() => import('./CounterSaleCreate').then((m) => m.CounterSaleCreate)),
  icon: InvoiceIcon,
  recordRepresentation: (invoice: Invoice) => invoice.number,
};
