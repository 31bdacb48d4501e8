import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { heldUnits, productFieldLabels, type Product, type ProductEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { fieldsChanged, fieldsSet, historyOf, imageAttached, imageRemoved, type HistoryChange } from '../../../shared/history.js';
import { productAggregate } from '../../product.stream.js';
import { ProductHistory } from './product-history.query.js';

/** Units in the shop and units held, before → after, for the ones an event moved. */
function unitsMoved(before: Product, event: ProductEvent, label: (field: string) => string): HistoryChange[] {
  if (!before.exists) return [];
  const onHand = before.onHand;
  const held = heldUnits(before);
  const after = (() => {
    switch (event.type) {
      case 'StockReceived':
        return { onHand: onHand + event.data.quantity, held };
      case 'StockSoldInStore':
        return { onHand: onHand - event.data.quantity, held };
      case 'StockReserved':
        return { onHand, held: held + event.data.quantity };
      case 'StockReservationReleased':
        return { onHand, held: held - event.data.quantity };
      case 'StockCollected':
        return { onHand: onHand - event.data.quantity, held: held - event.data.quantity };
      case 'StockAdjusted':
        return { onHand: onHand + event.data.delta, held };
      default:
        return { onHand, held };
    }
  })();
  const changes: HistoryChange[] = [];
  if (after.onHand !== onHand) changes.push({ field: 'onHand', label: label('onHand'), from: onHand, to: after.onHand });
  if (after.held !== held) changes.push({ field: 'held', label: label('held'), from: held, to: after.held });
  return changes;
}

export function changesOf(before: Product, event: ProductEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'ProductAdded': {
      const { productId: _id, ...fields } = event.data;
      return fieldsSet(fields, label);
    }
    case 'ProductDetailsCorrected':
      return fieldsChanged(before.exists ? before : undefined, event.data.changes, label);
    case 'ProductImageAttached':
      return imageAttached(event.data, label);
    case 'ProductImageRemoved':
      return imageRemoved(before.exists ? before.images : [], event.data.imageId, label);
    case 'StockReceived':
    case 'StockSoldInStore':
      // A counter sale (or its return) names its invoice, so the unit's history leads to the sale.
      return [...unitsMoved(before, event, label), ...(event.data.invoice ? fieldsSet({ invoice: event.data.invoice }, label) : [])];
    default:
      return unitsMoved(before, event, label);
  }
}

@QueryHandler(ProductHistory)
export class ProductHistoryHandler implements IQueryHandler<ProductHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ productId }: ProductHistory) {
    const aggregate = productAggregate(productId);
    const recorded = await this.store.readStream(aggregate.streamId);
    return recorded.length === 0 ? null : historyOf(recorded, aggregate, productFieldLabels, changesOf);
  }
}
