import type { OrderPaymentMethod, OrderStatus } from '@taller/domain';

/** A product line of a reservation, as it was when reserved (name and price from the catalogue then). */
export interface ReservationLine {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * A reservation for pickup made on the web (issue 17): the products held for the customer, the
 * code they show at the counter and the instant the units are held until.
 */
export interface OrderReservation {
  lines: ReservationLine[];
  pickupCode: string | null;
  holdUntil: string | null;
}

/** An order as the API answers it: one product line, money in integer cents (IVA included). */
export interface Order {
  id: number;
  version: number;
  clientId: number;
  clientName: string;
  /** The product line's name. */
  name: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** quantity × unitPriceCents. */
  totalCents: number;
  /** The detail screen's base, IVA (21 %) and total. */
  summary: { baseCents: number; ivaCents: number; totalCents: number };
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  isPaid: boolean;
  /** The order's day, `YYYY-MM-DD` (Madrid). */
  date: string;
  /** The planned delivery day, `YYYY-MM-DD`; it is what the work calendar shows. */
  deliveryDate: string | null;
  completedAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** A reservation's lines, pickup code and held-until; null for an order taken in the shop. */
  reservation: OrderReservation | null;
}

/** What the edit form sends (`PUT /api/orders/:id`), `version` included. */
export type OrderEditForm = Pick<
  Order,
  'version' | 'name' | 'description' | 'quantity' | 'unitPriceCents' | 'paymentMethod' | 'isPaid' | 'deliveryDate' | 'status'
>;

/** What the create form sends (`POST /api/orders`). */
export type NewOrderForm = Pick<
  Order,
  'clientId' | 'name' | 'description' | 'quantity' | 'unitPriceCents' | 'paymentMethod' | 'isPaid' | 'date' | 'deliveryDate'
>;
