import { z } from 'zod';
import { checkEventLines, EventFileError, type EventFileSummary } from '../events/event-file.js';
import {
  ARCHIVE_VERSION,
  ArchiveError,
  bytesOf,
  EVENTS_ENTRY,
  HEADER_ENTRY,
  headerSchema,
  KEYS_ENTRY,
  linesOf,
  MANIFEST_ENTRY,
  manifestSchema,
  readArchive,
  SEQUENCES_ENTRY,
  signedText,
  TABLES_DIR,
  UPLOADS_DIR,
  type ArchiveHeader,
  type ArchiveManifest,
} from './backup-archive.js';
import { deriveBackupKey, openKeys, passphraseMatches, signatureMatches, type BackupKey } from './backup-crypto.js';
import { SEALED_TABLES, type BackedUpTable } from './backup-tables.js';
import { archiveMessages, backupMessages } from './backup.messages.js';

/** What a checked archive holds: enough to write it and to report it. */
export interface CheckedArchive {
  header: ArchiveHeader;
  manifest: ArchiveManifest;
  key: BackupKey;
  events: EventFileSummary;
  sequences: number;
  tables: Map<string, number>;
  subjectsWithKeys: string[];
  images: number;
}

export const sequenceSchema = z.strictObject({ kind: z.string().min(1), value: z.number().int().nonnegative() });
export const sealedRowSchema = z.strictObject({ table: z.string(), row: z.record(z.string(), z.unknown()) });
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

/**
 * Reads the whole archive once and refuses it at its first problem, naming the entry (and line
 * or byte): not gzip, not a backup, a newer format, the wrong passphrase (told from the header's
 * check value before anything else is read), altered keys, a bad event line or a stream whose
 * revisions skip, an unknown table, a missing, extra or altered entry, counts that differ from
 * the manifest, a manifest whose signature does not match. Nothing is written.
 */
export async function checkArchive(
  file: string,
  passphrase: string,
  tables: readonly BackedUpTable[],
  onRead?: (bytes: number) => void,
): Promise<CheckedArchive> {
  const known = new Map(tables.map((t) => [t.table, t]));
  let header: ArchiveHeader | undefined;
  let key: BackupKey | undefined;
  let manifest: ArchiveManifest | undefined;
  let events: EventFileSummary | undefined;
  let sequences = 0;
  const tableRows = new Map<string, number>();
  const subjectsWithKeys: string[] = [];
  const storedNames: string[] = [];
  const uploads = new Set<string>();
  const names = new Set<string>();

  const { entries: seen, failure } = await readArchive(
    file,
    async ({ name, body }) => {
      if (!header && name !== HEADER_ENTRY) throw new ArchiveError(archiveMessages.firstEntry(HEADER_ENTRY));
      if (header && !manifest && name !== MANIFEST_ENTRY) throw new ArchiveError(archiveMessages.manifestSecond(MANIFEST_ENTRY, name));
      if (names.has(name)) throw new ArchiveError(archiveMessages.repeatedEntry(name));
      names.add(name);
      if (name === HEADER_ENTRY) {
        header = parseJson(name, await bytesOf(body), headerSchema);
        if (header.version > ARCHIVE_VERSION) throw new ArchiveError(archiveMessages.newerFormat(header.version, ARCHIVE_VERSION));
        key = await deriveBackupKey(passphrase, header.kdf);
        if (!passphraseMatches(key, header.passphraseCheck)) throw new ArchiveError(backupMessages.wrongPassphrase);
      } else if (name === KEYS_ENTRY) {
        const clear = openKeys(key!, await bytesOf(body));
        if (!clear) throw new ArchiveError(archiveMessages.keysAltered);
        for await (const { number, text } of linesOf([clear])) {
          const { table, row } = parseLine(name, number, text, sealedRowSchema);
          if (!SEALED_TABLES.includes(table) || !known.has(table)) throw new ArchiveError(archiveMessages.unknownTable(table));
          if (typeof row.subject === 'string') subjectsWithKeys.push(row.subject);
          tableRows.set(table, (tableRows.get(table) ?? 0) + 1);
        }
      } else if (name === EVENTS_ENTRY) {
        try {
          events = await checkEventLines(linesOf(body));
        } catch (error) {
          if (error instanceof EventFileError) throw new ArchiveError(`«${name}»: ${error.message}`);
          throw error;
        }
      } else if (name === SEQUENCES_ENTRY) {
        for await (const { number, text } of linesOf(body)) {
          parseLine(name, number, text, sequenceSchema);
          sequences += 1;
        }
      } else if (name.startsWith(TABLES_DIR) && name.endsWith('.jsonl')) {
        const table = name.slice(TABLES_DIR.length, -'.jsonl'.length);
        if (!known.has(table) || known.get(table)!.sealed) throw new ArchiveError(archiveMessages.unknownTable(table));
        let rows = 0;
        for await (const { number, text } of linesOf(body)) {
          const row = parseLine(name, number, text, z.record(z.string(), z.unknown()));
          if (table === 'uploaded_images' && typeof row.storedName === 'string') storedNames.push(row.storedName);
          rows += 1;
        }
        tableRows.set(table, rows);
      } else if (name.startsWith(UPLOADS_DIR) && STORED_NAME.test(name.slice(UPLOADS_DIR.length))) {
        uploads.add(name.slice(UPLOADS_DIR.length));
      } else if (name === MANIFEST_ENTRY) {
        manifest = parseJson(name, await bytesOf(body), manifestSchema);
        if (!signatureMatches(key!, signedText(manifest), manifest.signature)) throw new ArchiveError(archiveMessages.manifestAltered);
      } else {
        throw new ArchiveError(archiveMessages.unexpectedEntry(name));
      }
    },
    onRead,
    (read) => {
      if (read.name === HEADER_ENTRY || read.name === MANIFEST_ENTRY) return;
      const expected = manifest!.entries.find((entry) => entry.name === read.name);
      if (!expected) throw new ArchiveError(archiveMessages.notInManifest(read.name));
      if (expected.bytes !== read.bytes) throw new ArchiveError(archiveMessages.sizeMismatch(read.name, expected.bytes, read.bytes));
      if (expected.sha256 !== read.sha256) throw new ArchiveError(archiveMessages.hashMismatch(read.name));
    },
  );

  if (failure) throw failure;
  if (!header) throw new ArchiveError(archiveMessages.firstEntry(HEADER_ENTRY));
  if (!manifest) throw new ArchiveError(archiveMessages.missingManifest(seen.at(-1)?.name ?? HEADER_ENTRY));
  const read = new Set(seen.map((entry) => entry.name));
  const absent = manifest.entries.find((entry) => !read.has(entry.name));
  if (absent) throw new ArchiveError(archiveMessages.missingEntry(absent.name, seen.at(-1)!.name));
  const counts = manifest.counts;
  const expectCount = (name: string, what: string, expected: number, actual: number) => {
    if (expected !== actual) throw new ArchiveError(archiveMessages.countMismatch(name, what, expected, actual));
  };
  if (!events) throw new ArchiveError(archiveMessages.missingEntry(EVENTS_ENTRY, seen.at(-1)!.name));
  expectCount(EVENTS_ENTRY, 'eventos', counts.events, events.events);
  expectCount(EVENTS_ENTRY, 'flujos', counts.streams, events.streams);
  expectCount(SEQUENCES_ENTRY, 'secuencias', counts.sequences, sequences);
  expectCount(KEYS_ENTRY, 'claves', counts.secretKeys, SEALED_TABLES.reduce((sum, t) => sum + (tableRows.get(t) ?? 0), 0));
  expectCount(UPLOADS_DIR, 'imágenes', counts.images, uploads.size);
  for (const [table, rows] of Object.entries(counts.tables)) expectCount(`${TABLES_DIR}${table}.jsonl`, 'filas', rows, tableRows.get(table) ?? 0);
  const missing = new Set(manifest.missingImages);
  for (const storedName of storedNames) {
    if (!uploads.has(storedName) && !missing.has(storedName)) throw new ArchiveError(archiveMessages.imageMissing(storedName));
  }
  return { header, manifest, key: key!, events, sequences, tables: tableRows, subjectsWithKeys, images: uploads.size };
}

function parseJson<T>(name: string, bytes: Buffer, schema: z.ZodType<T>): T {
  return parseLine(name, 1, bytes.toString('utf8'), schema);
}

function parseLine<T>(name: string, number: number, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ArchiveError(archiveMessages.badLine(name, number, `no es JSON válido (${(error as Error).message})`));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ArchiveError(archiveMessages.badLine(name, number, `${issue.path.join('.') || 'valor'}: ${issue.message}`));
  }
  return parsed.data;
}
