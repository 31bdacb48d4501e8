import { Suspense } from 'react';
import type { Identifier } from 'react-admin';
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { INVOICE_PATHS } from '../paths';
import { lazyScreen } from '../shared/lazyScreen';

/** The printed invoice in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export const InvoicePrintPage = lazyScreen(() => import('./InvoicePrintPage').then((m) => m.InvoicePrintPage));

/** The printed invoice's address under the back-office's base: `/gestion/factura/7` (`?formato=ticket` for the roll). */
export const invoicePrintPath = (basename: string, id: Identifier, layout?: 'a4' | 'ticket') =>
  `${basename}${INVOICE_PATHS.print.replace(':id', encodeURIComponent(String(id)))}${layout ? `?formato=${layout}` : ''}`;

/** Outside the layout, like the albarán: no app bar and no menu, on screen or on paper. */
export const invoiceRoutes = [
  <Route
    key="factura"
    path={INVOICE_PATHS.print}
    element={
      <Suspense fallback={<Loading />}>
        <InvoicePrintPage />
      </Suspense>
    }
  />,
];
