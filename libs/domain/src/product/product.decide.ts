import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken } from '../shared/errors.js';
import { attachOnce, removeIfAttached, type AttachedImage } from '../shared/images.js';
import { validate } from '../shared/validation.js';
import type { ProductDetails, ProductEvent } from './product.events.js';
import { productMessages as m } from './product.messages.js';
import { adjustmentSchema, MAX_PRODUCT_PHOTOS, newProductSchema, productEditSchema, stockNote, stockQuantity } from './product.rules.js';
import { availableUnits, evolveProduct, heldUnits, initialProduct, type Product } from './product.js';

export type ProductCommand =
  /** The form as sent, checked here; the id comes from the shop's sequence. */
  | { type: 'AddProduct'; data: Record<string, unknown> & { productId: number } }
  | { type: 'CorrectProductDetails'; data: Record<string, unknown> }
  | { type: 'ReceiveStock'; data: Record<string, unknown> }
  /** 'Vendido en tienda': units leave at the counter, from those not held. */
  | { type: 'SellInStore'; data: Record<string, unknown> }
  /**
   * A counter sale's units, once its invoice is issued (invoice/counter-sale.ts): the sale was
   * checked against the stock before, and has happened, so this records what left and is never
   * refused; once per invoice, so a retried sale takes nothing twice.
   */
  | { type: 'SellOnInvoice'; invoice: string; quantity: number }
  /** Units a customer returned, back in stock with the rectifying invoice that gave the money back; once per invoice. */
  | { type: 'ReturnOnInvoice'; invoice: string; quantity: number }
  /** Units held for a reservation (an order): refused beyond what is free, so nothing is oversold. */
  | { type: 'ReserveStock'; reservationId: number; data: Record<string, unknown> }
  | { type: 'ReleaseReservation'; reservationId: number; reason: 'cancelled' | 'expired' }
  | { type: 'CollectReservation'; reservationId: number }
  /**
   * The units of an encargo (special-order.rules.ts) arrived: received into stock and held for
   * that order at once, so no other customer can take them. Once per order (a retry records nothing).
   */
  | { type: 'ReceiveForOrder'; orderId: number; quantity: number; note: string }
  | { type: 'AdjustStock'; data: Record<string, unknown> }
  | { type: 'AttachProductImage'; data: AttachedImage }
  | { type: 'RemoveProductImage'; data: { imageId: string } };

type LiveProduct = Extract<Product, { exists: true }>;

function requireProduct(state: Product): LiveProduct {
  if (!state.exists) throw new NotFound(m.notFound);
  return state;
}

export const quantityForm = z.object({ quantity: stockQuantity });
export const receiveForm = z.object({ quantity: stockQuantity, note: stockNote });

function addProduct(data: ProductCommand & { type: 'AddProduct' }, state: Product): ProductEvent[] {
  if (state.exists) throw new RuleBroken(m.alreadyExists);
  const details = validate(newProductSchema, data.data, m.formHasErrors);
  return [{ type: 'ProductAdded', data: { productId: data.data.productId, ...details } }];
}

/** Records only what really changed; a field not sent keeps its value. */
function correct(data: Record<string, unknown>, state: Product): ProductEvent[] {
  const product = requireProduct(state);
  const form = validate(productEditSchema, data, m.formHasErrors);
  const changes: Partial<ProductDetails> = {};
  for (const [key, value] of Object.entries(form) as [keyof ProductDetails, unknown][]) {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(product[key])) Object.assign(changes, { [key]: value });
  }
  return Object.keys(changes).length > 0 ? [{ type: 'ProductDetailsCorrected', data: { changes } }] : [];
}

function takeFree(product: LiveProduct, quantity: number): void {
  const free = availableUnits(product);
  if (quantity > free) throw new RuleBroken(m.notEnoughStock(Math.max(free, 0)));
}

function adjust(data: Record<string, unknown>, state: Product): ProductEvent[] {
  const product = requireProduct(state);
  const { delta, reason } = validate(adjustmentSchema, data, m.formHasErrors);
  const after = product.onHand + delta;
  if (after < 0) throw new RuleBroken(m.adjustmentBelowZero);
  if (after < heldUnits(product)) throw new RuleBroken(m.adjustmentBelowReserved(heldUnits(product)));
  return [{ type: 'StockAdjusted', data: { delta, reason } }];
}

export function decideProduct(command: ProductCommand, state: Product): ProductEvent[] {
  switch (command.type) {
    case 'AddProduct':
      return addProduct(command, state);
    case 'CorrectProductDetails':
      return correct(command.data, state);
    case 'ReceiveStock': {
      requireProduct(state);
      const { quantity, note } = validate(receiveForm, command.data, m.formHasErrors);
      return [{ type: 'StockReceived', data: { quantity, note } }];
    }
    case 'SellInStore': {
      const product = requireProduct(state);
      const { quantity } = validate(quantityForm, command.data, m.formHasErrors);
      takeFree(product, quantity);
      return [{ type: 'StockSoldInStore', data: { quantity } }];
    }
    case 'SellOnInvoice': {
      const product = requireProduct(state);
      if (product.soldOnInvoices.includes(command.invoice)) return [];
      return [{ type: 'StockSoldInStore', data: { quantity: command.quantity, invoice: command.invoice } }];
    }
    case 'ReturnOnInvoice': {
      const product = requireProduct(state);
      if (product.soldOnInvoices.includes(command.invoice)) return [];
      return [{ type: 'StockReceived', data: { quantity: command.quantity, note: `Devuelto por el cliente (factura ${command.invoice})`, invoice: command.invoice } }];
    }
    case 'ReserveStock': {
      const product = requireProduct(state);
      const { quantity } = validate(quantityForm, command.data, m.formHasErrors);
      if (!product.active) throw new RuleBroken(m.inactive);
      if (product.held[command.reservationId] !== undefined) throw new RuleBroken(m.reservationAlreadyHeld);
      takeFree(product, quantity);
      return [{ type: 'StockReserved', data: { reservationId: command.reservationId, quantity } }];
    }
    case 'ReleaseReservation': {
      const product = requireProduct(state);
      const quantity = product.held[command.reservationId];
      // Released already (a retry, or expired and cancelled at once): nothing more to give back.
      if (quantity === undefined) return [];
      return [{ type: 'StockReservationReleased', data: { reservationId: command.reservationId, quantity, reason: command.reason } }];
    }
    case 'CollectReservation': {
      const product = requireProduct(state);
      const quantity = product.held[command.reservationId];
      if (quantity === undefined) throw new RuleBroken(m.reservationUnknown);
      return [{ type: 'StockCollected', data: { reservationId: command.reservationId, quantity } }];
    }
    case 'ReceiveForOrder': {
      const product = requireProduct(state);
      if (product.held[command.orderId] !== undefined) return [];
      const { quantity, note } = validate(receiveForm, { quantity: command.quantity, note: command.note }, m.formHasErrors);
      return [
        { type: 'StockReceived', data: { quantity, note } },
        { type: 'StockReserved', data: { reservationId: command.orderId, quantity } },
      ];
    }
    case 'AdjustStock':
      return adjust(command.data, state);
    case 'AttachProductImage': {
      const product = requireProduct(state);
      if (product.images.length >= MAX_PRODUCT_PHOTOS) throw new RuleBroken(m.tooManyPhotos(MAX_PRODUCT_PHOTOS));
      return attachOnce(product.images, command.data, { type: 'ProductImageAttached', data: command.data });
    }
    case 'RemoveProductImage':
      return removeIfAttached(requireProduct(state).images, command.data.imageId, { type: 'ProductImageRemoved', data: command.data });
    default:
      return assertNever(command);
  }
}

export const productDecider: Decider<ProductCommand, ProductEvent, Product> = {
  initialState: initialProduct,
  evolve: evolveProduct,
  decide: decideProduct,
};
