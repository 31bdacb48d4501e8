import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { albaranTerms, DEFAULT_SHOP_TERMS, DEMO_SHOP_IDENTITY, shopEvents, shopMessages } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { ENGINES } from '../../../tools/test-databases.js';
import { EVENT_STORE, loadConfig, TallerCoreModule } from '../src/index.js';
import { commandContext, CLI_ACTOR } from '../src/shared/actor.js';
import { ShopSettings } from '../src/shop/shop-settings.js';
import { SHOP_STREAM } from '../src/shop/shop.stream.js';
import { client, startApi, type RunningApi } from './harness.js';

const identity = {
  tradeName: 'Taller Móvil Alcorcón',
  legalName: 'Reparaciones Pérez S.L.',
  taxId: 'B58818501',
  street: 'Calle Mayor 12, local 3',
  postalCode: '28921',
  city: 'Alcorcón',
  province: 'Madrid',
  phone: '916 123 456',
  whatsapp: '',
  email: 'hola@tallermovil.es',
};

describe.each(ENGINES)('The shop settings service on $name', ({ name: engine, databaseUrl }) => {
  let app: INestApplicationContext;
  let dataDir: string;
  let settings: ShopSettings;
  let store: EventStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'taller-shop-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: await databaseUrl(), DEMO: 'off' });
    app = await NestFactory.createApplicationContext(TallerCoreModule.register(config, { followLog: false }), { logger: false });
    settings = app.get(ShopSettings);
    store = app.get<EventStore>(EVENT_STORE);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A change of the shop's data appended straight to the store, as the CLI in another process would: this instance's cache is not told. */
  async function writtenElsewhere(from: Record<string, string>, to: Record<string, string>): Promise<void> {
    const [last] = (await store.readStream(SHOP_STREAM)).slice(-1);
    const metadata = { actor: { id: null, name: 'cli', role: 'cli' as const }, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, source: 'cli' as const };
    const event = { id: randomUUID(), type: 'ShopIdentityChanged', schemaVersion: shopEvents.versionOf('ShopIdentityChanged'), data: { from, to }, metadata };
    await store.append(SHOP_STREAM, [event], last!.revision);
  }

  it('a new shop is not configured, has no identity and keeps today’s hours and terms', async () => {
    const profile = await settings.current();
    expect(profile).toMatchObject({ configured: false, version: -1, updatedAt: null, terms: DEFAULT_SHOP_TERMS });
    expect(profile.missing).toHaveLength(9);
    expect(Object.values(profile.identity).every((value) => value === '')).toBe(true);
    expect(await settings.termsAt(1)).toEqual(DEFAULT_SHOP_TERMS);
  });

  it('termsAt answers the terms in force before a position: a later change never reaches an earlier job', async () => {
    const before = await store.headPosition();
    const first = await settings.change({ identity, terms: { storageFreeDays: 15, storageDailyFeeCents: 200 } }, commandContext(CLI_ACTOR, 'cli'));
    expect(first.events.map((e) => e.type)).toEqual(['ShopIdentityChanged', 'ShopTermsChanged']);
    const second = await settings.change({ terms: { warrantyMonths: 6, storageDailyFeeCents: 0 } }, commandContext(CLI_ACTOR, 'cli'));

    expect(await settings.termsAt(before + 1)).toEqual(DEFAULT_SHOP_TERMS);
    const afterFirst = { ...DEFAULT_SHOP_TERMS, storageFreeDays: 15, storageDailyFeeCents: 200 };
    expect(await settings.termsAt(first.position + 1)).toEqual(afterFirst);
    expect(await settings.termsAt(second.position)).toEqual(afterFirst);
    expect(await settings.termsAt(second.position + 1)).toEqual({ ...afterFirst, warrantyMonths: 6, storageDailyFeeCents: 0 });

    const profile = await settings.current();
    expect(profile).toMatchObject({ configured: true, missing: [], version: 2, identity });
  });

  it('sees what another process wrote: the cache is checked against the log’s head', async () => {
    await settings.current();
    // Written straight to the store, as the CLI in another process would: this instance's cache is not told.
    await writtenElsewhere({ phone: identity.phone }, { phone: '916 000 111' });
    expect((await settings.current()).identity.phone).toBe('916 000 111');
  });

  it('refuses a change based on a stale version, and an invalid NIF, with Spanish messages', async () => {
    const { version } = await settings.current();
    await expect(settings.change({ identity: { city: 'Móstoles' } }, commandContext(CLI_ACTOR, 'cli'), version - 1)).rejects.toThrow(shopMessages.staleVersion);
    await expect(settings.change({ identity: { taxId: 'B58818502' } }, commandContext(CLI_ACTOR, 'cli'))).rejects.toMatchObject({
      errors: { 'identity.taxId': shopMessages.taxIdInvalid },
    });
  });

  it('costs one head check per read while nothing changes (measured)', async () => {
    await settings.current();
    const reads = 2000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < reads; i++) await settings.current();
    const perRead = Number(process.hrtime.bigint() - started) / 1e6 / reads;
    settings.invalidate();
    const coldStarted = process.hrtime.bigint();
    await settings.current();
    const cold = Number(process.hrtime.bigint() - coldStarted) / 1e6;
    settings.followChanges();
    await settings.current();
    const followStarted = process.hrtime.bigint();
    for (let i = 0; i < reads; i++) await settings.current();
    const following = Number(process.hrtime.bigint() - followStarted) / 1e6 / reads;
    process.stdout.write(
      `ShopSettings.current() on ${engine}: ${perRead.toFixed(3)} ms with the cache (head check), ${following.toFixed(4)} ms following the log (no query), ${cold.toFixed(3)} ms reading the stream\n`,
    );
    expect(perRead).toBeLessThan(50);
    expect(following).toBeLessThan(perRead);
  });

  it('following the log, a change written elsewhere is seen once the log wakes the service', async () => {
    await writtenElsewhere({ city: identity.city }, { city: 'Móstoles' });
    const until = Date.now() + 10_000;
    while ((await settings.current()).identity.city !== 'Móstoles' && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect((await settings.current()).identity.city).toBe('Móstoles');
    // And termsAt of a record after that change reads the log again rather than trust the cache.
    expect(await settings.termsAt((await store.headPosition()) + 1)).toEqual((await settings.current()).terms);
  });
});

describe.each(ENGINES)('The shop settings over HTTP on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let admin: ReturnType<typeof client>;
  let gerente: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    admin = client(api.url, await api.login('administrador@taller.demo'));
    gerente = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
  });

  it('GET /api/shop is public and shows only what a customer may see: the demo’s fictional shop', async () => {
    const response = await anonymous('/api/shop');
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['configured', 'hours', 'identity', 'terms']);
    expect(response.json).toMatchObject({ configured: true, identity: DEMO_SHOP_IDENTITY, terms: DEFAULT_SHOP_TERMS });
  });

  it('the settings are the Administrador’s alone: 401 without a session, 403 for a Gerente', async () => {
    expect((await anonymous('/api/shop/settings')).status).toBe(401);
    expect((await gerente('/api/shop/settings')).status).toBe(403);
    expect((await gerente('/api/shop/settings', { method: 'PUT', body: { version: 0, identity: { city: 'X' } } })).status).toBe(403);
    expect((await gerente('/api/shop/settings/history')).status).toBe(403);
    expect((await admin('/api/shop/settings')).status).toBe(200);
  });

  it('PUT needs the version shown, refuses a stale one (409) and bad fields (400, per field), and saves the rest', async () => {
    const { json: current } = await admin('/api/shop/settings');
    expect((await admin('/api/shop/settings', { method: 'PUT', body: { identity: { city: 'Getafe' } } })).status).toBe(400);
    const stale = await admin('/api/shop/settings', { method: 'PUT', body: { version: current.version + 5, identity: { city: 'Getafe' } } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(shopMessages.staleVersion);
    const bad = await admin('/api/shop/settings', { method: 'PUT', body: { version: current.version, identity: { taxId: '12345678A' }, terms: { storageFreeDays: -2 } } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ 'identity.taxId': shopMessages.taxIdInvalid, 'terms.storageFreeDays': expect.stringContaining('entre 0 y 365') });
    const unknown = await admin('/api/shop/settings', { method: 'PUT', body: { version: current.version, owner: 'yo' } });
    expect(unknown.status).toBe(400);

    const saved = await admin('/api/shop/settings', {
      method: 'PUT',
      body: { version: current.version, identity, hours: { saturday: [] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ configured: true, identity, version: current.version + 2 });
    expect(saved.json.hours.saturday).toEqual([]);
    expect((await anonymous('/api/shop')).json.identity).toEqual(identity);
  });

  it('the history shows who changed what, before → after', async () => {
    const { json: history } = await admin('/api/shop/settings/history');
    const last = history[history.length - 1];
    expect(last).toMatchObject({ type: 'ShopHoursChanged', label: 'Horario cambiado', source: 'api', actor: { role: 'administrador' } });
    expect(last.changes).toEqual([{ field: 'saturday', label: 'Sábado', from: [{ opens: '10:00', closes: '14:00' }], to: [] }]);
    const identityChange = history[history.length - 2];
    expect(identityChange.changes).toContainEqual({ field: 'tradeName', label: 'Nombre comercial', from: DEMO_SHOP_IDENTITY.tradeName, to: identity.tradeName });
  });

  it('the audit names the settings’ changes, links to the screen and says before → after in words', async () => {
    const answer = await admin(`/api/audit?${new URLSearchParams({ kind: 'shop', limit: '5' })}`);
    expect(answer.status).toBe(200);
    const [hours, identityLine] = answer.json.lines;
    expect(hours).toMatchObject({
      type: 'ShopHoursChanged',
      record: { streamId: 'shop-1', kind: 'shop', kindLabel: 'Ajustes del taller', link: '/gestion/ajustes-del-taller', title: identity.tradeName },
    });
    expect(hours.changes).toEqual([expect.objectContaining({ field: 'saturday', label: 'Sábado', from: '10:00-14:00', to: 'Cerrado' })]);
    expect(identityLine.changes).toContainEqual(expect.objectContaining({ field: 'tradeName', from: DEMO_SHOP_IDENTITY.tradeName, to: identity.tradeName }));
  });

  it('an albarán prints the terms in force when its job was taken in, not today’s', async () => {
    const { json: clientRow } = await gerente('/api/clients', { method: 'POST', body: { name: 'Nuria', lastName: 'Gil', phone: '677 300 400' } });
    const repair = async () =>
      (await gerente('/api/repairs', { method: 'POST', body: { clientId: clientRow.id, device: 'Móvil', model: 'Pixel 7', contactNumber: '', description: 'Batería' } })).json as { id: number };
    const before = await repair();
    const { json: current } = await admin('/api/shop/settings');
    const changed = await admin('/api/shop/settings', {
      method: 'PUT',
      body: { version: current.version, terms: { storageFreeDays: 20, storageDailyFeeCents: 150, abandonedAfterDays: 120, warrantyMonths: 12 } },
    });
    expect(changed.status).toBe(200);
    const after = await repair();

    const oldSheet = (await gerente(`/api/albaranes/repair/${before.id}`)).json;
    expect(oldSheet.terms).toEqual(albaranTerms(current.terms));
    expect(oldSheet.terms[0]).toBe('Las reparaciones tienen una garantía de 3 meses desde la entrega del dispositivo.');
    const newSheet = (await gerente(`/api/albaranes/repair/${after.id}`)).json;
    expect(newSheet.terms[0]).toBe('Las reparaciones tienen una garantía de 12 meses desde la entrega del dispositivo.');
    // The shop itself is today's on both: who prints the sheet.
    expect(oldSheet.shop.name).toBe(identity.tradeName);
  });

  it('a repair is read under the terms it was taken in under (storage, warranty) and today’s abandonment days', async () => {
    const { json: list } = await gerente(`/api/repairs?${new URLSearchParams({ sort: JSON.stringify(['id', 'DESC']), range: '[0,1]' })}`);
    const [newest, older] = list as { id: number; terms: unknown }[];
    // The two of the albarán test: taken in before and after the terms changed.
    expect(newest!.terms).toEqual({ freeDays: 20, dailyFeeCents: 150, warrantyMonths: 12, abandonedAfterDays: 120 });
    expect(older!.terms).toEqual({ freeDays: 10, dailyFeeCents: 300, warrantyMonths: 3, abandonedAfterDays: 120 });
    expect((await gerente(`/api/repairs/${older!.id}`)).json.terms).toEqual(older!.terms);
  });

  it('the calendar’s due times follow the shop’s hours', async () => {
    const { json: current } = await admin('/api/shop/settings');
    const monday = { monday: [{ opens: '09:00', closes: '13:00' }, { opens: '16:00', closes: '18:30' }] };
    expect((await admin('/api/shop/settings', { method: 'PUT', body: { version: current.version, hours: monday } })).status).toBe(200);
    const calendar = (await gerente('/api/calendar?from=2026-11-23&to=2026-11-29')).json;
    const items = calendar.days.flatMap((day: { items: { date: string; time: string | null }[] }) => day.items);
    for (const item of items.filter((i: { date: string }) => i.date === '2026-11-23')) expect(item.time).toBe('18:30');
    for (const item of items.filter((i: { date: string }) => i.date === '2026-11-28')) expect(item.time).toBeNull();
  });
});
