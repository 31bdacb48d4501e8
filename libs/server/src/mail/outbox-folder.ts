import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Without SMTP the shop's e-mails land as `.eml` files (RFC 822, as nodemailer builds them)
 * under DATA_DIR/outbox: any mail program opens them, and nothing is lost.
 */
export function outboxFolder(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** `20250314T101502Z-000012.eml`: sorted by time, one per outbox row (a retry rewrites it). */
export function emlFileName(id: number, createdAt: Date): string {
  const stamp = createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return `${stamp}-${String(id).padStart(6, '0')}.eml`;
}

/** Folders this process made (or found) already: not asked for again with every file. */
const madeFolders = new Set<string>();

/** Written under a temporary name, flushed, then renamed: a file there is always whole. */
export async function writeEml(dir: string, name: string, raw: Buffer): Promise<string> {
  if (!madeFolders.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeFolders.add(dir);
  }
  const path = join(dir, name);
  const temp = join(dir, `.incoming-${randomUUID()}`);
  const file = await open(temp, 'w', 0o600).catch(async (error: NodeJS.ErrnoException) => {
    // The folder went away since it was made (someone tidied DATA_DIR): made again.
    if (error.code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    return open(temp, 'w', 0o600);
  });
  try {
    await file.writeFile(raw);
    await file.sync();
  } catch (error) {
    await file.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await file.close();
  await rename(temp, path);
  return path;
}

/** One `.eml` file read back: its headers decoded, and its text when it is a single part. */
export interface OutboxFile {
  file: string;
  raw: string;
  /** Header names in lower case; encoded words (`=?UTF-8?Q?…?=`) decoded. */
  headers: Record<string, string>;
  subject: string;
  to: string;
  /** The body, its transfer encoding undone (the raw body of a multipart message). */
  text: string;
}

/**
 * The `.eml` files of a data directory, oldest first: for tests and for looking at what the
 * shop would have sent. Not a MIME parser: enough for the messages we write (one part, or text and HTML).
 */
export async function readOutboxFolder(dataDir: string): Promise<OutboxFile[]> {
  const dir = outboxFolder(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(join(dir, name), await readFile(join(dir, name), 'utf8'))));
}

function parseEml(file: string, raw: string): OutboxFile {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Folded lines continue the header above them.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file, raw, headers, subject: headers.subject ?? '', to: headers.to ?? '', text: textPartOf(headers['content-type'] ?? '', file, body) ?? text.replace(/\r\n/g, '\n') };
}

/** A multipart message's plain-text part (an invoice's e-mail carries text and HTML), decoded; null for a single part. */
function textPartOf(contentType: string, file: string, body: string): string | null {
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  for (const part of body.split(`--${boundary}`)) {
    const parsed = parseEml(file, part.replace(/^\r?\n/, ''));
    if ((parsed.headers['content-type'] ?? '').toLowerCase().startsWith('text/plain')) return parsed.text;
  }
  return null;
}

/** RFC 2047 encoded words; the blank between two of them is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
      return new TextDecoder(charset).decode(bytes);
    });
}

function fromQuotedPrintable(body: string): string {
  const latin1 = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}
