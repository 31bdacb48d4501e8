import type { Balance, OrderPaymentMethod, OrderStatus } from '@taller/domain';
import type { DepositMethod, DepositOutcome, DepositPaymentMethod } from '@taller/domain/texts';

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

/** An encargo's deposit once paid: how much, how (at the counter, or by card on the site) and when. */
export interface PaidDeposit {
  amountCents: number;
  method: DepositPaymentMethod;
  /** An instant, ISO 8601. */
  paidAt: string;
}

/**
 * An encargo ("special order", issue 17 part 5): a product the shop does not have, perhaps one
 * of its catalogue, ordered for the customer, with the deposit ("señal") asked and what became of it.
 */
export interface OrderSpecial {
  productId: number | null;
  /** The deposit asked, IVA included; null when none is. */
  depositCents: number | null;
  depositRefundable: boolean;
  deposit: PaidDeposit | null;
  /** What became of a paid deposit when the encargo was cancelled; null while it counts towards the price. */
  depositOutcome: DepositOutcome | null;
  /** When the goods arrived (ISO instant); null while awaited. */
  arrivedAt: string | null;
  /** Still owed: the balance's `dueCents` (the deposit and any payment at the counter counted). */
  balanceCents: number;
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
  /** Where its money stands: counter payments, an encargo's deposit and a card payment on the site, less refunds. */
  balance: Balance;
  /** What stayed owed when it was delivered with money due; null otherwise. */
  owedOnDeliveryCents: number | null;
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
  /** An encargo's product, deposit and arrival; null for any other order (older servers leave it out). */
  specialOrder?: OrderSpecial | null;
}

/** What the edit form sends (`PUT /api/orders/:id`), `version` included. */
export type OrderEditForm = Pick<
  Order,
  'version' | 'name' | 'description' | 'quantity' | 'unitPriceCents' | 'paymentMethod' | 'isPaid' | 'deliveryDate' | 'status'
>;

/** What the create form sends (`POST /api/orders`), and for an encargo its terms too. */
export type NewOrderForm = Pick<
  Order,
  'clientId' | 'name' | 'description' | 'quantity' | 'unitPriceCents' | 'paymentMethod' | 'isPaid' | 'date' | 'deliveryDate'
> &
  (
    | { special?: undefined }
    | {
        special: true;
        productId: number | null;
        depositCents: number | null;
        depositRefundable: boolean;
        /** Paid at the counter now, and how; null: the customer pays it later. */
        depositPaidWith: DepositMethod | null;
      }
  );
