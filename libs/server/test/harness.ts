import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { NOTICE_STEPS } from '@taller/domain';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore } from '@taller/event-store';
import { createTallerApp, EVENT_STORE, loadConfig, MIKRO_ORM, Projector, seedDemo, sqliteFileOf, type FrontEnds, type ReadModels, type TallerConfig } from '../src/index.js';
import { commandContext, SYSTEM_ACTOR } from '../src/shared/actor.js';
import { ShopSettings } from '../src/shop/shop-settings.js';

export interface RunningApi {
  app: NestFastifyApplication;
  url: string;
  config: TallerConfig;
  /** Signs in and answers the session cookie, ready for a `cookie` header. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** No built front ends: the API alone. */
const NO_FRONT_ENDS: FrontEnds = { publicDir: '/nonexistent', adminDir: '/nonexistent' };

/** Stands for PUBLIC_URL until the port is known; then it is the server's own address. */
const PUBLIC_URL_PLACEHOLDER = 'http://127.0.0.1';

/**
 * A real server on a free port, over a fresh SQLite file (or `databaseUrl`), with the demo
 * accounts and data. `settings` are more variables of the environment (`TRUST_PROXY`, `DEMO`…).
 * Outside demo mode PUBLIC_URL is required: it is the server's own address unless given.
 */
export async function startApi(
  databaseUrl?: string,
  dataDir = mkdtempSync(join(tmpdir(), 'taller-api-')),
  frontEnds = NO_FRONT_ENDS,
  settings: Record<string, string> = {},
  { customerNotices = false }: { customerNotices?: boolean } = {},
): Promise<RunningApi> {
  const env: Record<string, string | undefined> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3000', DATABASE_URL: databaseUrl, ...settings };
  const ownPublicUrl = !loadConfig(env).demo && env.PUBLIC_URL === undefined;
  const config = loadConfig({ ...env, ...(ownPublicUrl ? { PUBLIC_URL: PUBLIC_URL_PLACEHOLDER } : {}) });
  const app = await createTallerApp(config, frontEnds);
  await seedDemo(app);
  // The shop's automatic notices follow a change a moment later, on their own: a suite about
  // something else runs with them off (the shop's choice, as in its settings) so that its own
  // notices by hand and its outbox are its alone; customer-notices.spec.ts turns them on. The
  // quote's e-mail is part of sending a quote, not a later notice: it stays on.
  if (!customerNotices) {
    const steps = Object.fromEntries(NOTICE_STEPS.filter((step) => step !== 'quote_ready').map((step) => [step, false]));
    await app.get(ShopSettings).change({ notices: { steps } }, commandContext(SYSTEM_ACTOR, 'system'));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  if (ownPublicUrl) config.publicUrl = url;
  return {
    app,
    url,
    config,
    async login(email, password = 'demo-taller') {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
      return response.headers.get('set-cookie')!.split(';')[0]!;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `find` answers something (the outbox writes its files, the courier sends, in the background). */
export async function eventually<T>(find: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not found in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** fetch against the API with a session cookie and JSON in and out. */
export function client(base: string, cookie?: string) {
  return async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as any, text };
  };
}

/**
 * A repair priced, paid in full by card, told and handed over: ready to invoice. Answers its id.
 * Without a client, one is made.
 */
export async function collectedRepair(staff: ReturnType<typeof client>, priceCents: number, clientId?: number): Promise<number> {
  const step = async (path: string, body: unknown, expected: number) => {
    const answer = await staff(path, { method: 'POST', body });
    if (answer.status !== expected) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.json;
  };
  const phone = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const owner = clientId ?? (await step('/api/clients', { name: 'Cliente', lastName: `Factura ${phone}`, phone, email: '' }, 201)).id;
  const { id } = await step('/api/repairs', { clientId: owner, device: 'Móvil', model: 'iPhone 13', contactNumber: phone, description: 'Pantalla', priceCents, priceType: 'fixed' }, 201);
  await step(`/api/repairs/${id}/payments`, { amountCents: priceCents, method: 'card' }, 200);
  await step(`/api/repairs/${id}/notify`, { channel: 'in_person' }, 200);
  await step(`/api/repairs/${id}/collect`, undefined, 200);
  return id as number;
}

/** The unmodified ra-data-simple-rest client of the back-office, with a session cookie. */
export function dataProvider(base: string, cookie: string) {
  return simpleRestProvider(`${base}/api`, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit);
    headers.set('cookie', cookie);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}

/**
 * Every row of every table the server keeps (the event log, the read models, the plain tables),
 * as text: to show that a secret, such as an unlock code in clear, is stored nowhere at all.
 */
export async function everythingStored(api: RunningApi): Promise<string> {
  const orm = api.app.get<ReadModels>(MIKRO_ORM);
  const knex = orm.em.getKnex();
  const tables: { name: string }[] = sqliteFileOf(orm)
    ? await knex.raw(`select name from sqlite_master where type = 'table'`)
    : (await knex.raw(`select table_name as name from information_schema.tables where table_schema = current_schema()`)).rows;
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['events', 'revision_rows', 'repair_rows', 'secret_keys']));
  const dumps = await Promise.all(tables.map(async ({ name }) => `${name}: ${JSON.stringify(await knex(name).select())}`));
  return dumps.join('\n');
}

/**
 * Rebuilds the read models until the rebuild reaches the log's head, and says where both stand.
 * PostgreSQL hands out only the events below the oldest transaction open anywhere in its cluster,
 * so another test's transaction can keep a rebuild short of the head for a moment (a CI run: 159
 * against 160); a rebuild that never gets there is still caught by the caller's comparison.
 */
export async function rebuildToHead(app: INestApplicationContext): Promise<{ head: number; rebuiltTo: number }> {
  const head = await app.get<EventStore>(EVENT_STORE).headPosition();
  let rebuiltTo = await app.get(Projector).rebuild();
  for (const until = Date.now() + 10_000; rebuiltTo < head && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rebuiltTo = await app.get(Projector).rebuild();
  }
  return { head, rebuiltTo };
}
