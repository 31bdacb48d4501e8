/**
 * What react-admin itself says of the invoices before their screens load, under
 * `resources.invoices`: the menu's and the titles' names and the frame's notifications. The
 * screens' own texts travel with them (invoiceScreens.es.ts), out of the first load (issue 14):
 * the domain's catalogue (and zod with it) too.
 */
const invoices = {
  page: {
    list: 'Facturas',
    create: 'Venta en mostrador',
    show: 'Factura %{recordRepresentation}',
  },
  empty: 'Todavía no hay facturas.',
  no_results: 'Ninguna factura coincide con la búsqueda.',
  notifications: {
    load_failed: 'Error al cargar las facturas',
    load_one_failed: 'Error al cargar la factura',
  },
};

/** Spread into `resources` by es.ts. */
export const invoiceResourceMessages = { invoices };
