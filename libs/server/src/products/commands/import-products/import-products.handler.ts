import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { decideProduct, newProductSchema, stockQuantity, ValidationFailed, validate, type ProductCommand } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { searchable } from '../../../shared/search-text.js';
import { ProductRow } from '../../product-row.entity.js';
import { productAggregate } from '../../product.stream.js';
import { columnOfField, readCatalogueCsv, type CatalogueRow, type ImportLineError } from './catalogue-csv.js';
import { ImportProducts, ImportRefused, ImportTooLarge, type ImportProductsResult } from './import-products.command.js';
import { IMPORT_STOCK_NOTE, importMessages as m, MAX_IMPORT_BYTES } from './import-products.messages.js';

/** A row checked and decided: a new product, or the version of the one it updates and whether its details change. */
interface PlannedRow {
  row: CatalogueRow;
  quantity: number;
  update?: { productId: number; version: number; changes: boolean };
}

/** 'Funda  iPhone 13' and 'funda iphone 13' are one name. */
const nameKey = (name: string) => searchable(name).replace(/\s+/g, ' ').trim();

@CommandHandler(ImportProducts)
export class ImportProductsHandler implements ICommandHandler<ImportProducts> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  async execute({ csv, dryRun, context, onProgress }: ImportProducts): Promise<ImportProductsResult> {
    const bytes = Buffer.byteLength(csv, 'utf8');
    if (bytes > MAX_IMPORT_BYTES) throw new ImportTooLarge(m.tooLarge(bytes));
    const { rows, errors } = readCatalogueCsv(csv);
    const plan = await this.check(rows, errors);
    if (errors.length > 0) throw new ImportRefused(errors.sort((a, b) => a.line - b.line));
    const summary = {
      added: plan.filter((planned) => !planned.update).length,
      updated: plan.filter((planned) => planned.update?.changes).length,
      received: plan.reduce((units, planned) => units + planned.quantity, 0),
    };
    if (dryRun) return { id: 0, position: 0, version: 0, ...summary };
    return { id: 0, position: await this.write(plan, context, onProgress), version: 0, ...summary };
  }

  /** Every row against the domain's rules and the catalogue as it is; what is wrong goes to `errors`. */
  private async check(rows: CatalogueRow[], errors: ImportLineError[]): Promise<PlannedRow[]> {
    const existing = new Map<string, number>();
    for (const product of await this.orm.em.fork().find(ProductRow, {}, { fields: ['id', 'name'], orderBy: { id: 'ASC' } })) {
      if (!existing.has(nameKey(product.name))) existing.set(nameKey(product.name), product.id);
    }
    const namesInFile = new Map<string, number>();
    const idsInFile = new Map<number, number>();
    const plan: PlannedRow[] = [];
    for (const row of rows) {
      const before = errors.length;
      const refuse = (field: string, message: string) => {
        const column = columnOfField(row, field);
        // A cell that could not be read is refused once, for that reason.
        if (!row.unreadable.has(column)) errors.push({ line: row.line, field: column, message });
      };
      const planned = (entry: PlannedRow) => errors.length === before && row.unreadable.size === 0 && plan.push(entry);
      const refuseFields = (error: unknown) => {
        if (!(error instanceof ValidationFailed)) return refuse('', error instanceof Error ? error.message : String(error));
        for (const [field, message] of Object.entries(error.errors)) refuse(field === '_' ? '' : field, message);
      };
      let quantity = 0;
      if (row.quantity !== 0) {
        const units = stockQuantity.safeParse(row.quantity);
        if (units.success) quantity = units.data;
        else refuse('quantity', units.error.issues[0]!.message);
      }
      // Neither added nor updated: which product it meant is unknown.
      if (row.unreadable.has(columnOfField(row, 'id'))) continue;
      if (row.productId === undefined) {
        const name = newProductSchema.shape.name.safeParse(row.form.name);
        if (name.success) {
          const key = nameKey(name.data);
          const same = existing.get(key);
          if (same !== undefined) refuse('name', m.nameExists(same));
          else if (namesInFile.has(key)) refuse('name', m.nameRepeated(namesInFile.get(key)!));
          namesInFile.set(key, namesInFile.get(key) ?? row.line);
        }
        try {
          validate(newProductSchema, row.form);
        } catch (error) {
          refuseFields(error);
        }
        planned({ row, quantity });
        continue;
      }
      const productId = row.productId;
      if (idsInFile.has(productId)) {
        refuse('id', m.idRepeated(productId, idsInFile.get(productId)!));
        continue;
      }
      idsInFile.set(productId, row.line);
      const aggregate = productAggregate(productId);
      const { state, version } = await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue);
      if (!state.exists) {
        refuse('id', m.idNotFound(productId));
        continue;
      }
      try {
        const changes = decideProduct({ type: 'CorrectProductDetails', data: row.form }, state).length > 0;
        planned({ row, quantity, update: { productId, version, changes } });
      } catch (error) {
        refuseFields(error);
      }
    }
    return plan;
  }

  /**
   * Each row through the same decisions as the back-office's: a new product (its id from the
   * shop's sequence), a correction on the version checked (someone editing it meanwhile is a
   * conflict, not an overwrite), and the units received with the import's note.
   */
  private async write(plan: PlannedRow[], context: ImportProducts['context'], onProgress?: (done: number, total: number) => void): Promise<number> {
    let position = 0;
    for (const [index, { row, quantity, update }] of plan.entries()) {
      try {
        const productId = update?.productId ?? (await this.store.nextId('product'));
        const handle = (command: ProductCommand, expectedVersion?: number) =>
          this.aggregates.handle({ ...productAggregate(productId), command, expectedVersion, context });
        if (!update) position = Math.max(position, (await handle({ type: 'AddProduct', data: { ...row.form, productId } })).position);
        else if (update.changes) position = Math.max(position, (await handle({ type: 'CorrectProductDetails', data: row.form }, update.version)).position);
        if (quantity > 0) position = Math.max(position, (await handle({ type: 'ReceiveStock', data: { quantity, note: IMPORT_STOCK_NOTE } })).position);
      } catch (error) {
        // Checked a moment ago: only a change made meanwhile (or a failing disk) stops it here.
        throw new ConflictException({ message: m.interrupted(row.line, error instanceof Error ? error.message : String(error), index) });
      }
      onProgress?.(index + 1, plan.length);
    }
    return position;
  }
}
