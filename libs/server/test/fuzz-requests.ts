import http from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One route of the server's own table: `POST /api/clients/:id`. */
export interface Route {
  method: string;
  path: string;
}

/**
 * Every route under /api, read from Fastify's own route table (`printRoutes`), so that a route
 * added later is fuzzed without touching the test. Each one read is checked with `hasRoute`, so
 * a change in the printed format fails loudly instead of silently fuzzing less.
 */
export function apiRoutes(app: NestFastifyApplication): Route[] {
  const fastify = app.getHttpAdapter().getInstance();
  const tree = fastify.printRoutes({ commonPrefix: false });
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? parents[depth - 1]! : '') + match[2]!;
    parents.length = depth;
    parents.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (!fastify.hasRoute({ method: method as never, url: path })) throw new Error(`La tabla de rutas impresa no coincide con hasRoute: ${method} ${path}`);
      if (path.startsWith('/api/') || path === '/api') routes.push({ method, path });
    }
  }
  return routes;
}

/** A JSON value written out as is (e.g. `1e999`, which JSON.parse reads as Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * A JSON object from its entries, in order and duplicates kept, so that `__proto__` is an own
 * key (as an attacker sends it) and raw values appear as written.
 */
export function jsonObject(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonValue(value)}`).join(',')}}`;
}

export function jsonValue(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonValue).join(',')}]`;
  if (value !== null && typeof value === 'object') return jsonObject(Object.entries(value));
  return JSON.stringify(value) ?? 'null';
}

/** UTF-8 as a careless client writes it: a lone surrogate becomes its three bytes (WTF-8), invalid UTF-8. */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2), 'utf8'));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Percent-encodes every byte but the unreserved ones, lone surrogates as WTF-8. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of wtf8(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A query string from raw (already encoded) or plain pairs. */
export function queryString(pairs: readonly (readonly [string, string | { raw: string }])[]): string {
  return pairs
    .map(([key, value]) => `${percentEncode(key)}=${typeof value === 'string' ? percentEncode(value) : value.raw}`)
    .join('&');
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, written by hand so that it can be as wrong as wanted. */
export function multipartBody(parts: readonly MultipartPart[], boundary: string, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(wtf8(`${head}\r\n`), typeof part.value === 'string' ? wtf8(part.value) : part.value, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The smallest PNG there is (1×1), for uploads that are otherwise wrong. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface RawRequest {
  method: string;
  /** Path and query, already encoded (ASCII only). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The client address to send from (127.0.0.x): per-address limits see another caller. */
  from?: string;
  timeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

/** A failure to get any answer at all: the connection dropped, or no answer in time. */
export class NoAnswer extends Error {
  constructor(
    readonly reason: 'timeout' | 'connection',
    message: string,
  ) {
    super(message);
  }
}


/**
 * Sends a request exactly as given (node:http, not fetch: no normalising of the path, any
 * body with any content type, from a chosen loopback address).
 */
export function send(base: URL, request: RawRequest): Promise<RawResponse> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = String(request.body.length);
    let settled = false;
    const req = http.request(
      // A connection per request: a kept-alive socket the server is closing would look like a dropped request.
      { host: base.hostname, port: base.port, method: request.method, path: request.path, headers, agent: false, localAddress: request.from },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          // Enough to judge the answer; the rest is read and dropped.
          if (size < 8 * 1024 * 1024) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          settled = true;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started });
        });
        res.on('error', (error) => {
          if (!settled) reject(new NoAnswer('connection', error.message));
          settled = true;
        });
      },
    );
    req.setTimeout(request.timeoutMs ?? 30_000, () => {
      if (!settled) reject(new NoAnswer('timeout', `sin respuesta en ${request.timeoutMs ?? 30_000} ms`));
      settled = true;
      req.destroy();
    });
    req.on('error', (error) => {
      // A server may answer (413, 400) before it has read a large body, then close: the answer counts.
      if (!settled) setTimeout(() => {
        if (!settled) reject(new NoAnswer('connection', error.message));
        settled = true;
      }, 200);
    });
    req.end(request.body);
  });
}

/** Runs `work` over `items` with at most `limit` at a time, in order of start. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
}
