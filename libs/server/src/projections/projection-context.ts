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
   * Writes every row out with multi-row inserts, bound as parameters on the rebuild's own
   * transaction connection. Statements are prepared once per table and size: the ORM's
   * query building per chunk was most of a rebuild's time.
   */
  async writeOut(rowsPerStatement = 500, only?: ReadonlySet<EntityClass>): Promise<void> {
    const insert = await this.rawInserter();
    for (const [entity, table] of this.tables) {
      if (only && !only.has(entity)) continue;
      const meta = this.em.getMetadata().find(entity.name)!;
      const props = meta.props.filter((p) => p.persist !== false && p.fieldNames?.length === 1);
      const columns = props.map((p) => p.fieldNames[0]!);
      const names = props.map((p) => p.name);
      const rows = [...table.values()] as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += rowsPerStatement) {
        const count = Math.min(rowsPerStatement, rows.length - i);
        // A plain loop into a preallocated array: this runs for every row of a rebuild.
        const values = new Array<unknown>(count * names.length);
        let v = 0;
        for (let r = i; r < i + count; r++) {
          const row = rows[r]!;
          for (const name of names) values[v++] = row[name] ?? null;
        }
        await insert(meta.tableName, columns, count, values);
      }
      table.clear();
    }
  }

  private inserter: ((table: string, columns: string[], rows: number, values: unknown[]) => Promise<void>) | undefined;

  /** Inserts through the transaction's connection: better-sqlite3 or node-postgres. */
  private async rawInserter() {
    if (this.inserter) return this.inserter;
    const trx = this.em.getTransactionContext<{ client: { acquireConnection(): Promise<unknown> } }>();
    if (!trx) throw new Error('La reconstrucción debe ir dentro de una transacción');
    const connection = (await trx.client.acquireConnection()) as {
      prepare?: (sql: string) => { run(...values: unknown[]): unknown };
      query?: (query: { name?: string; text: string; values: unknown[] }) => Promise<unknown>;
    };
    const statements = new Map<string, { run(...values: unknown[]): unknown }>();
    const sqlFor = (table: string, columns: string[], rows: number, placeholder: (n: number) => string) => {
      let n = 0;
      const tuple = () => `(${columns.map(() => placeholder(++n)).join(', ')})`;
      return `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${Array.from({ length: rows }, tuple).join(', ')}`;
    };
    if (connection.prepare) {
      const prepare = connection.prepare.bind(connection);
      // SQLite stores what the ORM stores: dates as epoch milliseconds, booleans as 0/1.
      const sqliteValue = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v);
      this.inserter = async (table, columns, rows, values) => {
        const key = `${table}:${rows}`;
        let statement = statements.get(key);
        if (!statement) statements.set(key, (statement = prepare(sqlFor(table, columns, rows, () => '?'))));
        for (let i = 0; i < values.length; i++) values[i] = sqliteValue(values[i]);
        statement.run(values);
      };
    } else if (connection.query) {
      const query = connection.query.bind(connection);
      this.inserter = async (table, columns, rows, values) => {
        await query({ name: `rebuild_${table}_${rows}`, text: sqlFor(table, columns, rows, (n) => `$${n}`), values });
      };
    } else {
      throw new Error('Conexión de base de datos desconocida para la reconstrucción');
    }
    return this.inserter;
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
