import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@taller/event-store';
import { ENGINES } from '../../../tools/test-databases.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import { PersonalDataStore } from '../src/privacy/personal-data-store.js';
import { Projector } from '../src/projections/projector.js';
import { AttemptCounters } from '../src/shared/attempt-counters.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { client, collectedRepair, everythingStored, startApi, type RunningApi } from './harness.js';

/**
 * The right to erasure (issue 16): a client with repairs, a revision, an order, photos, a
 * customer account, a contact message and e-mails is forgotten; then their name, phone and
 * e-mail are found nowhere: no table, no event as the engine stores it or as an export reads
 * it, no file under DATA_DIR. Their work stays, with what the shop must keep.
 */

const ERASED = 'Cliente eliminado (RGPD)';
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');
let serial = 0;

/** Every file under `dir`, recursively, as text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, text: readFileSync(path).toString('latin1') + readFileSync(path, 'utf8') }];
  });
}

describe.each(ENGINES)('Forgetting a client (RGPD) on $name', ({ databaseUrl }) => {
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
  beforeEach(() => api.app.get(AttemptCounters).forgetAll());

  /** A person nobody else is: their traces can be searched for by these. */
  function person() {
    serial += 1;
    const stamp = `${Date.now()}`.slice(-6) + serial;
    return {
      name: `Eulalia${stamp}`,
      lastName: `Zorrilla${stamp}`,
      phone: `69${stamp.slice(-7)}`,
      email: `eulalia.${stamp}@example.com`,
      company: `Quintanar${stamp} SL`,
      secondPhone: `67${stamp.slice(-7)}`,
      otherEmail: `lali.${stamp}@example.net`,
    };
  }

  /** A client with everything that can hold their data, as the shop would have it. */
  async function clientWithEverything(who: ReturnType<typeof person>) {
    const created = await gerente('/api/clients', { method: 'POST', body: { name: who.name, lastName: who.lastName, phone: who.phone, email: who.email, company: who.company } });
    expect(created.status).toBe(201);
    const clientId = created.json.id as number;
    const current = await gerente(`/api/clients/${clientId}`);
    // A correction: the log keeps the old phone too.
    const corrected = await gerente(`/api/clients/${clientId}`, { method: 'PUT', body: { ...current.json, phone: who.secondPhone } });
    expect(corrected.status).toBe(200);

    const repair = await gerente('/api/repairs', {
      method: 'POST',
      body: { clientId, device: 'Móvil', model: 'iPhone 13', contactNumber: who.phone, description: 'Pantalla rota', priceCents: 12_900, unlockCode: '4812', entryDate: '2026-11-02' },
    });
    const revision = await gerente('/api/revisions', {
      method: 'POST',
      body: { clientId, device: 'Portátil', model: 'HP 15', contactNumber: who.secondPhone, motive: 'diagnostico', description: 'Se calienta', date: '2026-11-10' },
    });
    const order = await gerente('/api/orders', { method: 'POST', body: { clientId, name: 'Funda iPhone 13', description: 'Azul marino', unitPriceCents: 1999, date: '2026-11-05' } });
    expect([repair.status, revision.status, order.status]).toEqual([201, 201, 201]);

    const form = new FormData();
    form.append('type', 'repair');
    form.append('id', String(repair.json.id));
    form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), `movil-${who.name}-${who.lastName}.jpg`);
    const cookie = await api.login('gerente@taller.demo');
    const uploaded = await fetch(`${api.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie } });
    expect(uploaded.status).toBe(201);

    // Their customer account on the public site, with the same e-mail (a verification e-mail goes to it).
    const registered = await anonymous('/api/auth/register', {
      method: 'POST',
      body: { firstName: who.name, lastName: who.lastName, email: who.email, phone: who.phone, password: 'Segura#2025', confirmPassword: 'Segura#2025', acceptTerms: true, acceptPrivacy: true },
    });
    expect(registered.status).toBe(201);
    // A second account of theirs, with another address, linked by staff: an event of the client naming it.
    const second = await anonymous('/api/auth/register', {
      method: 'POST',
      body: { firstName: who.name, lastName: who.lastName, email: who.otherEmail, phone: who.secondPhone, password: 'Segura#2025', confirmPassword: 'Segura#2025', acceptTerms: true, acceptPrivacy: true },
    });
    expect(second.status).toBe(201);
    const linked = await gerente(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: second.json.user.id } });
    expect(linked.json).toMatchObject({ changed: true });
    const contact = await anonymous('/api/contact', {
      method: 'POST',
      body: { name: `${who.name} ${who.lastName}`, email: who.email, phone: who.phone, subject: 'Mi móvil', message: `Soy ${who.name}, ¿está listo?`, template: 'technical' },
    });
    expect(contact.status).toBe(201);
    // 'Agotado: te avisamos' on a sold-out product, with their other address.
    const soldOut = await gerente('/api/products', { method: 'POST', body: { name: `Funda agotada ${Math.random().toString(36).slice(2, 8)}`, category: 'cases', priceCents: 1500 } });
    expect((await anonymous(`/api/catalogue/products/${soldOut.json.id}/alerts`, { method: 'POST', body: { email: who.otherEmail } })).status).toBe(201);
    const notified = await gerente(`/api/repairs/${repair.json.id}/notify`, { method: 'POST', body: { channel: 'email' } });
    expect(notified.status).toBe(200);
    // The e-mails are written by the outbox a moment later: wait for the one to them.
    for (let tries = 0; (await readOutboxFolder(api.config.dataDir)).filter((file) => file.to === who.email).length < 2 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { clientId, repairId: repair.json.id as number, revisionId: revision.json.id as number, orderId: order.json.id as number };
  }

  /** Where any of the person's data is still found: tables, the log as stored and as read, files. */
  async function tracesOf(who: ReturnType<typeof person>): Promise<string[]> {
    const needles = [who.name, who.lastName, who.phone, who.secondPhone, who.email, who.otherEmail, who.company, `${who.phone.slice(0, 3)} ${who.phone.slice(3)}`];
    const raw = (api.app.get<EventStore>(EVENT_STORE) as PersonalDataStore).raw;
    const read = api.app.get<EventStore>(EVENT_STORE);
    const head = await raw.headPosition();
    const places = [
      { where: 'tables', text: await everythingStored(api) },
      { where: 'stored log', text: JSON.stringify(await raw.readAll(0, head)) },
      { where: 'log as read (export)', text: JSON.stringify(await read.readAll(0, head)) },
      // The files the shop keeps beside its database: photos and e-mails. (SQLite's own files may
      // keep deleted bytes in free pages until reused: README, known limits.)
      ...['uploads', 'outbox'].flatMap((folder) => filesUnder(join(api.config.dataDir, folder))).map((file) => ({ where: file.path, text: file.text })),
    ];
    return places.flatMap(({ where, text }) => needles.filter((needle) => text.includes(needle)).map((needle) => `${needle} in ${where}`));
  }

  it('refuses without the typed confirmation, and to anyone but the Administrador', async () => {
    const who = person();
    const { clientId } = await clientWithEverything(who);
    for (const body of [{}, { confirmation: 'olvidar' }, { confirmation: 'OLVIDAR ' }, { confirmation: ['OLVIDAR'] }, { confirmation: 'OLVIDAR\u0000' }]) {
      const refused = await admin(`/api/clients/${clientId}/forget`, { method: 'POST', body });
      expect({ body, status: refused.status, json: refused.json }).toEqual({
        body,
        status: 400,
        json: { message: 'Para olvidar al cliente escribe exactamente OLVIDAR', errors: { confirmation: 'Para olvidar al cliente escribe exactamente OLVIDAR' } },
      });
    }
    expect((await gerente(`/api/clients/${clientId}/forget`, { method: 'POST', body: { confirmation: 'OLVIDAR' } })).status).toBe(403);
    expect((await anonymous(`/api/clients/${clientId}/forget`, { method: 'POST', body: { confirmation: 'OLVIDAR' } })).status).toBe(401);
    expect((await admin('/api/clients/999999/forget', { method: 'POST', body: { confirmation: 'OLVIDAR' } })).status).toBe(404);
    expect((await gerente(`/api/clients/${clientId}`)).json.name).toBe(who.name);
  });

  it('destroys their data everywhere while their work keeps what the shop must keep', async () => {
    const who = person();
    const { clientId, repairId, revisionId, orderId } = await clientWithEverything(who);
    expect((await tracesOf(who)).length).toBeGreaterThan(0);
    // The log as stored never held them in clear, even before.
    const raw = (api.app.get<EventStore>(EVENT_STORE) as PersonalDataStore).raw;
    expect(JSON.stringify(await raw.readStream(`client-${clientId}`))).not.toContain(who.name);
    expect(JSON.stringify(await raw.readStream(`repair-${repairId}`))).not.toContain(who.phone);

    const token = (await gerente(`/api/repairs/${repairId}/tracking`)).json.link.token as string;
    expect((await anonymous(`/api/tracking/${token}`)).json).toMatchObject({ firstName: who.name });

    const forgotten = await admin(`/api/clients/${clientId}/forget`, { method: 'POST', body: { confirmation: 'OLVIDAR' } });
    expect(forgotten.status).toBe(200);
    // Their paper's tracking page still follows the job, greeting no one.
    expect((await anonymous(`/api/tracking/${token}`)).json).toMatchObject({ firstName: '', item: 'Móvil iPhone 13' });
    expect(forgotten.json).toMatchObject({
      message: 'Datos personales olvidados: el cliente aparece como «Cliente eliminado (RGPD)»',
      id: clientId,
      records: expect.arrayContaining([`repair-${repairId}`, `revision-${revisionId}`, `order-${orderId}`]),
      accounts: 2,
      contactMessages: 1,
      stockAlerts: 1,
      images: 1,
      client: { id: clientId, name: ERASED, lastName: '', phone: '', email: '', company: '', forgotten: true },
    });
    expect(forgotten.json.outboxMessages).toBeGreaterThanOrEqual(2);

    expect(await tracesOf(who)).toEqual([]);

    // What the screens show instead.
    expect((await gerente(`/api/clients/${clientId}`)).json).toMatchObject({ name: ERASED, fullName: ERASED, phone: '', email: '' });
    const repair = (await gerente(`/api/repairs/${repairId}`)).json;
    expect(repair).toMatchObject({ clientName: ERASED, contactNumber: '', device: 'Móvil', model: 'iPhone 13', description: 'Pantalla rota', priceCents: 12_900 });
    expect((await gerente(`/api/orders/${orderId}`)).json).toMatchObject({ clientName: ERASED, name: 'Funda iPhone 13', unitPriceCents: 1999 });
    expect((await gerente(`/api/revisions/${revisionId}`)).json).toMatchObject({ clientName: ERASED, contactNumber: '' });
    const history = JSON.stringify((await gerente(`/api/clients/${clientId}/history`)).json);
    expect(history).toContain(ERASED);
    expect(history).toContain('Datos personales olvidados (RGPD)');
    const albaran = JSON.stringify((await gerente(`/api/albaranes/repair/${repairId}`)).json);
    expect(albaran).toContain(ERASED);
    expect(albaran).toContain('iPhone 13');
    // The unlock code was theirs too; the photo stays (it shows the device) under a plain name.
    expect((await gerente(`/api/repairs/${repairId}/unlock-code`)).status).toBe(410);
    const images = (await gerente(`/api/uploads?type=repair&id=${repairId}`)).json as { filename: string; imageUrl: string }[];
    expect(images.map((image) => image.filename)).toEqual(['imagen']);
    expect((await gerente(images[0]!.imageUrl)).status).toBe(200);
    // Their account is gone; no new work can be registered for them; a second time is refused.
    for (const email of [who.email, who.otherEmail]) {
      const login = await anonymous('/api/auth/login', { method: 'POST', body: { email, password: 'Segura#2025' } });
      expect(login.status).toBe(401);
    }
    const newRepair = await gerente('/api/repairs', { method: 'POST', body: { clientId, device: 'Móvil', model: 'X', contactNumber: '600000000', description: 'x' } });
    expect(newRepair.status).toBe(400);
    expect((await admin(`/api/clients/${clientId}/forget`, { method: 'POST', body: { confirmation: 'OLVIDAR' } })).json).toMatchObject({
      message: 'Datos personales olvidados: el cliente aparece como «Cliente eliminado (RGPD)»',
    });

    // Read models rebuilt from the log alone: they come back without the person.
    await api.app.get(Projector).rebuild();
    expect((await gerente(`/api/clients/${clientId}`)).json).toMatchObject({ name: ERASED, forgotten: true });
    expect((await gerente(`/api/repairs/${repairId}`)).json).toMatchObject({ clientName: ERASED, contactNumber: '', device: 'Móvil' });
    expect(await tracesOf(who)).toEqual([]);
  });

  it('removes the e-mails that carried their invoices, whatever address they went to; the invoices stay, as the law keeps them', async () => {
    const who = person();
    const clientId = (await gerente('/api/clients', { method: 'POST', body: { name: who.name, lastName: who.lastName, phone: who.phone, email: who.email } })).json.id as number;
    const repairId = await collectedRepair(gerente, 4_900, clientId);
    const invoice = (await gerente('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: repairId }, kind: 'simplified' } })).json;
    // Sent to their accountant, an address the shop does not know as theirs.
    const accountant = `gestoria.${who.phone}@example.es`;
    expect((await gerente(`/api/invoices/${invoice.id}/email`, { method: 'POST', body: { to: accountant } })).status).toBe(202);
    const toAccountant = async () => (await readOutboxFolder(api.config.dataDir)).filter((file) => file.to === accountant);
    for (let tries = 0; (await toAccountant()).length === 0 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await toAccountant()).toHaveLength(1);

    const forgotten = await admin(`/api/clients/${clientId}/forget`, { method: 'POST', body: { confirmation: 'OLVIDAR' } });
    expect(forgotten.status).toBe(200);
    expect(await toAccountant()).toEqual([]);
    expect((await gerente(`/api/invoices/${invoice.id}/emails`)).json).toEqual([]);
    expect((await gerente(`/api/invoices/${invoice.id}`)).json).toMatchObject({ number: invoice.number, totalCents: 4_900 });
  });

  it('forgets a deleted client too, and leaves everyone else as they were', async () => {
    const who = person();
    const created = await gerente('/api/clients', { method: 'POST', body: { name: who.name, lastName: who.lastName, phone: who.phone, email: who.email } });
    const other = person();
    const kept = await gerente('/api/clients', { method: 'POST', body: { name: other.name, lastName: other.lastName, phone: other.phone, email: other.email } });
    expect((await gerente(`/api/clients/${created.json.id}`, { method: 'DELETE' })).status).toBe(200);
    const forgotten = await admin(`/api/clients/${created.json.id}/forget`, { method: 'POST', body: { confirmation: 'OLVIDAR' } });
    expect(forgotten.status).toBe(200);
    expect(forgotten.json.client).toBeNull();
    expect(await tracesOf(who)).toEqual([]);
    expect((await gerente(`/api/clients/${kept.json.id}`)).json).toMatchObject({ name: other.name, phone: other.phone, email: other.email });
  });
});
