import { movementFieldLabels } from '@taller/domain/texts';
import { addScreenMessages } from './i18nProvider';

/**
 * What a repair's or an order's detail says of its money (issue 18, payments), under
 * `repairPayments` (the name it was born with, on repairs): the 'Cobros' section (the balance and
 * each movement), the dialogs 'Registrar cobro' and 'Registrar devolución', and the handover
 * with money still owed. A text that names the record comes once per kind (`repair`, `order`).
 * The server's refusals arrive in its own Spanish (shared/payment.ts).
 */
export const repairPayments = {
  section: 'Cobros',
  balance: {
    total: 'Total (IVA incl.)',
    paid: 'Cobrado',
    refunded: 'Devuelto',
    due: 'Pendiente',
    price_not_set: 'Precio sin fijar',
    credit: 'A devolver al cliente',
    marked_paid: {
      repair: 'Marcada como pagada a mano, sin cobros registrados',
      order: 'Marcado como pagado a mano, sin cobros registrados',
    },
    owed_on_collection: {
      repair: 'Entregada con %{amount} pendientes',
      order: 'Entregado con %{amount} pendientes',
    },
  },
  movements: {
    title: 'Movimientos',
    empty: 'Todavía no hay cobros registrados.',
    loading: 'Cargando los movimientos…',
    load_failed: 'No se pudieron cargar los movimientos',
    at: 'Fecha y hora',
    kind: 'Tipo',
    amount: 'Importe',
    method: movementFieldLabels.method,
    note: movementFieldLabels.note,
    by: movementFieldLabels.by,
    in: 'Cobro',
    out: 'Devolución',
    card_online: 'Tarjeta en la web',
  },
  actions: {
    pay: 'Registrar cobro',
    refund: 'Registrar devolución',
  },
  dialog: {
    pay_title: { repair: 'Registrar cobro · reparación #%{id}', order: 'Registrar cobro · pedido #%{id}' },
    refund_title: { repair: 'Registrar devolución · reparación #%{id}', order: 'Registrar devolución · pedido #%{id}' },
    pay_due: 'Pendiente de pago: %{amount}.',
    pay_price_not_set: 'El precio aún no está fijado: lo que cobres ahora queda a cuenta (una señal).',
    refund_paid: 'Cobrado y no devuelto: %{amount}. No se puede devolver más.',
    amount: 'Importe (€)',
    amount_hint: 'Con coma para los céntimos, por ejemplo 45,50',
    method: movementFieldLabels.method,
    note: 'Nota (opcional)',
    note_hint: 'Por ejemplo: señal, resto',
    reason: 'Motivo',
    amount_unreadable: 'Escribe el importe en euros, por ejemplo 45,50',
    cancel: 'Cancelar',
    confirm_pay: 'Registrar cobro',
    confirm_refund: 'Registrar devolución',
  },
  notifications: {
    paid: 'Cobro de %{amount} registrado',
    refunded: 'Devolución de %{amount} registrada',
  },
  collect: {
    owed: 'Quedan %{amount} pendientes de pago.',
    owed_choice: {
      repair: 'Cóbralos ahora, o entrégala y que queden a deber (se registra quién lo autoriza).',
      order: 'Cóbralos ahora, o entrégalo y que queden a deber (se registra quién lo autoriza).',
    },
    /** An order's handover, as its status button 'Entregado' would make it. */
    deliver_title: 'Entregar el pedido #%{id}',
    delivered_owed: 'Pedido entregado con %{amount} pendientes',
    nothing_due: 'Ya no queda nada pendiente de pago.',
    deliver: 'Entregar',
    cancel: 'Cancelar',
    pay: 'Registrar cobro',
    leave_owed: 'Entregar y dejar a deber',
    left_owed: 'Reparación entregada con %{amount} pendientes. En garantía hasta el %{day}',
  },
};

addScreenMessages({ repairPayments });
