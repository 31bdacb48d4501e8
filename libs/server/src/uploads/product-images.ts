import { productMessages, type ProductCommand } from '@taller/domain';
import { productAggregate } from '../products/product.stream.js';
import type { AttachmentTarget } from './attachment-targets.js';

const command = (recordId: number, productCommand: ProductCommand) => ({ ...productAggregate(recordId), command: productCommand });

/**
 * Photos of a product: `ProductImageAttached` / `ProductImageRemoved` on its stream. A product
 * is never deleted (it stops being for sale), so it takes photos while it exists; the public
 * catalogue serves the photos of the products for sale (catalogue.http.ts).
 */
export const productImages: AttachmentTarget = {
  type: 'product',
  messages: { invalidId: productMessages.invalidId, notFound: productMessages.notFound },
  attach: (aggregates, recordId, image, context) => aggregates.handle({ ...command(recordId, { type: 'AttachProductImage', data: image }), context }),
  remove: (aggregates, recordId, imageId, context) => aggregates.handle({ ...command(recordId, { type: 'RemoveProductImage', data: { imageId } }), context }),
  async isLive(aggregates, recordId) {
    const { streamId, decider, catalogue } = productAggregate(recordId);
    return (await aggregates.load(streamId, decider, catalogue)).state.exists;
  },
};
