import type { EntityManager } from '@mikro-orm/knex';
import type { RecordedEvent } from '@taller/event-store';
import type { RebuildWriter } from './rebuild-writer.js';

type Row = object;
export type EntityClass<T extends Row = Row> = abstract new (...args: never[]) => T;

/**
 * A row a projection reads while applying an event, declared so that the rows a batch of
 * events needs are loaded beforehand, one query per entity and field, and `apply` stays
 * synchronous.
 */
export interface Lookup {
  entity: EntityClass;
  /** The primary key's field for `findOne`; another field for `findBy`. */
  by: string;
  /** The value of `by` that applying `event` reads, if it reads one. */
  key(event: RecordedEvent): unknown;
}

/** `apply` reads rows of `entity` whose `by` is `key(event)` (when it is not undefined). */
export function lookup<T extends Row, K extends keyof T & string>(
  entity: EntityClass<T>,
  by: K,
  key: (event: RecordedEvent) => T[K] | undefined,
): Lookup {
  return { entity, by, key };
}

/**
 * What a projection may do to read-model rows. Following the log it is plain rows read and
 * written with prepared statements inside the batch's transaction (SqlContext); during a rebuild the projections' own rows are in
 * memory, written out in bulk. Reads never wait: a row is here because it was created in
 * this batch, asked for through `Projection.lookups`, or (rebuilding) held whole. Reading a
 * row nobody asked for is an error, not a silent miss.
 */
export interface ProjectionContext {
  /** `data` becomes the row. */
  create<T extends Row>(entity: EntityClass<T>, data: T): T;
  /** By primary key; a change to the returned row is saved with the batch. */
  findOne<T extends Row>(entity: EntityClass<T>, id: number): T | null;
  /**
   * Rows whose `field` equals `value`. Only for fields fixed when the row is created (the key
   * of another record, such as a repair's client): rows are indexed by them.
   */
  findBy<T extends Row, K extends keyof T & string>(entity: EntityClass<T>, field: K, value: T[K]): T[];
  remove<T extends Row>(entity: EntityClass<T>, row: T): void;
}

/** The rows of one entity at hand, by primary key, with the indexes `findBy` needs. */
class Table {
  readonly rows = new Map<unknown, Row>();
  /**
   * Held whole (a rebuild): rows created or handed out since the last write-out, which may
   * have changed, and keys removed since then. Following the log, the ORM tracks changes.
   */
  readonly touched = new Set<Row>();
  readonly removed = new Set<unknown>();
  /** For a table not held whole: the values of each field whose rows are all here. */
  private readonly known = new Map<string, Set<unknown>>();
  private readonly indexes = new Map<string, Map<unknown, Map<unknown, Row>>>();

  constructor(
    private readonly entity: EntityClass,
    readonly key: string,
    /** Every row of the entity is here (a projection being rebuilt): a miss means none. */
    readonly whole: boolean,
  ) {}

  /** A row created now: its key is known from here on, even once removed. */
  add(row: Row): void {
    const id = field(row, this.key);
    this.rows.set(id, row);
    if (this.whole) this.touched.add(row);
    else this.knownValues(this.key).add(id);
    for (const [name, index] of this.indexes) indexed(index, field(row, name)).set(id, row);
  }

  /** Rows read from the database for the values of `by`; a row already here is newer. */
  addLoaded(rows: readonly Row[], by: string, values: readonly unknown[]): void {
    for (const row of rows) {
      const id = field(row, this.key);
      if (this.rows.has(id)) continue;
      this.rows.set(id, row);
      this.knownValues(this.key).add(id);
      for (const [name, index] of this.indexes) indexed(index, field(row, name)).set(id, row);
    }
    const known = this.knownValues(by);
    for (const value of values) known.add(value);
  }

  delete(row: Row): void {
    const id = field(row, this.key);
    this.rows.delete(id);
    if (this.whole) {
      this.touched.delete(row);
      this.removed.add(id);
    }
    for (const [name, index] of this.indexes) index.get(field(row, name))?.delete(id);
  }

  get(id: unknown): Row | null {
    const row = this.rows.get(id);
    if (row) {
      if (this.whole) this.touched.add(row);
      return row;
    }
    this.mustKnow(this.key, id);
    return null;
  }

  findBy(name: string, value: unknown): Row[] {
    this.mustKnow(name, value);
    let index = this.indexes.get(name);
    if (!index) {
      this.indexes.set(name, (index = new Map()));
      for (const [id, row] of this.rows) indexed(index, field(row, name)).set(id, row);
    }
    const rows = [...(index.get(value)?.values() ?? [])];
    if (this.whole) for (const row of rows) this.touched.add(row);
    return rows;
  }

  /** Values of `by` not yet loaded, in first-asked order. */
  missing(by: string, values: Iterable<unknown>): unknown[] {
    const known = this.known.get(by);
    return [...new Set(values)].filter((value) => !known?.has(value));
  }

  clear(): void {
    this.rows.clear();
    this.known.clear();
    this.indexes.clear();
  }

  private knownValues(by: string): Set<unknown> {
    let known = this.known.get(by);
    if (!known) this.known.set(by, (known = new Set()));
    return known;
  }

  private mustKnow(by: string, value: unknown): void {
    if (this.whole || this.known.get(by)?.has(value)) return;
    throw new Error(
      `Proyección: se leyó ${this.entity.name} con ${by} = ${String(value)} sin pedirlo en lookups()`,
    );
  }
}

const field = (row: Row, name: string): unknown => (row as Record<string, unknown>)[name];

function indexed(index: Map<unknown, Map<unknown, Row>>, value: unknown): Map<unknown, Row> {
  let rows = index.get(value);
  if (!rows) index.set(value, (rows = new Map()));
  return rows;
}

/** Lookups answered per query: larger lists are split (SQL parameter limits). */
const LOOKUP_CHUNK = 1000;

/** The rows at hand, shared by the live context (sql-context.ts) and the rebuild's. */
export abstract class RowContext implements ProjectionContext {
  protected readonly tables = new Map<EntityClass, Table>();

  constructor(protected readonly em: EntityManager) {}

  abstract create<T extends Row>(entity: EntityClass<T>, data: T): T;
  abstract remove<T extends Row>(entity: EntityClass<T>, row: T): void;

  findOne<T extends Row>(entity: EntityClass<T>, id: number): T | null {
    return this.table(entity).get(id) as T | null;
  }

  findBy<T extends Row, K extends keyof T & string>(entity: EntityClass<T>, name: K, value: T[K]): T[] {
    return this.table(entity).findBy(name, value) as T[];
  }

  /** Loads the rows `lookups` ask for to apply `events`, but those already here. */
  async load(events: readonly RecordedEvent[], lookups: readonly Lookup[]): Promise<void> {
    for (const { entity, by, key } of lookups) {
      const table = this.table(entity);
      if (table.whole) continue;
      const missing = table.missing(by, events.map(key).filter((value) => value !== undefined));
      for (let i = 0; i < missing.length; i += LOOKUP_CHUNK) {
        const chunk = missing.slice(i, i + LOOKUP_CHUNK);
        table.addLoaded(await this.read(entity, by, chunk), by, chunk);
      }
    }
  }

  protected abstract read(entity: EntityClass, by: string, values: unknown[]): Promise<Row[]>;

  protected table(entity: EntityClass, whole = false): Table {
    let table = this.tables.get(entity);
    if (!table) {
      const key = this.em.getMetadata().find(entity.name)!.primaryKeys[0]!;
      this.tables.set(entity, (table = new Table(entity, key, whole)));
    }
    return table;
  }
}

/**
 * A rebuild: the rows of the projections being rebuilt are all in memory, as plain objects
 * (the ORM's accessors and bookkeeping per event are what made rebuilds slow), and written
 * out in bulk through the rebuild's writer. Rows of other projections are read from the
 * database, batch by batch.
 */
export class MemoryContext extends RowContext {
  /** Append-only rows, already as column values: nothing of them is kept but those. */
  private readonly appended = new Map<EntityClass, { shape: RowShape; values: unknown[] }>();

  constructor(
    em: EntityManager,
    owned: readonly EntityClass[],
    private readonly writer: RebuildWriter,
    /** Rows that are never read back: written out as they pile up, so memory stays flat. */
    appendOnly: ReadonlySet<EntityClass> = new Set(),
  ) {
    super(em);
    for (const entity of owned) {
      if (appendOnly.has(entity)) this.appended.set(entity, { shape: this.shapeOf(entity), values: [] });
      else this.table(entity, true);
    }
  }

  create<T extends Row>(entity: EntityClass<T>, data: T): T {
    const appended = this.appended.get(entity);
    if (appended) {
      for (const name of appended.shape.names) appended.values.push(field(data, name) ?? null);
    } else {
      this.owned(entity).add(data);
    }
    return data;
  }

  remove<T extends Row>(entity: EntityClass<T>, row: T): void {
    this.owned(entity).delete(row);
  }

  /** Forgets the rows of other projections read for the last batch. */
  override async load(events: readonly RecordedEvent[], lookups: readonly Lookup[]): Promise<void> {
    for (const table of this.tables.values()) if (!table.whole) table.clear();
    await super.load(events, lookups);
  }

  protected read(entity: EntityClass, by: string, values: unknown[]): Promise<Row[]> {
    return this.em.find(entity as never, { [by]: { $in: values } } as never, {
      disableIdentityMap: true,
    }) as Promise<Row[]>;
  }

  private owned(entity: EntityClass): Table {
    const table = this.tables.get(entity);
    if (!table?.whole) throw new Error(`${entity.name} no pertenece a las vistas que se reconstruyen`);
    return table;
  }

  /**
   * Writes out what the events so far changed: append-only rows, and the rows created, read
   * or changed since the last call (written again if already written; a row read but not
   * changed costs a rewrite, reading rows nobody changes is rare). Called after every batch,
   * so the writing goes on beside the replay instead of after it.
   */
  async writeOut(): Promise<void> {
    for (const appended of this.appended.values()) {
      const { shape, values } = appended;
      appended.values = [];
      const width = shape.columns.length;
      for (let i = 0; i < values.length; i += ROWS_PER_INSERT * width) {
        const chunk = values.slice(i, i + ROWS_PER_INSERT * width);
        await this.writer.insert(shape, chunk.length / width, chunk);
      }
    }
    for (const [entity, table] of this.tables) {
      if (!table.whole) continue;
      const shape = this.shapeOf(entity);
      if (table.removed.size > 0) await this.writer.remove(shape, [...table.removed]);
      table.removed.clear();
      const rows = [...table.touched];
      table.touched.clear();
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        const count = Math.min(ROWS_PER_INSERT, rows.length - i);
        // Pushed, not preallocated: a packed array crosses to the writing thread twice as fast.
        const values: unknown[] = [];
        for (let r = i; r < i + count; r++) {
          for (const property of shape.names) values.push(field(rows[r]!, property) ?? null);
        }
        await this.writer.upsert(shape, count, values);
      }
    }
  }

  private readonly shapes = new Map<EntityClass, RowShape>();

  private shapeOf(entity: EntityClass): RowShape {
    let shape = this.shapes.get(entity);
    if (!shape) {
      const meta = this.em.getMetadata().find(entity.name)!;
      const props = meta.props.filter((p) => p.persist !== false && p.fieldNames?.length === 1);
      const key = meta.props.find((p) => p.name === meta.primaryKeys[0])!.fieldNames[0]!;
      shape = { table: meta.tableName, key, columns: props.map((p) => p.fieldNames[0]!), names: props.map((p) => p.name) };
      this.shapes.set(entity, shape);
    }
    return shape;
  }
}

/** Rows per multi-row insert. */
const ROWS_PER_INSERT = 500;

/** A table's name, its key column, its columns, and the properties that fill them, in order. */
export interface RowShape {
  table: string;
  key: string;
  columns: string[];
  names: string[];
}
