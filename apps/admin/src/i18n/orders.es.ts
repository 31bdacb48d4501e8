import { IVA_PERCENT, orderFieldLabels, orderMessages } from '@taller/domain/texts';

/** The detail's date fallbacks (spec §2, order detail). */
export const orderDateTexts = {
  notSet: 'No establecida',
  invalid: 'Fecha inválida',
} as const;

/**
 * The order screens' texts, under `resources.orders`. The spec's texts come from the
 * domain's catalogue where it has them (`orderMessages`); the rest are the spec's §8 lines.
 */
const orders = {
  fields: {
    ...orderFieldLabels,
    id: 'ID',
    clientId: 'Cliente',
    clientName: 'Cliente',
    unitPriceEuros: 'Precio unitario (€)',
    totalCents: 'Importe total',
    paymentStatus: 'Estado del pago',
    date: 'Fecha del pedido',
    createdAt: 'Fecha de creación',
    updatedAt: 'Última modificación',
    phone: 'Teléfono',
    email: 'Email',
    q: 'Buscar',
  },
  list: {
    products: 'Productos',
    created: 'Creado',
    delivery: 'Entrega',
    total: 'Importe total',
    payment: 'Pago',
    open: 'Abrir el pedido #%{id}',
  },
  page: {
    list: 'Lista de Pedidos',
    create: 'Nuevo pedido',
    show: 'Pedido #%{id}',
    edit: 'Editar pedido #%{id}',
  },
  empty: 'Todavía no hay pedidos.',
  invite: '¿Quieres registrar el primero?',
  message: {
    delete_title: 'Eliminar el pedido #%{id}',
    delete_content: '¿Seguro que quieres eliminar este pedido?',
    bulk_delete_title: 'Eliminar el pedido |||| Eliminar %{smart_count} pedidos',
    bulk_delete_content:
      '¿Seguro que quieres eliminar este pedido? |||| ¿Seguro que quieres eliminar estos %{smart_count} pedidos?',
  },
  notifications: {
    created: orderMessages.created,
    create_failed: 'Error al crear el pedido. Inténtalo de nuevo.',
    updated: 'Cambios guardados correctamente',
    save_failed: 'Error al guardar los cambios',
    // The list's texts (one, or the number removed); the detail has its own.
    deleted: `${orderMessages.deleted} |||| %{smart_count} pedidos eliminados exitosamente`,
    deleted_from_detail: 'Pedido eliminado correctamente',
    delete_failed: 'Error al eliminar el pedido',
    bulk_delete_failed: 'Error al eliminar los pedidos seleccionados',
    load_failed: 'Error al cargar los pedidos',
    load_one_failed: 'Error al cargar los detalles del pedido',
    not_found: orderMessages.notFound,
    invalid_id: orderMessages.invalidId,
    status_changed: 'Estado cambiado a «%{status}»',
    status_change_failed: 'Error al actualizar el estado',
    status_change_failed_because: 'Error al actualizar el estado: %{reason}',
    status_conflict:
      'Error al actualizar el estado: otra persona ha modificado este pedido. Se muestra ahora como está.',
  },
  sections: {
    info: 'Información del pedido',
    client: 'Información del cliente',
    products: 'Productos',
    summary: 'Resumen de importes',
    dates: 'Fechas',
  },
  tabs: {
    summary: 'Resumen',
    history: 'Historial',
  },
  products: {
    caption: 'Línea de producto del pedido',
    product: 'Producto',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    total: 'Total',
  },
  summary: {
    base: 'Base imponible',
    iva: `IVA (${IVA_PERCENT} %)`,
    total: 'Total',
    live_title: 'Total del pedido',
    live_line: '%{quantity} × %{unitPrice}',
  },
  status: {
    change: 'Cambiar estado a',
    change_to: 'Cambiar el estado a %{status}',
  },
  client: {
    open: 'Ver ficha del cliente',
  },
  filters: {
    status: 'Estado',
    all_statuses: 'Todos los estados',
  },
  actions: {
    create: 'Nuevo pedido',
    cancel: 'Cancelar',
  },
  history: {
    title: 'Historial del pedido',
  },
};

/** Spread into `resources` by es.ts. */
export const orderResourceMessages = { orders };
