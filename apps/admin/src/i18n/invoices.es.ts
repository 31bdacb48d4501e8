import { invoiceMessages } from '@taller/domain';

/**
 * What react-admin itself says of the invoices before their screens load, under
 * `resources.invoices`: the menu's and the titles' names and the frame's notifications. The
 * screens' own texts travel with them (invoiceScreens.es.ts), out of the first load (issue 14).
 */
const invoices = {
  name: 'Factura |||| Facturas',
  forcedCaseName: 'factura |||| facturas',
  page: {
    list: 'Facturas',
    create: 'Venta en mostrador',
    show: 'Factura %{id}',
  },
  empty: 'Todavía no hay facturas.',
  no_results: 'Ninguna factura coincide con la búsqueda.',
  notifications: {
    load_failed: 'Error al cargar las facturas',
    load_one_failed: 'Error al cargar la factura',
    not_found: invoiceMessages.notFound,
    invalid_id: 'El número de factura no es válido',
  },
};

/** Spread into `resources` by es.ts. */
export const invoiceResourceMessages = { invoices };
