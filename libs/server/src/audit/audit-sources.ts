import {
  clientDecider,
  clientEvents,
  clientFieldLabels,
  orderDecider,
  orderEvents,
  orderFieldLabels,
  orderPaymentMethodLabels,
  orderStatusLabels,
  repairDecider,
  repairEvents,
  repairFieldLabels,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
  paymentMethodLabels,
  repairStatusLabels,
  revisionDecider,
  revisionEvents,
  revisionStatusLabels,
  clientStatusLabels,
  type Decider,
  type EventCatalogue,
} from '@taller/domain';
import { fullName } from '../clients/client-row.entity.js';
import { changesOf as clientChangesOf } from '../clients/queries/client-history/client-history.handler.js';
import { changesOf as orderChangesOf } from '../orders/queries/order-history/order-history.handler.js';
import { changesOf as repairChangesOf } from '../repairs/queries/repair-history/repair-history.handler.js';
import { changesOf as revisionChangesOf, labels as revisionHistoryLabels } from '../revisions/queries/revision-history/revision-history.handler.js';
import type { ChangesOf } from '../shared/history.js';
import { accountDecider, accountEvents, accountFieldLabels } from '@taller/domain';
import { changesOf as accountChangesOf } from '../accounts/queries/staff-history/staff-history.js';
import { shopDecider, shopEvents, shopFieldLabels } from '@taller/domain';
import { shopAuditChanges } from '../shop/shop-history.js';
import { productCategoryLabels, productDecider, productEvents, productFieldLabels } from '@taller/domain';
import { changesOf as productChangesOf } from '../products/queries/product-history/product-history.handler.js';
import { cashCloseEvents, cashCloseFieldLabels, cashDayDecider, dayOfCashNumber, formatDay } from '@taller/domain';
import { cashChangesOf } from '../cash/cash-history.js';
import { aeatEvents, billingLogDecider, invoiceEvents } from '@taller/domain';
import { aeatChangesOf, billingChangesOf, billingFieldLabels } from '../invoices/billing-history.js';

/** A log that only records (the AEAT's answers): nothing to decide, nothing to fold. */
const recordOnly = { initialState: null, evolve: () => null, decide: () => [] };

/**
 * What the audit ('Actividad', GET /api/audit, `taller audit`) knows of one kind of record,
 * found by its stream's prefix (`repair-12` → 'repair'): what to call it in Spanish, where the
 * back-office shows it, and what `historyOf` needs to say what an event did and, for a
 * correction, before → after (the stream is folded up to that event at read time).
 *
 * Every aggregate registers here (one entry in AUDIT_SOURCES below). A stream whose prefix has
 * no entry still shows in the audit: its raw event type, no link, no changes.
 */
export interface AuditSource<Command = never, Event extends { type: string; data: unknown } = { type: string; data: unknown }, State = unknown> {
  /** The stream's prefix: `streamName(prefix, id)`; a stream with no id (`shop`) is its prefix alone. */
  prefix: string;
  /** The kind of record, singular, as the filter and each line name it: 'Reparación'. */
  kind: string;
  /** The back-office path that shows one record (under /gestion), or null when none does. */
  link: (recordId: string) => string | null;
  decider: Decider<Command, Event, State>;
  catalogue: EventCatalogue<Event>;
  fieldLabels: Record<string, string>;
  changesOf: ChangesOf<Event, State>;
  /** What the record is, from its state after the event (a device, a name): '' if nothing. */
  title?: (state: State) => string;
  /** Spanish labels of coded values, by field (`status: repairStatusLabels`), for before → after. */
  valueLabels?: Record<string, Record<string, string>>;
}

/** Keeps each entry's types checked while the registry holds them side by side. */
export function auditSource<Command, Event extends { type: string; data: unknown }, State>(
  source: AuditSource<Command, Event, State>,
): AuditSource {
  return source as unknown as AuditSource;
}

const showPath = (resource: string) => (recordId: string) =>
  /^[1-9]\d{0,14}$/.test(recordId) ? `/gestion/${resource}/${recordId}/show` : null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const deviceTitle = (state: unknown) => {
  const s = (state ?? {}) as Record<string, unknown>;
  return [text(s.device), text(s.model)].filter(Boolean).join(' ');
};

/** Every kind of record the audit names, by stream prefix. Add yours here (one entry each). */
export const AUDIT_SOURCES: readonly AuditSource[] = [
  auditSource({
    prefix: 'repair',
    kind: 'Reparación',
    link: showPath('repairs'),
    decider: repairDecider,
    catalogue: repairEvents,
    fieldLabels: repairFieldLabels,
    changesOf: repairChangesOf,
    title: deviceTitle,
    valueLabels: { status: repairStatusLabels, paymentMethod: repairPaymentMethodLabels, priceType: repairPriceTypeLabels, method: paymentMethodLabels },
  }),
  auditSource({
    prefix: 'revision',
    kind: 'Revisión',
    link: showPath('revisions'),
    decider: revisionDecider,
    catalogue: revisionEvents,
    fieldLabels: revisionHistoryLabels,
    changesOf: revisionChangesOf,
    title: deviceTitle,
    valueLabels: { status: revisionStatusLabels },
  }),
  auditSource({
    prefix: 'order',
    kind: 'Pedido',
    link: showPath('orders'),
    decider: orderDecider,
    catalogue: orderEvents,
    fieldLabels: orderFieldLabels,
    changesOf: orderChangesOf,
    title: (state) => text((state as unknown as Record<string, unknown>).name),
    // `method`: a deposit's (the spec's methods) or a counter movement's (cash, card, Bizum, transfer).
    valueLabels: { status: orderStatusLabels, paymentMethod: orderPaymentMethodLabels, method: { ...orderPaymentMethodLabels, ...paymentMethodLabels } },
  }),
  auditSource({
    prefix: 'product',
    kind: 'Producto',
    link: showPath('products'),
    decider: productDecider,
    catalogue: productEvents,
    fieldLabels: productFieldLabels,
    changesOf: productChangesOf,
    title: (state) => (state.exists ? state.name : ''),
    valueLabels: { category: productCategoryLabels },
  }),
  auditSource({
    prefix: 'client',
    kind: 'Cliente',
    link: showPath('clients'),
    decider: clientDecider,
    catalogue: clientEvents,
    fieldLabels: clientFieldLabels,
    changesOf: clientChangesOf,
    title: (state) => {
      const s = state as unknown as Record<string, unknown>;
      return fullName({ name: text(s.name), lastName: text(s.lastName) });
    },
    valueLabels: { status: clientStatusLabels },
  }),
  auditSource({
    prefix: 'account',
    kind: 'Cuenta del equipo',
    link: showPath('staff'),
    decider: accountDecider,
    catalogue: accountEvents,
    fieldLabels: accountFieldLabels,
    changesOf: accountChangesOf,
    title: (state) => (state.exists ? `${state.name} <${state.email}>` : ''),
  }),
  // The shop's settings: one record (`shop-1`), identity, hours and terms, before → after in words.
  auditSource({
    prefix: 'shop',
    kind: 'Ajustes del taller',
    link: () => '/gestion/ajustes-del-taller',
    decider: shopDecider,
    catalogue: shopEvents,
    fieldLabels: shopFieldLabels,
    changesOf: shopAuditChanges,
    title: (state) => state.identity.tradeName,
  }),
  // Each day's cash (`cash-20270331`): its close and corrections.
  auditSource({
    prefix: 'cash',
    kind: 'Caja del día',
    link: (recordId) => (/^\d{8}$/.test(recordId) ? `/gestion/caja/${dayOfCashNumber(Number(recordId))}` : null),
    decider: cashDayDecider,
    catalogue: cashCloseEvents,
    fieldLabels: cashCloseFieldLabels,
    changesOf: cashChangesOf,
    title: (state) => (state.closed ? formatDay(state.day) : ''),
  }),
  // The billing log (`billing-1`): every invoice and annulment with its VERI*FACTU fingerprint.
  auditSource({
    prefix: 'billing',
    kind: 'Facturación',
    link: () => '/gestion/invoices',
    decider: billingLogDecider,
    catalogue: invoiceEvents,
    fieldLabels: billingFieldLabels,
    changesOf: billingChangesOf,
  }),
  // What the AEAT answered to the records sent (`aeat-1`).
  auditSource({
    prefix: 'aeat',
    kind: 'Envíos a la AEAT',
    link: () => null,
    decider: recordOnly,
    catalogue: aeatEvents,
    fieldLabels: billingFieldLabels,
    changesOf: aeatChangesOf,
  }),
];

const BY_PREFIX = new Map(AUDIT_SOURCES.map((source) => [source.prefix, source]));

/** `repair-12` → { prefix: 'repair', recordId: '12' }; `shop` → { prefix: 'shop', recordId: '' }. */
export function splitStreamId(streamId: string): { prefix: string; recordId: string } {
  const dash = streamId.indexOf('-');
  return dash < 0 ? { prefix: streamId, recordId: '' } : { prefix: streamId.slice(0, dash), recordId: streamId.slice(dash + 1) };
}

/** The registered source of a stream prefix, or undefined (the audit then shows the raw type). */
export function auditSourceOf(prefix: string): AuditSource | undefined {
  return BY_PREFIX.get(prefix);
}
