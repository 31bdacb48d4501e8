import { assertNever } from '../shared/decider.js';
import { withImage, withoutImage, type AttachedImage } from '../shared/images.js';
import type { ProductDetails, ProductEvent } from './product.events.js';

/**
 * A product and its stock: the units in the shop (`onHand`), and of those, the ones held for
 * reservations (`held`, by reservation). What can still be sold or reserved is the difference.
 */
export type Product =
  | { exists: false }
  | ({
      exists: true;
      productId: number;
      onHand: number;
      held: Readonly<Record<number, number>>;
      /** Its photos, in the order they were added (the first is the one the site shows). */
      images: readonly AttachedImage[];
      /** The latest invoices that took units (a counter sale) or gave them back (its return): each moves them once. */
      soldOnInvoices: readonly string[];
    } & ProductDetails);

export const initialProduct: Product = { exists: false };

/** Units held for reservations, in all. */
export const heldUnits = (product: Extract<Product, { exists: true }>) => Object.values(product.held).reduce((sum, units) => sum + units, 0);
/** Units free to sell at the counter or to reserve. */
export const availableUnits = (product: Extract<Product, { exists: true }>) => product.onHand - heldUnits(product);

function without(held: Readonly<Record<number, number>>, reservationId: number): Record<number, number> {
  const { [reservationId]: _gone, ...rest } = held;
  return rest;
}

export function evolveProduct(state: Product, event: ProductEvent): Product {
  if (event.type === 'ProductAdded') {
    const { productId, ...details } = event.data;
    return { exists: true, productId, onHand: 0, held: {}, images: [], soldOnInvoices: [], ...details };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ProductDetailsCorrected':
      return { ...state, ...event.data.changes };
    case 'StockReceived':
      return {
        ...state,
        onHand: state.onHand + event.data.quantity,
        soldOnInvoices: event.data.invoice ? [...state.soldOnInvoices.slice(-49), event.data.invoice] : state.soldOnInvoices,
      };
    case 'StockSoldInStore':
      return {
        ...state,
        onHand: state.onHand - event.data.quantity,
        soldOnInvoices: event.data.invoice ? [...state.soldOnInvoices.slice(-49), event.data.invoice] : state.soldOnInvoices,
      };
    case 'StockReserved':
      return { ...state, held: { ...state.held, [event.data.reservationId]: event.data.quantity } };
    case 'StockReservationReleased':
      return { ...state, held: without(state.held, event.data.reservationId) };
    case 'StockCollected':
      return { ...state, onHand: state.onHand - event.data.quantity, held: without(state.held, event.data.reservationId) };
    case 'StockAdjusted':
      return { ...state, onHand: state.onHand + event.data.delta };
    case 'ProductImageAttached':
      return { ...state, images: withImage(state.images, event.data) };
    case 'ProductImageRemoved':
      return { ...state, images: withoutImage(state.images, event.data.imageId) };
    default:
      return assertNever(event);
  }
}
