import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { archiveMessages } from './backup.messages.js';

/**
 * A shop's backup: one gzipped tar (any `tar xzf` opens it), its entries in this order:
 *
 *     taller-backup.json     header: format, version, when, from which engine, the KDF's salt
 *     manifest.json          every other entry's size and SHA-256, the counts, and a signature
 *     secret-keys.enc        the sealing keys (secret_keys), AES-256-GCM with the passphrase
 *     events.jsonl           the event log, exactly as `taller events export` writes it
 *     sequences.jsonl        the id sequences ({kind, value})
 *     tables/<table>.jsonl   each plain table, a row per line
 *     uploads/<file>         the image files the snapshot's uploaded_images rows name
 *
 * The backup spools every entry first, so the manifest can come second: the restore checks each
 * entry against it as soon as the entry ends (naming the one that differs, before gzip's own
 * check at the end of the file), and reads the whole archive once before it writes anything.
 */
export const ARCHIVE_FORMAT = 'taller-backup';
export const ARCHIVE_VERSION = 1;
export const HEADER_ENTRY = 'taller-backup.json';
export const KEYS_ENTRY = 'secret-keys.enc';
export const EVENTS_ENTRY = 'events.jsonl';
export const SEQUENCES_ENTRY = 'sequences.jsonl';
export const TABLES_DIR = 'tables/';
export const UPLOADS_DIR = 'uploads/';
export const MANIFEST_ENTRY = 'manifest.json';

export const tableEntry = (table: string) => `${TABLES_DIR}${table}.jsonl`;
export const uploadEntry = (storedName: string) => `${UPLOADS_DIR}${storedName}`;

const kdfSchema = z.strictObject({
  name: z.literal('scrypt'),
  cost: z.number().int().min(14).max(22),
  blockSize: z.number().int().min(1).max(32),
  parallelization: z.number().int().min(1).max(16),
  salt: z.string().min(16),
});

export const headerSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  source: z.string(),
  kdf: kdfSchema,
  passphraseCheck: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ArchiveHeader = z.infer<typeof headerSchema>;

const entrySchema = z.strictObject({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type ManifestEntry = z.infer<typeof entrySchema>;

export const manifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  entries: z.array(entrySchema),
  counts: z.strictObject({
    events: z.number().int().nonnegative(),
    streams: z.number().int().nonnegative(),
    sequences: z.number().int().nonnegative(),
    secretKeys: z.number().int().nonnegative(),
    images: z.number().int().nonnegative(),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Image rows whose file was removed while the backup ran (their removal is after the snapshot). */
  missingImages: z.array(z.string()),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ArchiveManifest = z.infer<typeof manifestSchema>;
export type UnsignedManifest = Omit<ArchiveManifest, 'signature'>;

/** The text the manifest's signature covers: the manifest without it, keys in a fixed order. */
export const signedText = (manifest: UnsignedManifest) =>
  JSON.stringify({ format: manifest.format, version: manifest.version, entries: manifest.entries, counts: manifest.counts, missingImages: manifest.missingImages });

/** A problem with the archive, worded for the owner: it names where. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/**
 * tar-stream and its streams, loaded by the first archive written or read: the server reads
 * archives only to forget a client (README, "Starting the server").
 */
const loadTar = async () => (await import('tar-stream')).default;

/** What an entry to write is: bytes in memory, or a file spooled on disk. */
export type EntrySource = { name: string; buffer: Buffer } | { name: string; path: string };

/** Writes the archive: every entry in order. `onBytes` hears the bytes packed so far. */
export async function writeArchive(out: string, entries: Iterable<EntrySource>, onBytes: (bytes: number) => void = () => {}): Promise<void> {
  const pack = (await loadTar()).pack();
  const done = pipeline(pack, createGzip({ level: 6 }), createWriteStream(out, { flags: 'wx' }));
  let packed = 0;
  try {
    for (const source of entries) {
      const size = 'buffer' in source ? source.buffer.length : (await stat(source.path)).size;
      const sink = pack.entry({ name: source.name, size, mode: 0o600, mtime: new Date() });
      const body = 'buffer' in source ? Readable.from([source.buffer]) : createReadStream(source.path);
      await pipeline(
        body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            packed += chunk.length;
            onBytes(packed);
            yield chunk;
          }
        },
        sink,
      );
    }
    pack.finalize();
    await done;
  } catch (error) {
    pack.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}

/** An entry's size and SHA-256, as the manifest lists it. */
export async function describeEntry(source: EntrySource): Promise<ManifestEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of 'buffer' in source ? [source.buffer] : createReadStream(source.path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { name: source.name, bytes, sha256: hash.digest('hex') };
}

/** One entry as the reader hands it over: its bytes, streamed. */
export interface ArchiveEntry {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/** What a read of the archive found: every entry read in full, and the fault that stopped it, if any. */
export interface ArchiveRead {
  entries: ManifestEntry[];
  failure: ArchiveError | undefined;
}

/**
 * Reads the archive entry by entry, hashing each, and hands each to `visit` (which may read its
 * body or not; an ArchiveError it throws stops the read at once). A damaged or truncated file
 * does not throw: the entries read before it are answered with the fault (naming the entry and
 * the byte of the file where reading stopped), so that the caller can first say which entry
 * differs from the manifest, which names the place better than gzip's own check at the end.
 */
export async function readArchive(
  file: string,
  visit: (entry: ArchiveEntry) => Promise<void>,
  onRead: (bytes: number) => void = () => {},
  afterEntry: (entry: ManifestEntry) => void = () => {},
): Promise<ArchiveRead> {
  await requireGzip(file);
  const tar = await loadTar();
  // Small reads: a fault is placed within 16 kB of the file.
  const input = createReadStream(file, { highWaterMark: 16 * 1024 });
  let readBytes = 0;
  input.on('data', (chunk) => {
    readBytes += chunk.length;
    onRead(readBytes);
  });
  const gunzip = createGunzip();
  const extract = tar.extract();
  let failure: Error | undefined;
  let failedAt = 0;
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    failedAt = readBytes;
    // What was decompressed before the fault still reaches the reader; then the tar ends.
    (extract as unknown as { end(): void }).end();
  };
  input.on('error', fail);
  gunzip.on('error', fail);
  input.pipe(gunzip).pipe(extract);
  const seen: ManifestEntry[] = [];
  let current: string | undefined;
  try {
    for await (const entry of extract) {
      current = entry.header.name;
      const hash = createHash('sha256');
      let bytes = 0;
      const body = (async function* () {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      })();
      await visit({ name: entry.header.name, size: entry.header.size ?? 0, body });
      // Whatever `visit` left unread still counts in the hash.
      for await (const _ of body) {
        /* drain */
      }
      const read = { name: entry.header.name, bytes, sha256: hash.digest('hex') };
      seen.push(read);
      afterEntry(read);
      current = undefined;
    }
  } catch (error) {
    input.destroy();
    gunzip.destroy();
    if (error instanceof ArchiveError) throw error;
    if (!failure) {
      failure = error as Error;
      failedAt = readBytes;
    }
  }
  return { entries: seen, failure: failure ? describeFailure(failure, current, seen.at(-1)?.name, failedAt) : undefined };
}

function describeFailure(error: Error, inside: string | undefined, after: string | undefined, byte: number): ArchiveError {
  const where = inside
    ? `dentro de «${inside}» (hacia el byte ${byte} del archivo)`
    : after
      ? `tras «${after}» (hacia el byte ${byte} del archivo)`
      : `al principio (hacia el byte ${byte} del archivo)`;
  const code = (error as { code?: string }).code;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(error.message)) return new ArchiveError(archiveMessages.truncated(where));
  const detail =
    code === 'Z_DATA_ERROR'
      ? `los datos comprimidos están alterados (${error.message})`
      : /tar header/i.test(error.message)
        ? 'la cabecera de una entrada del tar no es válida'
        : error.message;
  return new ArchiveError(archiveMessages.damaged(where, detail));
}

async function requireGzip(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    if (bytesRead < 2 || head[0] !== 0x1f || head[1] !== 0x8b) throw new ArchiveError(archiveMessages.notGzip);
  } finally {
    await handle.close();
  }
}

/** The body as text lines, streamed (an entry may be larger than memory). */
export async function* linesOf(body: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<{ number: number; text: string }> {
  let rest = '';
  let number = 0;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for await (const chunk of body) {
    const parts = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = parts.pop()!;
    for (const text of parts) {
      number += 1;
      if (text.trim() !== '') yield { number, text };
    }
  }
  rest += decoder.decode();
  if (rest.trim() !== '') yield { number: number + 1, text: rest };
}

/** The whole body in memory (the small entries: header, keys, manifest). */
export async function bytesOf(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
