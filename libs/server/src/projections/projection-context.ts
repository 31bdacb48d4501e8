import type { EntityManager } from '@mikro-orm/knex';

type Row = object;
export type EntityClass<T extends Row = Row> = abstract new (...args: never[]) => T;

/**
 * What a projection may do to read-model rows. Following the log it is the ORM's unit of
 * work inside the batch's transaction; during a rebuild it is memory, written out in bulk
 * at the end, because a rebuild replays the whole log and the ORM's bookkeeping per event
 * is what made it slow.
 */
export interface ProjectionContext {
  create<T extends Row>(entity: EntityClass<T>, data: T): T;
  /** By primary key; a change to the returned row is saved with the batch. */
  findOne<T extends Row>(entity: EntityClass<T>, id: number): Promise<T | null>;
  /** By equality on fields. */
  find<T extends Row>(entity: EntityClass<T>, where: Partial<T>): Promise<T[]>;
  remove<T extends Row>(entity: EntityClass<T>, row: T): void;
}

/** Through the ORM, inside the batch's transaction. */
export class OrmContext implements ProjectionContext {
  constructor(private readonly em: EntityManager) {}

  create<T extends Row>(entity: EntityClass<T>, data: T): T {
    return this.em.create(entity as never, data as never) as T;
  }

  findOne<T extends Row>(entity: EntityClass<T>, id: number): Promise<T | null> {
    return this.em.findOne(entity as never, id as never) as Promise<T | null>;
  }

  find<T extends Row>(entity: EntityClass<T>, where: Partial<T>): Promise<T[]> {
    return this.em.find(entity as never, where as never) as Promise<T[]>;
  }

  remove<T extends Row>(_entity: EntityClass<T>, row: T): void {
    this.em.remove(row);
  }
}

/**
 * Rows of the projections being rebuilt, in memory, keyed by primary key. Entities owned by
 * other projections are read from the database (they are not being rebuilt).
 */
export class MemoryContext implements ProjectionContext {
  private readonly tables = new Map<EntityClass, Map<unknown, Row>>();
  private readonly keys = new Map<EntityClass, string>();

  constructor(
    private readonly em: EntityManager,
    owned: readonly EntityClass[],
    /** Rows that are never read back: written out as they pile up, so memory stays flat. */
    private readonly appendOnly: ReadonlySet<EntityClass> = new Set(),
  ) {
    for (const entity of owned) {
      this.tables.set(entity, new Map());
      this.keys.set(entity, em.getMetadata().find(entity.name)!.primaryKeys[0]!);
    }
  }

  create<T extends Row>(entity: EntityClass<T>, data: T): T {
    // Plain objects: the entity class's ORM accessors are what made rebuilds slow.
    const row = { ...data } as T;
    this.table(entity).set((row as Record<string, unknown>)[this.keys.get(entity)!], row);
    return row;
  }

  async findOne<T extends Row>(entity: EntityClass<T>, id: number): Promise<T | null> {
    const table = this.tables.get(entity);
    if (!table) return this.em.findOne(entity as never, id as never) as Promise<T | null>;
    return (table.get(id) as T | undefined) ?? null;
  }

  async find<T extends Row>(entity: EntityClass<T>, where: Partial<T>): Promise<T[]> {
    const table = this.tables.get(entity);
    if (!table) return this.em.find(entity as never, where as never) as Promise<T[]>;
    const conditions = Object.entries(where);
    return [...table.values()].filter((row) =>
      conditions.every(([field, value]) => (row as Record<string, unknown>)[field] === value),
    ) as T[];
  }

  remove<T extends Row>(entity: EntityClass<T>, row: T): void {
    this.table(entity).delete((row as Record<string, unknown>)[this.keys.get(entity)!]);
  }

  /**
   * Writes every row out with multi-row, parameterised inserts in the rebuild's transaction.
   * Dates and booleans are bound as they are: the SQLite client stores them the way the ORM
   * does (epoch milliseconds, 0/1), PostgreSQL natively.
   */
  async writeOut(rowsPerStatement = 500, only?: ReadonlySet<EntityClass>): Promise<void> {
    const knex = this.em.getKnex();
    for (const [entity, table] of this.tables) {
      if (only && !only.has(entity)) continue;
      const meta = this.em.getMetadata().find(entity.name)!;
      const props = meta.props.filter((p) => p.persist !== false && p.fieldNames?.length === 1);
      const columns = props.map((p) => knex.client.wrapIdentifier(p.fieldNames[0]!)).join(', ');
      const tuple = `(${props.map(() => '?').join(', ')})`;
      const rows = [...table.values()] as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += rowsPerStatement) {
        const chunk = rows.slice(i, i + rowsPerStatement);
        const values = chunk.flatMap((row) => props.map((p) => row[p.name] ?? null));
        await this.em.execute(
          `insert into ${knex.client.wrapIdentifier(meta.tableName)} (${columns}) values ${chunk.map(() => tuple).join(', ')}`,
          values,
          'run',
        );
      }
      table.clear();
    }
  }

  /** Writes out the append-only rows gathered so far. */
  async writeOutAppendOnly(): Promise<void> {
    if (this.appendOnly.size > 0) await this.writeOut(undefined, this.appendOnly);
  }

  private table(entity: EntityClass): Map<unknown, Row> {
    const table = this.tables.get(entity);
    if (!table) throw new Error(`${entity.name} no pertenece a las vistas que se reconstruyen`);
    return table;
  }
}
