import { albaranNumber } from '../albaran/albaran.js';
import { evolveOrder, initialOrder, type Order } from '../order/order.js';
import type { OrderEvent } from '../order/order.events.js';
import { evolveRepair, initialRepair, type Repair } from '../repair/repair.js';
import type { RepairEvent } from '../repair/repair.events.js';
import { isQuotableRepair, storageFee, warrantyEnd } from '../repair/repair.terms.js';
import { evolveRevision, initialRevision, type Revision } from '../revision/revision.js';
import { isQuotableRevision } from '../revision/revision.labels.js';
import type { RevisionEvent } from '../revision/revision.events.js';
import { addDays, formatDay, formatMadridDateTime, madridDay } from '../shared/dates.js';
import { formatEuros } from '../shared/money.js';
import { quoteView, type QuoteView } from '../shared/quote.js';
import type { ShopTerms } from '../shop/shop.profile.js';
import { depositHeldCents, depositPayable } from '../order/special-order.rules.js';
import { netPaidCents, type Balance } from '../shared/payment.js';
import { repairBalance } from '../repair/repair.decide.js';
import { balanceOfOrder } from '../order/order.decide.js';

/**
 * What the customer's tracking page shows (`/seguimiento/<token>`, no sign-in): the record's
 * number, what was left or ordered, where it stands in plain Spanish, and the steps it has
 * been through with their dates, read from the record's own events. Built only from what a
 * customer may see: never the unlock code, internal notes, prices staff have not agreed,
 * staff names, or anything about another customer; of the client, the first name alone.
 */

export const TRACKED_KINDS = ['repair', 'revision', 'order'] as const;
export type TrackedKind = (typeof TRACKED_KINDS)[number];

export const trackedKindLabels: Record<TrackedKind, string> = { repair: 'Reparación', revision: 'Revisión', order: 'Pedido' };

/** An event as it happened: the domain event and when (ISO instant). */
export interface Dated<Event> {
  event: Event;
  at: string;
}

/** A step the customer went through: what happened, in their words, and when. */
export interface TrackingStep {
  /** A stable name for the step, for the page's icons and the tests. */
  step: string;
  label: string;
  at: string;
}

export interface TrackingView {
  kind: TrackedKind;
  kindLabel: string;
  /** As printed: `R-000123`, `V-000045`, `P-000012`. */
  number: string;
  firstName: string;
  /** The device and model, or the item ordered. */
  item: string;
  /** Where it stands, for the customer: a short headline and a sentence saying what comes next. */
  status: { code: string; label: string; detail: string };
  steps: TrackingStep[];
  /** The day the shop expects it (a repair's estimate, a revision's appointment, an order's delivery); null when none was given. */
  expectedDay: string | null;
  /** While a finished repair waits for its owner: storage free until `freeUntil`, then charged per day. */
  storage: { noticeDay: string; freeUntil: string; dailyFeeCents: number; chargedDays: number; feeCents: number } | null;
  /** The last day of the warranty of a collected repair. */
  warrantyEnd: string | null;
  /** A revision converted into a repair: follow that repair instead (its own link, when it has one). */
  continuedAs: { number: string; token: string | null } | null;
  /** Whether the job is over (collected, delivered, cancelled, abandoned): nothing more will happen. */
  closed: boolean;
  /** The latest quote, with its IVA broken down and where it stands; `answerable` while the customer may answer it here. */
  quote: QuoteView | null;
  /** A reservation for pickup: what is held, the code to give at the counter, until when (null for other work). */
  reservation: {
    lines: { name: string; quantity: number; unitPriceCents: number }[];
    totalCents: number;
    pickupCode: string;
    holdUntil: string;
    /** Paid (by card on the site, or at the counter): then it no longer expires, and the site offers no payment. */
    paid: boolean;
  } | null;
  /** An encargo (a product ordered for the customer): its deposit, whether it arrived, and what is left to pay. */
  specialOrder: {
    /** The deposit asked (null when none), and whether it goes back if the encargo is cancelled. */
    depositCents: number | null;
    depositRefundable: boolean;
    /** What the customer paid of it (0 while owed). */
    depositPaidCents: number;
    arrived: boolean;
    totalCents: number;
    /** Still to pay when collecting it. */
    balanceCents: number;
    /** Whether the deposit may be paid now (the site offers the card when the shop takes card payments). */
    depositPayable: boolean;
  } | null;
  /**
   * A repair's or an order's money, from its payments: what the customer has paid (less what
   * was given back) and what is still due, `dueCents` null while the price is not set (the page
   * says so, never 0,00 €; 0 once paid, or marked paid by the shop); `creditCents` paid beyond the
   * price, to be given back. Null for a revision, and once a repair is cancelled or abandoned or
   * an order cancelled (nothing is charged for it here).
   */
  payment: { paidCents: number; dueCents: number | null; creditCents: number } | null;
}


/** The printed number of any tracked record. Orders have no albarán: `P-` and the same six digits. */
export function trackedNumber(kind: TrackedKind, id: number): string {
  return kind === 'order' ? `P-${String(id).padStart(6, '0')}` : albaranNumber(kind, id);
}

const PREFIXES: Record<string, TrackedKind> = { R: 'repair', V: 'revision', P: 'order' };

/**
 * A number as a customer types it off the paper: `R-000123`, `r123`, `R 123`, ` V-45 `. Null when
 * it is not one (the lookup then answers as it would for a wrong number).
 */
export function parseTrackedNumber(text: unknown): { kind: TrackedKind; id: number } | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const match = /^\s*([RVPrvp])\s*[-–.#]?\s*0*(\d{1,9})\s*$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  return id >= 1 && Number.isSafeInteger(id) ? { kind: PREFIXES[match[1]!.toUpperCase()]!, id } : null;
}

/** The first word of a name: all of the client a tracking page shows. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

interface ViewInput<Event> {
  id: number;
  events: readonly Dated<Event>[];
  firstName: string;
  /** The terms in force when the job was taken in (storage, warranty). */
  terms: ShopTerms;
  now: Date;
}

const repairStatus: Record<string, { label: string; detail: string }> = {
  pending: { label: 'Recibida', detail: 'Tu dispositivo está en la tienda, a la espera de que un técnico lo revise.' },
  in_progress: { label: 'En reparación', detail: 'Un técnico está trabajando en tu dispositivo.' },
  waiting_user: { label: 'Esperando tu respuesta', detail: 'Necesitamos que nos confirmes algo para seguir: llámanos o pásate por la tienda.' },
  on_hold: { label: 'En espera', detail: 'La reparación está parada de momento (por ejemplo, esperando una pieza). Te avisaremos cuando siga.' },
  completed: { label: 'Lista para recoger', detail: 'Ya puedes pasar a recogerla en nuestro horario.' },
  cancelled: { label: 'Cancelada', detail: 'La reparación no se hará. Puedes pasar a recoger tu dispositivo.' },
  abandoned: { label: 'Considerada abandonada', detail: 'Pasó el plazo del aviso final sin que se recogiera. Llámanos si es tuya.' },
};

/** The view of a repair, from its events. */
export function repairTrackingView({ id, events, firstName, terms, now }: ViewInput<RepairEvent>): TrackingView {
  const { state, steps } = walk(events, initialRepair as Repair, evolveRepair, repairStep);
  const repair = live(state);
  const today = madridDay(now);
  const collected = repair.collectedDay !== null;
  const quote = repair.quote && quoteView(repair.quote, today, isQuotableRepair({ status: repair.status, collected }));
  const unrepaired = quote?.state === 'rejected';
  const status = collected
    ? unrepaired
      ? { code: 'collected', label: 'Recogida', detail: 'Te la llevaste sin reparar.' }
      : { code: 'collected', label: 'Recogida', detail: 'Ya te la llevaste. Si algo falla, guarda tu albarán: la reparación tiene garantía.' }
    : quote?.answerable
      ? { code: 'quote_pending', label: 'Presupuesto pendiente de tu respuesta', detail: 'Revisa el presupuesto y dinos si quieres que la reparemos.' }
      : unrepaired && repair.status === 'completed'
        ? { code: 'unrepaired', label: 'Lista para recoger, sin reparar', detail: 'No aceptaste el presupuesto: puedes pasar a recoger tu dispositivo.' }
        : { code: repair.status, ...repairStatus[repair.status]! };
  const waiting = repair.status === 'completed' && !collected && repair.noticeDay !== null;
  return {
    kind: 'repair',
    kindLabel: trackedKindLabels.repair,
    number: trackedNumber('repair', id),
    firstName,
    item: [repair.device, repair.model].filter(Boolean).join(' '),
    status,
    steps,
    expectedDay: collected || repair.status === 'completed' ? null : repair.estimatedCompletion,
    storage: waiting
      ? {
          noticeDay: repair.noticeDay!,
          freeUntil: addDays(repair.noticeDay!, terms.storageFreeDays),
          dailyFeeCents: terms.storageDailyFeeCents,
          ...storageFee(repair.noticeDay!, today, { freeDays: terms.storageFreeDays, dailyFeeCents: terms.storageDailyFeeCents }),
        }
      : null,
    warrantyEnd: collected && repair.status === 'completed' && !unrepaired ? warrantyEnd(repair.collectedDay!, terms.warrantyMonths) : null,
    continuedAs: null,
    closed: collected || repair.status === 'abandoned',
    quote,
    reservation: null,
    specialOrder: null,
    payment: repair.status === 'cancelled' || repair.status === 'abandoned' ? null : paymentOf(repairBalance(repair)),
  };
}

/** What the customer has paid and what is left, as the counter's balance says it. */
function paymentOf(balance: Balance): NonNullable<TrackingView['payment']> {
  return { paidCents: netPaidCents(balance), dueCents: balance.dueCents, creditCents: balance.creditCents };
}

/** A step of the repair; `previous` is the event before it (a quote's answer moves the status in the same breath). */
function repairStep(event: RepairEvent, previous: RepairEvent['type'] | null): Omit<TrackingStep, 'at'> | null {
  switch (event.type) {
    case 'RepairRegistered':
      return { step: 'received', label: 'Recibida en la tienda' };
    case 'RepairStatusChanged':
      // Sending a quote is what put it to wait; rejecting one is what finished it, unrepaired.
      if (previous === 'RepairQuoteIssued' && event.data.to === 'waiting_user') return null;
      if (previous === 'RepairQuoteRejected' && event.data.to === 'completed') return { step: 'unrepaired', label: 'Lista para recoger, sin reparar' };
      switch (event.data.to) {
        case 'in_progress':
          return { step: 'in_progress', label: 'En reparación' };
        case 'waiting_user':
          return { step: 'waiting_user', label: 'Esperando tu respuesta' };
        case 'on_hold':
          return { step: 'on_hold', label: 'En espera' };
        case 'completed':
          return { step: 'completed', label: 'Reparación terminada' };
        case 'cancelled':
          return { step: 'cancelled', label: 'Reparación cancelada' };
        case 'pending':
          return { step: 'pending', label: 'Vuelve a estar pendiente de revisión' };
        default:
          return null;
      }
    case 'RepairCompletionNotified':
      // A notice nobody is known to have given (before channels were recorded) told nobody.
      return event.data.channel === 'unrecorded' ? null : { step: 'notified', label: 'Te avisamos de que está lista para recoger' };
    case 'RepairFinalNoticeSent':
      return { step: 'final_notice', label: `Aviso final: recógela antes del ${formatDay(event.data.abandonOn)}` };
    case 'RepairCollected':
      return { step: 'collected', label: 'Recogida' };
    // Money, never who took it.
    case 'RepairPaymentReceived':
      return { step: 'paid', label: `Pagaste ${formatEuros(event.data.amountCents)}` };
    case 'RepairRefundGiven':
      return { step: 'refunded', label: `Te devolvimos ${formatEuros(event.data.amountCents)}` };
    case 'RepairAbandoned':
      return { step: 'abandoned', label: 'Considerada abandonada' };
    case 'RepairQuoteIssued':
      return { step: 'quote_sent', label: event.data.number > 1 ? 'Te enviamos un presupuesto nuevo' : 'Te enviamos el presupuesto' };
    case 'RepairQuoteAccepted':
      return { step: 'quote_accepted', label: 'Aceptaste el presupuesto' };
    case 'RepairQuoteRejected':
      return { step: 'quote_rejected', label: 'No aceptaste el presupuesto' };
    default:
      // Corrections, photos, codes, links: the shop's own bookkeeping.
      return null;
  }
}

const revisionStatus: Record<string, { label: string; detail: string }> = {
  pending: { label: 'Recibida', detail: 'Tenemos tu solicitud de revisión; te daremos cita.' },
  scheduled: { label: 'Con cita', detail: 'Tu revisión tiene día asignado.' },
  in_progress: { label: 'En revisión', detail: 'Un técnico está revisando tu dispositivo.' },
  pending_approval: { label: 'Esperando tu respuesta', detail: 'Necesitamos que nos confirmes algo para seguir: llámanos o pásate por la tienda.' },
  completed: { label: 'Revisión terminada', detail: 'Ya puedes pasar a recoger tu dispositivo, o te llamaremos con lo que encontramos.' },
  cancelled: { label: 'Cancelada', detail: 'La revisión no se hará.' },
  archived: { label: 'Cerrada', detail: 'Esta revisión está cerrada.' },
};

/** The view of a revision, from its events; `continuedAs` names the repair it became, if any. */
export function revisionTrackingView(
  input: ViewInput<RevisionEvent> & { repairToken?: (repairId: number) => string | null },
): TrackingView {
  const { state, steps } = walk(input.events, initialRevision as Revision, evolveRevision, revisionStep);
  const revision = live(state);
  const converted = revision.convertedToRepairId;
  const status =
    converted !== null
      ? { code: 'converted', label: 'Pasó a reparación', detail: `La revisión terminó y seguimos con la reparación ${trackedNumber('repair', converted)}.` }
      : { code: revision.status, ...revisionStatus[revision.status]! };
  const open = converted === null && !['completed', 'cancelled', 'archived'].includes(revision.status);
  const quote = revision.quote && quoteView(revision.quote, madridDay(input.now), isQuotableRevision(revision));
  const shown =
    quote?.answerable && converted === null
      ? { code: 'quote_pending', label: 'Presupuesto pendiente de tu respuesta', detail: 'Revisa el presupuesto y dinos si quieres que hagamos la reparación.' }
      : quote?.state === 'rejected' && converted === null && revision.status === 'completed'
        ? { code: 'completed', label: 'Lista para recoger', detail: 'No aceptaste el presupuesto: puedes pasar a recoger tu dispositivo.' }
        : status;
  return {
    kind: 'revision',
    kindLabel: trackedKindLabels.revision,
    number: trackedNumber('revision', input.id),
    firstName: input.firstName,
    item: [revision.device, revision.model].filter(Boolean).join(' '),
    status: shown,
    steps,
    expectedDay: open ? revision.date : null,
    storage: null,
    warrantyEnd: null,
    continuedAs: converted === null ? null : { number: trackedNumber('repair', converted), token: input.repairToken?.(converted) ?? null },
    closed: !open,
    quote: quote ?? null,
    reservation: null,
    specialOrder: null,
    payment: null,
  };
}

/** A step of the revision; `previous` as for a repair (a quote's answer moves the status in the same breath). */
function revisionStep(event: RevisionEvent, previous: RevisionEvent['type'] | null): Omit<TrackingStep, 'at'> | null {
  switch (event.type) {
    case 'RevisionRegistered':
      return { step: 'received', label: 'Revisión registrada' };
    case 'RevisionStatusChanged':
      // Sending a quote is what put it to wait; rejecting one is what finished it, unrepaired.
      if (previous === 'RevisionQuoteIssued' && event.data.to === 'pending_approval') return null;
      if (previous === 'RevisionQuoteRejected' && event.data.to === 'completed') return { step: 'unrepaired', label: 'Lista para recoger, sin reparar' };
      switch (event.data.to) {
        case 'scheduled':
          return { step: 'scheduled', label: 'Cita asignada' };
        case 'in_progress':
          return { step: 'in_progress', label: 'En revisión' };
        case 'pending_approval':
          return { step: 'waiting_user', label: 'Esperando tu respuesta' };
        case 'completed':
          return { step: 'completed', label: 'Revisión terminada' };
        case 'cancelled':
          return { step: 'cancelled', label: 'Revisión cancelada' };
        default:
          return null;
      }
    case 'RevisionConvertedToRepair':
      return { step: 'converted', label: `Pasó a reparación (${trackedNumber('repair', event.data.repairId)})` };
    case 'RevisionQuoteIssued':
      return { step: 'quote_sent', label: event.data.number > 1 ? 'Te enviamos un presupuesto nuevo' : 'Te enviamos el presupuesto' };
    case 'RevisionQuoteAccepted':
      return { step: 'quote_accepted', label: 'Aceptaste el presupuesto' };
    case 'RevisionQuoteRejected':
      return { step: 'quote_rejected', label: 'No aceptaste el presupuesto' };
    default:
      return null;
  }
}

const orderStatus: Record<string, { label: string; detail: string }> = {
  pending: { label: 'Recibido', detail: 'Tenemos tu pedido; lo confirmaremos en breve.' },
  confirmed: { label: 'Confirmado', detail: 'Tu pedido está confirmado.' },
  in_preparation: { label: 'En preparación', detail: 'Estamos preparando tu pedido.' },
  ready: { label: 'Listo para recoger', detail: 'Ya puedes pasar a recogerlo en nuestro horario.' },
  delivered: { label: 'Entregado', detail: 'Ya te lo llevaste.' },
  cancelled: { label: 'Cancelado', detail: 'El pedido se canceló.' },
};

/** The view of an order, from its events. */
export function orderTrackingView({ id, events, firstName }: ViewInput<OrderEvent>): TrackingView {
  const { state, steps } = walk(events, initialOrder as Order, evolveOrder, orderStep);
  const order = live(state);
  const closed = order.status === 'delivered' || order.status === 'cancelled';
  const reservation = order.reservation;
  const special = order.specialOrder;
  const balance = balanceOfOrder(order);
  const status =
    reservation && !closed && order.status !== 'ready'
      ? order.isPaid
        ? { label: 'Reservado y pagado', detail: 'Ya está pagado: te lo guardamos hasta que vengas. Recógelo en la tienda dando tu código de recogida.' }
        : { label: 'Reservado', detail: `Lo guardamos hasta el ${formatMadridDateTime(reservation.holdUntil)}. Recógelo en la tienda dando tu código de recogida.` }
      : reservation && order.status === 'delivered'
        ? { label: 'Recogido', detail: 'Ya lo recogiste en la tienda.' }
        : reservation?.expired
          ? { label: 'Reserva caducada', detail: 'Pasó el plazo sin recogerla y las unidades volvieron a la tienda.' }
          : special && !closed && order.status !== 'ready'
            ? special.depositCents !== null && !special.deposit
              ? { label: 'Encargado: falta la señal', detail: 'Lo pediremos al proveedor cuando pagues la señal.' }
              : { label: 'Encargado', detail: 'Lo hemos pedido al proveedor. Te avisaremos en cuanto llegue a la tienda.' }
            : special && order.status === 'ready'
              ? { label: 'Ha llegado: listo para recoger', detail: 'Tu encargo ya está en la tienda. Pasa a recogerlo en nuestro horario.' }
              : orderStatus[order.status]!;
  return {
    kind: 'order',
    kindLabel: trackedKindLabels.order,
    number: trackedNumber('order', id),
    firstName,
    item: order.quantity > 1 ? `${order.name} (${order.quantity} unidades)` : order.name,
    status: { code: order.status, ...status },
    steps,
    expectedDay: closed || order.status === 'ready' ? null : order.deliveryDate,
    storage: null,
    warrantyEnd: null,
    continuedAs: null,
    closed,
    quote: null,
    reservation: reservation
      ? {
          lines: reservation.lines.map(({ name, quantity, unitPriceCents }) => ({ name, quantity, unitPriceCents })),
          totalCents: order.unitPriceCents,
          pickupCode: reservation.pickupCode,
          holdUntil: reservation.holdUntil,
          paid: order.isPaid,
        }
      : null,
    specialOrder: special
      ? {
          depositCents: special.depositCents,
          depositRefundable: special.depositRefundable,
          depositPaidCents: depositHeldCents(special),
          arrived: special.arrivedAt !== null,
          totalCents: order.quantity * order.unitPriceCents,
          balanceCents: balance.dueCents ?? 0,
          depositPayable: !order.deleted && depositPayable(order, special),
        }
      : null,
    payment: order.status === 'cancelled' ? null : paymentOf(balance),
  };
}

function orderStep(event: OrderEvent, previous: OrderEvent['type'] | null): Omit<TrackingStep, 'at'> | null {
  switch (event.type) {
    case 'OrderPlaced':
      if (event.data.reservation) return { step: 'received', label: 'Reserva recibida' };
      return event.data.specialOrder ? { step: 'received', label: 'Encargo registrado' } : { step: 'received', label: 'Pedido recibido' };
    case 'OrderDepositPaid':
      return { step: 'deposit_paid', label: event.data.method === 'online_payment' ? 'Señal pagada con tarjeta' : 'Señal pagada en la tienda' };
    case 'OrderGoodsArrived':
      return { step: 'arrived', label: 'Ha llegado a la tienda' };
    case 'OrderDepositRefunded':
      return { step: 'refunded', label: 'Señal devuelta' };
    case 'OrderDepositRetained':
      return { step: 'deposit_retained', label: 'Señal retenida (no reembolsable)' };
    case 'OrderPaidOnline':
      return { step: 'paid', label: 'Pagado con tarjeta' };
    case 'OrderPaymentRefunded':
      return { step: 'refunded', label: 'Pago con tarjeta devuelto' };
    // Money at the counter, never who took it.
    case 'OrderPaymentReceived':
      return { step: 'paid', label: `Pagaste ${formatEuros(event.data.amountCents)}` };
    case 'OrderRefundGiven':
      return { step: 'refunded', label: `Te devolvimos ${formatEuros(event.data.amountCents)}` };
    case 'OrderReservationExpired':
      return { step: 'cancelled', label: 'Reserva caducada: las unidades volvieron a la tienda' };
    case 'OrderStatusChanged':
      // An expired reservation's cancellation is the step above.
      if (previous === 'OrderReservationExpired') return null;
      switch (event.data.to) {
        case 'confirmed':
          return { step: 'confirmed', label: 'Pedido confirmado' };
        case 'in_preparation':
          return { step: 'in_preparation', label: 'En preparación' };
        case 'ready':
          return { step: 'ready', label: 'Listo para recoger' };
        case 'delivered':
          return { step: 'delivered', label: 'Entregado' };
        case 'cancelled':
          return { step: 'cancelled', label: 'Pedido cancelado' };
        default:
          return null;
      }
    default:
      return null;
  }
}

/**
 * The record folded from its events, and the customer's steps they make, each dated; `step`
 * also sees the event before (a quote's answer moves the status in the same breath).
 */
function walk<State, Event extends { type: string }>(
  events: readonly Dated<Event>[],
  initial: State,
  evolve: (state: State, event: Event) => State,
  step: (event: Event, previous: Event['type'] | null) => Omit<TrackingStep, 'at'> | null,
): { state: State; steps: TrackingStep[] } {
  let state = initial;
  let previous: Event['type'] | null = null;
  const steps: TrackingStep[] = [];
  for (const { event, at } of events) {
    state = evolve(state, event);
    const made = step(event, previous);
    if (made) steps.push({ ...made, at });
    previous = event.type;
  }
  return { state, steps };
}

function live<State extends { exists: boolean }>(state: State): Extract<State, { exists: true }> {
  if (!state.exists) throw new Error('Seguimiento de un registro sin eventos');
  return state as Extract<State, { exists: true }>;
}
