import { Logger, type ArgumentsHost } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { HttpErrorsFilter } from './errors.filter.js';

/** What the filter sends, through a reply that records it. */
function answer(error: unknown) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const reply = {
    status: (code: number) => ((sent.status = code), reply),
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    send: (body: unknown) => ((sent.body = body), reply),
  };
  const host = { switchToHttp: () => ({ getRequest: () => ({ method: 'POST' }), getResponse: () => reply }) };
  new HttpErrorsFilter().catch(error, host as unknown as ArgumentsHost);
  return sent;
}

describe('HTTP errors', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the filter logs what it answers with 5xx
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('answer 503 with a Spanish message and Retry-After when SQLite stays locked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'taller-busy-'));
    const holder = new Database(join(dir, 'taller.sqlite'));
    const other = new Database(join(dir, 'taller.sqlite'), { timeout: 0 });
    holder.exec('BEGIN IMMEDIATE');
    let busy: unknown;
    try {
      other.exec('BEGIN IMMEDIATE'); // SQLite's own error, as a second writer gets it
    } catch (error) {
      busy = error;
    } finally {
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(answer(busy)).toEqual({
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
      body: { message: 'La base de datos está ocupada (por ejemplo, reconstruyendo las vistas). Inténtalo de nuevo en unos segundos.' },
    });
  });

  it('answer anything unexpected with a 500 that tells nothing of the inside', () => {
    expect(answer(new Error('secreto interno'))).toMatchObject({
      status: 500,
      body: { message: 'Error interno del servidor. Inténtalo de nuevo más tarde.' },
    });
  });
});
