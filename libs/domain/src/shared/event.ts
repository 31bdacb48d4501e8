import { z } from 'zod';

/**
 * An event type with its payload schema. `version` is the schema version written with
 * each event; an older stored version is upcast to this one when read (see `upcasters`).
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type;
  version: number;
  schema: Schema;
  /** Spanish label for the history screens. */
  label: string;
  /**
   * `upcasters[n]` turns the data of version n into version n + 1: stored history is never
   * rewritten, old events are read as the current version.
   */
  upcasters: Record<number, (data: never) => unknown>;
}

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  label: string,
  evolution: { version: number; upcasters: Record<number, (data: never) => unknown> } = { version: 1, upcasters: {} },
): EventDefinition<Type, Schema> {
  for (let from = 1; from < evolution.version; from++) {
    if (!evolution.upcasters[from]) throw new Error(`${type}: falta el paso de la versión ${from} a la ${from + 1}`);
  }
  return { type, schema, label, ...evolution };
}

/** The union of `{ type, data }` for a list of event definitions. */
export type EventOf<Defs extends readonly EventDefinition<string, z.ZodType>[]> = {
  [K in keyof Defs]: Defs[K] extends EventDefinition<infer T, infer S>
    ? { type: T; data: z.infer<S> }
    : never;
}[number];

export interface StoredEventLike {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/**
 * The events of one aggregate: turns stored events back into typed domain events,
 * checking them against their schema, so a corrupt or unknown event never reaches a decider.
 */
export class EventCatalogue<Event extends { type: string; data: unknown }> {
  private readonly byType: Map<string, EventDefinition<string, z.ZodType>>;

  constructor(readonly definitions: readonly EventDefinition<string, z.ZodType>[]) {
    this.byType = new Map(definitions.map((d) => [d.type, d]));
  }

  has(type: string): boolean {
    return this.byType.has(type);
  }

  versionOf(type: Event['type']): number {
    return this.definition(type).version;
  }

  labelOf(type: string): string {
    return this.byType.get(type)?.label ?? type;
  }

  parse(stored: StoredEventLike): Event {
    const definition = this.definition(stored.type);
    if (stored.schemaVersion > definition.version) {
      throw new Error(
        `El evento ${stored.type} v${stored.schemaVersion} es más nuevo que este programa (v${definition.version})`,
      );
    }
    let data = stored.data;
    for (let version = stored.schemaVersion; version < definition.version; version++) {
      data = definition.upcasters[version]!(data as never);
    }
    return { type: stored.type, data: definition.schema.parse(data) } as Event;
  }

  private definition(type: string): EventDefinition<string, z.ZodType> {
    const definition = this.byType.get(type);
    if (!definition) throw new Error(`Tipo de evento desconocido: ${type}`);
    return definition;
  }
}
