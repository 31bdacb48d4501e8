import { EntitySchema } from '@mikro-orm/core';
import type { OrderPaymentMethod, OrderStatus, SpecialOrderState } from '@taller/domain';
import { SORT_KEY_LENGTH, type SortKeyColumns } from '../shared/sort-key.js';

/** An order as the list, the detail screen and the API show it. */
export class OrderRow {
  id!: number;
  version!: number;
  clientId!: number;
  clientName!: string;
  name!: string;
  description!: string;
  quantity!: number;
  unitPriceCents!: number;
  /** quantity × unit price, IVA included: kept for sorting the list by amount. */
  totalCents!: number;
  status!: OrderStatus;
  paymentMethod!: OrderPaymentMethod;
  isPaid!: boolean;
  /** The order's day, `YYYY-MM-DD`. */
  date!: string;
  /** The planned delivery day, `YYYY-MM-DD`. */
  deliveryDate!: string | null;
  completedAt!: Date | null;
  deliveredAt!: Date | null;
  /** A reservation for pickup (issue 17): what it holds, its pickup code, and until when (null for other orders). */
  reservationLines!: { productId: number; name: string; quantity: number; unitPriceCents: number }[] | null;
  pickupCode!: string | null;
  holdUntil!: Date | null;
  /** An encargo (special-order.rules.ts): product, deposit asked and paid, and when it arrived (null for other orders). */
  specialOrder!: Omit<SpecialOrderState, 'heldUnits'> | null;
  /** Money taken on it and given back, every way (counter, deposit, card on the site), for its balance (order-balance.rules.ts). */
  paidCents!: number;
  refundedCents!: number;
  /** What stayed owed when it was delivered with money due; null otherwise. */
  owedCents!: number | null;
  /** name, description, client name and pickup code, lower case without accents, for `q`. */
  searchText!: string;
  /** Spanish sort keys of the texts a list sorts by (shared/sort-key.ts). */
  clientNameKey!: string;
  nameKey!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const OrderRowSchema = new EntitySchema<OrderRow>({
  class: OrderRow,
  tableName: 'order_rows',
  // Each sort the list offers, and the status and client filters, read in order from an index (list-page.ts).
  indexes: [
    { properties: ['clientNameKey', 'clientName', 'id'] },
    { properties: ['nameKey', 'name', 'id'] },
    { properties: ['status', 'id'] },
    { properties: ['clientId', 'id'] },
    { properties: ['date', 'id'] },
    { properties: ['deliveryDate', 'id'] },
    // The urgent list: the open ones of a day range.
    { properties: ['status', 'deliveryDate', 'id'] },
    { properties: ['totalCents', 'id'] },
    { properties: ['isPaid', 'id'] },
    // The expiry sweep: open reservations by the instant they are held until.
    { properties: ['holdUntil', 'status'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    version: { type: 'integer' },
    clientId: { type: 'integer' },
    clientName: { type: 'string', length: 200 },
    name: { type: 'string', length: 200 },
    description: { type: 'text' },
    quantity: { type: 'integer' },
    unitPriceCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    status: { type: 'string', length: 20 },
    paymentMethod: { type: 'string', length: 20 },
    isPaid: { type: 'boolean' },
    date: { type: 'string', length: 10 },
    deliveryDate: { type: 'string', length: 10, nullable: true },
    completedAt: { type: 'datetime', nullable: true },
    deliveredAt: { type: 'datetime', nullable: true },
    reservationLines: { type: 'json', nullable: true },
    pickupCode: { type: 'string', length: 12, nullable: true },
    holdUntil: { type: 'datetime', nullable: true },
    specialOrder: { type: 'json', nullable: true },
    paidCents: { type: 'integer', default: 0 },
    refundedCents: { type: 'integer', default: 0 },
    owedCents: { type: 'integer', nullable: true, default: null },
    searchText: { type: 'text' },
    clientNameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    nameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

/** The texts its list sorts in Spanish order, and their key columns. */
export const orderSortKeys: SortKeyColumns<OrderRow> = { clientName: 'clientNameKey', name: 'nameKey' };
