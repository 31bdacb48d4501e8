import { Injectable } from '@nestjs/common';
import { productCategoryLabels, productEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { setSortKeys } from '../shared/sort-key.js';
import { ProductRow, productSortKeys } from './product-row.entity.js';

/** `|iphone 13|galaxy s21|`: the device filter matches one model whole, ignoring case and accents. */
export const modelsKeyOf = (models: readonly string[]) => (models.length === 0 ? '' : `|${models.map((model) => searchable(model)).join('|')}|`);

/** What `q` finds a row by, the device filter's key, the stock figures and the name's sort key. */
function indexRow(row: ProductRow): void {
  row.searchText = searchable(row.name, row.brand, row.compatibleModels.join(' '), productCategoryLabels[row.category]);
  row.modelsKey = modelsKeyOf(row.compatibleModels);
  row.available = row.onHand - row.held;
  row.stockMargin = row.available - row.reorderLevel;
  setSortKeys(row, productSortKeys);
}

const productIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice('product-'.length));

/** The catalogue with its stock: one row per product, its units counted from its events. */
@Injectable()
export class ProductListProjection implements Projection {
  readonly name = 'product-list';
  readonly label = 'Lista de productos';
  readonly version = 1;
  readonly owns = [ProductRow];
  readonly lookups = [lookup(ProductRow, 'id', (e) => (productEvents.has(e.type) && e.type !== 'ProductAdded' ? productIdOf(e) : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!productEvents.has(recorded.type)) return;
    const event = productEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type === 'ProductAdded') {
      const { productId, ...details } = event.data;
      const row = rows.create(ProductRow, {
        id: productId,
        version: recorded.revision,
        ...details,
        photoIds: [],
        onHand: 0,
        held: 0,
        available: 0,
        stockMargin: 0,
        modelsKey: '',
        searchText: '',
        nameKey: '',
        createdAt: at,
        updatedAt: at,
      });
      indexRow(row);
      return;
    }
    const row = rows.findOne(ProductRow, productIdOf(recorded));
    if (!row) return;
    switch (event.type) {
      case 'ProductDetailsCorrected':
        Object.assign(row, event.data.changes);
        break;
      case 'StockReceived':
        row.onHand += event.data.quantity;
        break;
      case 'StockSoldInStore':
        row.onHand -= event.data.quantity;
        break;
      case 'StockReserved':
        row.held += event.data.quantity;
        break;
      case 'StockReservationReleased':
        row.held -= event.data.quantity;
        break;
      case 'StockCollected':
        row.held -= event.data.quantity;
        row.onHand -= event.data.quantity;
        break;
      case 'StockAdjusted':
        row.onHand += event.data.delta;
        break;
      case 'ProductImageAttached':
        row.photoIds = [...row.photoIds, event.data.imageId];
        break;
      case 'ProductImageRemoved':
        row.photoIds = row.photoIds.filter((id) => id !== event.data.imageId);
        break;
    }
    indexRow(row);
    row.version = recorded.revision;
    row.updatedAt = at;
  }
}
