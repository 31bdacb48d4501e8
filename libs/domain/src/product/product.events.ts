import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { attachedImage } from '../shared/images.js';
import { PRODUCT_CATEGORIES } from './product.rules.js';

/** A product of the catalogue as staff describe it. */
export const productDetails = z.object({
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: z.string(),
  compatibleModels: z.array(z.string()),
  description: z.string(),
  /** The price the shop shows, IVA included, in cents. */
  priceCents: z.number().int().positive(),
  /** For sale (listed on the site, reservable) or not. */
  active: z.boolean(),
  /** At or below this many available units the product is low on stock. */
  reorderLevel: z.number().int().nonnegative(),
});
export type ProductDetails = z.infer<typeof productDetails>;

/** Units held for a reservation (an order of the shop): which one, and how many. */
const held = z.object({ reservationId: z.number().int().positive(), quantity: z.number().int().positive() });

/**
 * Every unit's life is an event of its product's stream, with who and when in the metadata:
 * received, sold at the counter, reserved, released (a reservation cancelled or expired),
 * collected, adjusted with a reason. The owner audits every unit from them.
 */
const productEventDefinitions = [
  defineEvent('ProductAdded', productDetails.extend({ productId: z.number().int().positive() }), 'Producto añadido al catálogo'),
  defineEvent('ProductDetailsCorrected', z.object({ changes: productDetails.partial() }), 'Datos corregidos'),
  defineEvent(
    'StockReceived',
    /** `invoice`: units a customer returned, with the rectifying invoice that gave the money back. */
    z.object({ quantity: z.number().int().positive(), note: z.string(), invoice: z.string().optional() }),
    'Unidades recibidas',
  ),
  defineEvent(
    'StockSoldInStore',
    /** `invoice`: the counter sale's invoice that took them (issue 18); absent for units marked sold by hand. */
    z.object({ quantity: z.number().int().positive(), invoice: z.string().optional() }),
    'Vendido en tienda',
  ),
  defineEvent('StockReserved', held, 'Unidades reservadas'),
  defineEvent('StockReservationReleased', held.extend({ reason: z.enum(['cancelled', 'expired']) }), 'Reserva liberada'),
  defineEvent('StockCollected', held, 'Recogido por el cliente'),
  defineEvent('StockAdjusted', z.object({ delta: z.number().int(), reason: z.string() }), 'Existencias ajustadas'),
  defineEvent('ProductImageAttached', attachedImage, 'Foto añadida'),
  defineEvent('ProductImageRemoved', z.object({ imageId: z.string() }), 'Foto retirada'),
] as const;

export type ProductEvent = EventOf<typeof productEventDefinitions>;
export const productEvents = new EventCatalogue<ProductEvent>(productEventDefinitions);
