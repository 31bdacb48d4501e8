import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { EventMetadata, RecordedEvent } from '@taller/event-store';

/**
 * The copy of the event log that `taller events export` writes and `taller events import`
 * reads: JSON Lines, a header, one line per event in global order, and a closing line with
 * the counts, so that a truncated copy is refused instead of half-imported. Positions are not
 * written: they belong to the engine, and the importing one hands out its own in the same order.
 */
export const EVENT_FILE_FORMAT = 'taller-events';
export const EVENT_FILE_VERSION = 1;

const headerSchema = z.strictObject({
  format: z.literal(EVENT_FILE_FORMAT),
  version: z.number().int().positive(),
  exportedAt: z.iso.datetime(),
});

// Loose: whatever else an event's metadata carries is kept as it is.
const metadataSchema = z.looseObject({
  actor: z.looseObject({ id: z.number().int().nullable(), name: z.string(), role: z.string() }),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  source: z.enum(['api', 'cli', 'system']),
});

const eventSchema = z.strictObject({
  streamId: z.string().min(1),
  revision: z.number().int().nonnegative(),
  id: z.guid({ error: 'no es un UUID' }),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.unknown(),
  metadata: metadataSchema,
});

const endSchema = z.strictObject({
  end: z.literal(true),
  events: z.number().int().nonnegative(),
  streams: z.number().int().nonnegative(),
});

export type EventFileHeader = z.infer<typeof headerSchema>;
export type EventFileEvent = z.infer<typeof eventSchema> & { metadata: EventMetadata };
export type EventFileEnd = z.infer<typeof endSchema>;
export type EventFileLine =
  | { kind: 'header'; header: EventFileHeader }
  | { kind: 'event'; event: EventFileEvent }
  | { kind: 'end'; end: EventFileEnd };

/** A file that cannot be imported: the message names the line. */
export class EventFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventFileError';
  }
}

export function headerLine(exportedAt: Date): string {
  const header: EventFileHeader = { format: EVENT_FILE_FORMAT, version: EVENT_FILE_VERSION, exportedAt: exportedAt.toISOString() };
  return `${JSON.stringify(header)}\n`;
}

/**
 * Keys of data and metadata are sorted: PostgreSQL's jsonb does not keep their order, and a
 * copy must not depend on the engine it was taken from.
 */
export function eventLine(event: RecordedEvent): string {
  const { streamId, revision, id, type, schemaVersion, data, metadata } = event;
  return `${JSON.stringify({ streamId, revision, id, type, schemaVersion, data: sortKeys(data), metadata: sortKeys(metadata) })}\n`;
}

export function endLine(end: Omit<EventFileEnd, 'end'>): string {
  return `${JSON.stringify({ end: true, events: end.events, streams: end.streams })}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(object).sort().map((key) => [key, sortKeys(object[key])]));
}

const spanish = z.locales.es().localeError;
const errorMap: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? 'falta' : spanish(issue));

/** One line of the file, checked; `number` is 1-based, as an editor shows it. */
export function parseEventFileLine(text: string, number: number): EventFileLine {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new EventFileError(`Línea ${number}: no es JSON válido (${(error as Error).message})`);
  }
  const kind = json !== null && typeof json === 'object' ? ('format' in json ? 'header' : 'end' in json ? 'end' : 'event') : 'event';
  const schema = kind === 'header' ? headerSchema : kind === 'end' ? endSchema : eventSchema;
  const parsed = schema.safeParse(json, { error: errorMap });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new EventFileError(`Línea ${number}: ${field}${issue.message}`);
  }
  return { kind, [kind]: parsed.data } as EventFileLine;
}

/**
 * The file's non-empty lines, streamed: memory stays flat whatever its size. `onRead` hears
 * how many bytes have been read so far, for a progress bar.
 */
export async function* eventFileLines(
  path: string,
  onRead: (bytes: number) => void = () => {},
): AsyncGenerator<{ number: number; text: string }> {
  const input = createReadStream(path);
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of lines) {
      number += 1;
      if (text.trim() === '') continue;
      yield { number, text };
      onRead(input.bytesRead);
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/** What a checked file holds: enough to import it and to move the id sequences past it. */
export interface EventFileSummary {
  events: number;
  streams: number;
  /** Highest id per kind of record, read from stream names (`repair-12` → repair, 12). */
  highestIds: Map<string, number>;
}

/**
 * Reads the whole file once and refuses it at its first problem, naming the line: not a copy
 * of the log, a newer format, a bad line, a stream whose revisions skip or repeat, a missing
 * or wrong closing line (a truncated copy). Keeps one number per stream, not the events.
 */
export async function checkEventFile(path: string, onRead?: (bytes: number) => void): Promise<EventFileSummary> {
  return checkEventLines(eventFileLines(path, onRead));
}

/** The same check over lines from elsewhere (a backup archive's `events.jsonl`). */
export async function checkEventLines(lines: AsyncIterable<{ number: number; text: string }>): Promise<EventFileSummary> {
  const revisions = new Map<string, number>();
  const highestIds = new Map<string, number>();
  let events = 0;
  let sawHeader = false;
  let end: { number: number; end: EventFileEnd } | undefined;
  let lastNumber = 0;
  for await (const { number, text } of lines) {
    lastNumber = number;
    if (end) throw new EventFileError(`Línea ${number}: hay datos después de la línea final (línea ${end.number})`);
    const line = parseEventFileLine(text, number);
    if (!sawHeader) {
      if (line.kind !== 'header') {
        throw new EventFileError(`Línea ${number}: no es una copia de eventos de Taller (falta la cabecera "format":"${EVENT_FILE_FORMAT}")`);
      }
      if (line.header.version > EVENT_FILE_VERSION) {
        throw new EventFileError(
          `Línea ${number}: la copia es del formato ${line.header.version}, más nuevo que este programa (${EVENT_FILE_VERSION}); actualiza Taller`,
        );
      }
      sawHeader = true;
      continue;
    }
    if (line.kind === 'header') throw new EventFileError(`Línea ${number}: cabecera repetida`);
    if (line.kind === 'end') {
      end = { number, end: line.end };
      continue;
    }
    const { streamId, revision } = line.event;
    const expected = (revisions.get(streamId) ?? -1) + 1;
    if (revision !== expected) {
      throw new EventFileError(
        `Línea ${number}: el flujo ${streamId} debería seguir con la revisión ${expected} y trae la ${revision}`,
      );
    }
    revisions.set(streamId, revision);
    const record = /^(.+)-([1-9]\d{0,14})$/.exec(streamId);
    if (record) highestIds.set(record[1]!, Math.max(Number(record[2]), highestIds.get(record[1]!) ?? 0));
    events += 1;
  }
  if (!sawHeader) throw new EventFileError('El archivo está vacío: no es una copia de eventos de Taller');
  if (!end) {
    throw new EventFileError(`El archivo está incompleto: acaba en la línea ${lastNumber} sin la línea final con los totales`);
  }
  if (end.end.events !== events || end.end.streams !== revisions.size) {
    throw new EventFileError(
      `Línea ${end.number}: la copia dice tener ${end.end.events} eventos de ${end.end.streams} flujos y trae ${events} de ${revisions.size}`,
    );
  }
  return { events, streams: revisions.size, highestIds };
}
