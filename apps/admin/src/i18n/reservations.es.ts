import { reservationMessages } from '@taller/domain';
import { addScreenMessages } from './i18nProvider';

/**
 * What the order screens say of a reservation for pickup made on the web (issue 17), under
 * `resources.orders.reservation`. Added to the dictionary when an order screen loads; the
 * server's rules (a closed reservation does not reopen, its products and price are fixed) are
 * quoted from the domain, which refuses in the same words.
 */
const reservation = {
  marker: 'Reserva web',
  marker_title: 'Reserva hecha en la web: los productos están apartados para el cliente',
  code: 'Código de recogida',
  code_short: 'Código %{code}',
  search_hint: 'Buscar (nombre, cliente o código de recogida)',
  section: 'Reserva para recoger',
  lines_caption: 'Productos reservados',
  product: 'Producto',
  units_column: 'Unidades',
  unit_price: 'Precio unitario',
  line_total: 'Total',
  total: 'Total (IVA incluido)',
  open_product: 'Abrir el producto «%{name}»',
  held_until: 'Guardada hasta el %{when}',
  held_unknown: 'Sin plazo de recogida',
  held_past: 'El plazo terminó el %{when}. Si no está pagada, el sistema la cancelará en breve y las unidades volverán a la venta.',
  held_today: 'Hoy es el último día: se guarda hasta las %{time}. Si no está pagada, después vuelve a la venta.',
  held_paid: 'Pagada: no caduca aunque pase el plazo.',
  closed_delivered: 'Recogida por el cliente: las unidades ya salieron de las existencias.',
  closed_cancelled: 'Cancelada: las unidades volvieron a la venta.',
  closed: reservationMessages.closed,
  counter: 'En el mostrador',
  deliver: 'Entregar (recogida)',
  cancel: 'Cancelar reserva',
  keep: 'Volver',
  deliver_title: 'Entregar la reserva %{code}',
  deliver_content:
    'El cliente se lleva %{units}. Salen de las existencias y la reserva queda cerrada: después no se puede reabrir ni cancelar.',
  deliver_unpaid:
    'No está pagada. Cobra %{total} antes de entregar: al confirmar queda marcada como pagada con el método que elijas.',
  deliver_paid: 'Pagada (%{method}).',
  deliver_confirm: 'Entregar',
  deliver_confirm_unpaid: 'Cobrada: entregar',
  payment_method: 'Método de pago',
  cancel_title: 'Cancelar la reserva %{code}',
  cancel_content: 'Las %{units} vuelven a estar a la venta y la reserva queda cerrada: después no se puede reabrir.',
  cancel_paid: 'Está pagada en la tienda: devuelve %{total} al cliente.',
  cancel_paid_online: 'Se pagó con tarjeta en la web: al cancelarla se pide al banco que devuelva %{total}, y su historial dirá si lo hizo (si no, devuélvelo desde el portal del banco).',
  cancel_confirm: 'Cancelar reserva',
  units: '1 unidad |||| %{smart_count} unidades',
  delivered: 'Reserva %{code} entregada: %{units} menos en las existencias',
  cancelled: 'Reserva %{code} cancelada: las unidades vuelven a la venta',
  failed: 'No se ha podido cambiar la reserva: %{reason}',
  status_other: 'Otros estados',
  edit_fixed: `${reservationMessages.linesFixed}. Aquí se cambian el pago, la descripción y la fecha de entrega.`,
  edit_closed: reservationMessages.closed,
  status_in_detail: 'Para entregarla o cancelarla, usa «Entregar (recogida)» o «Cancelar reserva» en su ficha.',
  delivery_hint: 'En una reserva, el último día que se guarda (%{when}). Cambiarla no alarga el plazo.',
};

addScreenMessages({ resources: { orders: { reservation } } });
