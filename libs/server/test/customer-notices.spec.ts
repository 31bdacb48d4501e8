import type { MikroORM } from '@mikro-orm/core';
import { addDays, DEFAULT_NOTICE_TEMPLATES, madridDay } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { ENGINES } from '../../../tools/test-databases.js';
import { MIKRO_ORM } from '../src/index.js';
import { Outbox, OUTBOX_MAX_ATTEMPTS } from '../src/mail/outbox.js';
import { OutboxMessage } from '../src/mail/outbox-message.entity.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { NoticeFailures } from '../src/notices/notice-failures.js';
import { NoticeReactor } from '../src/notices/notice-reactor.js';
import { NoticeSweep } from '../src/notices/notice-sweep.js';
import { Projector } from '../src/projections/projector.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import { NotifyRepairCompletion } from '../src/repairs/commands/notify-repair-completion/notify-repair-completion.command.js';
import { commandContext, SYSTEM_ACTOR } from '../src/shared/actor.js';
import { Commands } from '../src/shared/commands.js';
import { fakeSmsProvider, INVALID_NUMBER_MESSAGE, REFUSED_NUMBER, type FakeProvider } from './fake-sms-provider.js';
import { client, startApi, type RunningApi } from './harness.js';

/**
 * Notices to the customer (issue 15, item 2) over HTTP, on a real server: the steps the shop
 * chooses are told by e-mail through the outbox and, with the provider configured, by SMS and
 * WhatsApp to a local server speaking Twilio's protocol; each notice is an event of its record
 * with the masked address; a delivery that fails for good comes back as an event; a customer
 * stops the courtesy notices from the link in the e-mail; the texts are the shop's templates.
 */
describe.each(ENGINES)('Customer notices on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let provider: FakeProvider;
  let staff: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    provider = await fakeSmsProvider();
    api = await startApi(await databaseUrl(), undefined, undefined, {
      SMS_PROVIDER_URL: provider.url,
      SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      SMS_AUTH_TOKEN: 'secreto-de-prueba',
      SMS_FROM: '+34911000111',
      WHATSAPP_FROM: '+34911000222',
    }, { customerNotices: true });
    // The links in the messages lead to this server, as PUBLIC_URL makes them do in a shop.
    api.config.publicUrl = api.url;
    staff = client(api.url, await api.login('gerente@taller.demo'));
    admin = client(api.url, await api.login('administrador@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  /** Every step on, short messages off, default texts: each test starts from the defaults. */
  const resetSettings = async (notices: Record<string, unknown> = {}) => {
    const { version } = (await admin('/api/shop/settings')).json;
    const response = await admin('/api/shop/settings', {
      method: 'PUT',
      body: { version, notices: { steps: { received: true, quote_ready: true, ready_to_collect: true, storage_fee_started: true, final_notice: true, order_ready: true }, sms: false, whatsapp: false, templates: DEFAULT_NOTICE_TEMPLATES, ...notices } },
    });
    expect(response.status).toBe(200);
  };
  /** The reactor has read the log up to now (it runs on its own; this waits for its pass). */
  /**
   * The notices due are given, and the read models show them: the reactor appends its events on
   * its own, outside any request's read-your-writes, so the lists follow a moment later.
   */
  const settle = async () => {
    await api.app.get(NoticeReactor).wake();
    await api.app.get(Projector).waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition());
  };
  const outboxOf = (regarding: string) => api.app.get<MikroORM>(MIKRO_ORM).em.fork().find(OutboxMessage, { regarding }, { orderBy: { id: 'ASC' } });
  let clients = 0;
  /** A client of their own (phones and e-mails are unique among clients). */
  const newClient = async (fields: Record<string, string>) => {
    clients += 1;
    const phone = `6${String(10_000_000 + clients * 7919).padStart(8, '0')}`;
    const response = await staff('/api/clients', { method: 'POST', body: { name: 'Ana', lastName: `Prueba ${String.fromCharCode(64 + clients)}`, phone, email: '', ...fields } });
    expect(response.status).toBe(201);
    return response.json.id as number;
  };
  const takeIn = async (clientId: number) => {
    const response = await staff('/api/repairs', { method: 'POST', body: { clientId, device: 'Móvil', model: 'iPhone 13', contactNumber: '600 111 222', description: 'Pantalla rota' } });
    expect(response.status).toBe(201);
    return response.json.id as number;
  };
  const log = async (path: string) => {
    const response = await staff(`${path}/notice-log`);
    expect(response.status).toBe(200);
    return response.json;
  };

  it('tells a customer by e-mail that their device was received, with the tracking link; the notice is an event with the masked address', async () => {
    await resetSettings();
    const clientId = await newClient({ name: 'Inés María', email: 'ines.prueba@example.es' });
    const id = await takeIn(clientId);
    await settle();

    const [row, ...others] = await outboxOf(`repair:${id}`);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ to: 'ines.prueba@example.es', channel: 'email', subject: `Hemos recibido tu reparación nº ${id} (Móvil iPhone 13)` });
    const token = (await staff(`/api/repairs/${id}/tracking`)).json.link.token as string;
    await api.app.get(Outbox).deliverPending();
    const mail = (await readOutboxFolder(api.config.dataDir)).find((file) => file.subject === row!.subject)!;
    expect(mail.to).toContain('ines.prueba@example.es');
    // The first name only, the shop's own text, the tracking link, the shop's signature and the way out.
    expect(mail.text).toMatch(/^Hola Inés:/);
    expect(mail.text).toContain(`Sigue tu trabajo aquí: ${api.url}/seguimiento/${token}`);
    expect(mail.text).toMatch(new RegExp(`¿No quieres recibir más avisos como este\\? ${api.url}/avisos/[0-9a-z]{16}`));

    const history = (await staff(`/api/repairs/${id}/history`)).json as { type: string; changes: { field: string; to: unknown }[] }[];
    const notified = history.find((entry) => entry.type === 'RepairCustomerNotified')!;
    // The history keeps the text with the name as «{nombre}»: the log holds no copy of it.
    expect(JSON.stringify(notified)).not.toContain('Inés');
    expect(notified.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'noticeText', to: expect.stringMatching(/^Hola \{nombre\}:/) })]));
    expect(notified.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'noticeStep', to: 'Equipo recibido' }),
        expect.objectContaining({ field: 'noticeTo', to: 'i•••@example.es (Correo electrónico)' }),
      ]),
    );
    // An edit made on the screen as it was before the notice is no conflict: a notice changes nothing staff edit.
    const repair = (await staff(`/api/repairs/${id}`)).json as Record<string, unknown>;
    const edited = await staff(`/api/repairs/${id}`, { method: 'PUT', body: { ...repair, version: 0, model: 'iPhone 13 Pro' } });
    expect(edited.status).toBe(200);
    expect(edited.json.model).toBe('iPhone 13 Pro');
    // An edit on a version before a real change still is.
    expect((await staff(`/api/repairs/${id}`, { method: 'PUT', body: { ...repair, version: 0, model: 'Otro' } })).status).toBe(409);

    // The log has the e-mail in full (the outbox keeps it), what was sent, and that it left.
    const entries = (await log(`/api/repairs/${id}`)).entries;
    expect(entries).toEqual([
      expect.objectContaining({ step: 'received', channel: 'email', to: 'ines.prueba@example.es', subject: row!.subject, givenBy: 'Automático', delivery: expect.objectContaining({ state: 'sent', via: 'file' }), failure: null }),
    ]);
  });

  it('gives each step once, only when the shop has it on, and nothing to a client without an address for the channels in use', async () => {
    await resetSettings({ steps: { received: false } });
    const withEmail = await newClient({ email: 'sin.aviso@example.es' });
    const off = await takeIn(withEmail);
    // No e-mail, and short messages off: nothing can reach this one.
    const noAddress = await takeIn(await newClient({ email: '' }));
    await settle();
    expect(await outboxOf(`repair:${off}`)).toEqual([]);
    expect(await outboxOf(`repair:${noAddress}`)).toEqual([]);
    expect((await log(`/api/repairs/${noAddress}`)).reachable).toEqual({ email: false, phone: true });

    // Turning the step on tells nobody about work taken in while it was off.
    await resetSettings();
    await settle();
    expect(await outboxOf(`repair:${off}`)).toEqual([]);
    // A wake-up read twice (another instance, a restart) gives nothing twice.
    await api.app.get(NoticeReactor).wake();
    expect(await outboxOf(`repair:${off}`)).toEqual([]);
  });

  it('a completed repair gets the completion notice the storage clock counts from; an order marked ready and a new revision are told too', async () => {
    await resetSettings();
    const clientId = await newClient({ email: 'lista@example.es' });
    const id = await takeIn(clientId);
    expect((await staff(`/api/repairs/${id}/status`, { method: 'POST', body: { status: 'completed' } })).status).toBe(200);
    await settle();
    const subjects = (await outboxOf(`repair:${id}`)).map((row) => row.subject);
    expect(subjects).toEqual([`Hemos recibido tu reparación nº ${id} (Móvil iPhone 13)`, `Tu reparación nº ${id} (Móvil iPhone 13) está lista para recoger`]);
    const repair = (await staff(`/api/repairs/${id}`)).json;
    expect(repair.noticeDay).toBe(madridDay(new Date()));
    const entries = (await log(`/api/repairs/${id}`)).entries as { step: string; givenBy: string }[];
    expect(entries.map((entry) => entry.step)).toEqual(['ready_to_collect', 'received']);
    expect(entries[0]!.givenBy).toBe('Automático');

    const order = await staff('/api/orders', { method: 'POST', body: { clientId, name: 'Funda iPhone 13', description: 'Silicona', quantity: 1, unitPriceCents: 1500, paymentMethod: 'cash', isPaid: false } });
    expect(order.status).toBe(201);
    expect((await staff(`/api/orders/${order.json.id}/status`, { method: 'PATCH', body: { status: 'ready' } })).status).toBe(200);
    const revision = await staff('/api/revisions', { method: 'POST', body: { clientId, device: 'Portátil', model: 'ThinkPad', contactNumber: '600 111 222', motive: 'diagnostico', description: 'No enciende', date: madridDay(new Date()) } });
    expect(revision.status).toBe(201);
    await settle();
    expect((await outboxOf(`order:${order.json.id}`)).map((row) => row.subject)).toEqual([`Tu pedido nº ${order.json.id} (Funda iPhone 13) está listo para recoger`]);
    expect((await outboxOf(`revision:${revision.json.id}`)).map((row) => row.subject)).toEqual([`Hemos recibido tu revisión nº ${revision.json.id} (Portátil ThinkPad)`]);
    expect((await log(`/api/orders/${order.json.id}`)).entries).toHaveLength(1);
  });

  it('sends short messages by SMS and WhatsApp through the provider when the shop turns them on, and records a delivery that fails for good', async () => {
    // The settings screen knows the server can send both (and a shop without the provider, neither).
    expect((await admin('/api/shop/settings')).json.noticeChannels).toEqual({ sms: true, whatsapp: true });
    await resetSettings({ sms: true, whatsapp: true });
    const before = provider.requests.length;
    const clientId = await newClient({ email: '', phone: '600 111 333' });
    const id = await takeIn(clientId);
    await settle();
    const rows = await outboxOf(`repair:${id}`);
    expect(rows.map((row) => [row.channel, row.to])).toEqual([
      ['sms', '+34600111333'],
      ['whatsapp', '+34600111333'],
    ]);
    // The courier sends them as soon as they are stored; this waits for whatever is left.
    await api.app.get(Outbox).deliverPending();
    const sent = provider.requests.slice(before);
    const token = (await staff(`/api/repairs/${id}/tracking`)).json.link.token as string;
    expect(sent.map((request) => [request.form['From'], request.form['To']])).toEqual([
      ['+34911000111', '+34600111333'],
      ['whatsapp:+34911000222', 'whatsapp:+34600111333'],
    ]);
    expect(sent.map((request) => request.form['Body'])).toEqual([
      `Taller: hemos recibido tu reparación nº ${id} (Móvil iPhone 13). ${api.url}/seguimiento/${token}`,
      `Taller: hemos recibido tu reparación nº ${id} (Móvil iPhone 13). ${api.url}/seguimiento/${token}`,
    ]);
    const entries = (await log(`/api/repairs/${id}`)).entries as { channel: string; to: string; delivery: { state: string; via: string }; deliveryLabel: string }[];
    expect(entries.map((entry) => [entry.channel, entry.to, entry.delivery.state, entry.delivery.via, entry.deliveryLabel])).toEqual([
      ['whatsapp', '+34600111333', 'sent', 'provider', 'Enviado (el proveedor de SMS y WhatsApp lo aceptó)'],
      ['sms', '+34600111333', 'sent', 'provider', 'Enviado (el proveedor de SMS y WhatsApp lo aceptó)'],
    ]);

    // A number the provider refuses: retried, then given up on, and the record's history says so.
    const refused = await takeIn(await newClient({ email: '', phone: REFUSED_NUMBER }));
    await settle();
    const [sms] = await outboxOf(`repair:${refused}`);
    let later = Date.now();
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      later += 2 * 60 * 60 * 1000;
      await api.app.get(Outbox).deliverPending(new Date(later));
    }
    await api.app.get(NoticeFailures).settled();
    const failedEntry = ((await log(`/api/repairs/${refused}`)).entries as { outboxId?: number; channel: string; failure: { error: string } | null; delivery: { state: string } }[]).find((entry) => entry.channel === 'sms')!;
    expect(failedEntry.delivery.state).toBe('failed');
    expect(failedEntry.failure?.error).toContain(INVALID_NUMBER_MESSAGE);
    const history = (await staff(`/api/repairs/${refused}/history`)).json as { type: string; changes: { to: unknown }[] }[];
    expect(history.some((entry) => entry.type === 'RepairCustomerNoticeFailed' && String(entry.changes[0]!.to).includes(INVALID_NUMBER_MESSAGE))).toBe(true);
    expect(sms).toBeDefined();
  });

  it('a customer stops the courtesy notices from the link in the e-mail; the quote still reaches them; staff see it and can undo it', async () => {
    await resetSettings();
    const clientId = await newClient({ email: 'baja@example.es' });
    const first = await takeIn(clientId);
    await settle();
    await api.app.get(Outbox).deliverPending();
    const [row] = await outboxOf(`repair:${first}`);
    const mail = (await readOutboxFolder(api.config.dataDir)).find((file) => file.to.includes('baja@example.es') && file.subject === row!.subject)!;
    const token = /\/avisos\/([0-9a-z]{16})/.exec(mail.text)![1]!;

    expect((await anonymous(`/api/notices/opt-out/${token}`)).json).toMatchObject({ optedOut: false });
    expect((await anonymous('/api/notices/opt-out/0000000000000000')).status).toBe(404);
    expect((await anonymous(`/api/notices/opt-out/${token}`, { method: 'POST', body: { optedOut: 'sí' } })).status).toBe(400);
    const stopped = await anonymous(`/api/notices/opt-out/${token}`, { method: 'POST', body: { optedOut: true } });
    expect(stopped.status).toBe(200);
    expect(stopped.json.optedOut).toBe(true);

    const second = await takeIn(clientId);
    await settle();
    expect(await outboxOf(`repair:${second}`)).toEqual([]);
    expect((await log(`/api/repairs/${second}`)).optedOut).toBe(true);
    // A quote is essential: it is still e-mailed.
    const quote = await staff(`/api/repairs/${second}/quote`, { method: 'POST', body: { lines: [{ kind: 'labour', description: 'Diagnóstico', quantity: 1, unitPriceCents: 2000 }], validUntil: '2099-12-31' } });
    expect(quote.json.emailed).toBe(true);
    const quoteMail = (await outboxOf(`repair:${second}`)).at(-1)!;
    expect(quoteMail.subject).toBe(`Presupuesto de tu reparación nº ${second} (Móvil iPhone 13)`);

    const preference = await staff(`/api/clients/${clientId}/notice-preference`);
    expect(preference.json).toMatchObject({ optedOut: true, changedBy: 'El cliente, desde el enlace del correo' });
    const resumed = await staff(`/api/clients/${clientId}/notice-preference`, { method: 'PUT', body: { optedOut: false } });
    expect(resumed.json).toMatchObject({ optedOut: false, changedBy: 'Gonzalo Gerente' });
    expect((await anonymous(`/api/clients/${clientId}/notice-preference`)).status).toBe(401);
  });

  it('the texts are the shop’s: a template with an unknown field or a control character is refused in Spanish; a good one is what customers get', async () => {
    await resetSettings();
    const { version } = (await admin('/api/shop/settings')).json;
    const bad = await admin('/api/shop/settings', { method: 'PUT', body: { version, notices: { templates: { received: { subject: 'Hola {precio}', body: 'Texto\u0000', short: 'x'.repeat(1_000_000) } } } } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors['notices.templates.received.subject']).toBe('«{precio}» no se puede usar en el aviso «Equipo recibido»');
    expect(bad.json.errors['notices.templates.received.body']).toBeDefined();
    expect(bad.json.errors['notices.templates.received.short']).toBeDefined();
    expect((await staff('/api/shop/settings', { method: 'PUT', body: { version, notices: { sms: true } } })).status).toBe(403);

    const good = await admin('/api/shop/settings', {
      method: 'PUT',
      body: { version, notices: { templates: { received: { subject: '{nombre}, ya tenemos tu {trabajo}', body: 'Buenas {nombre}, recibido el {fecha}.', short: 'Recibido.' } } } },
    });
    expect(good.status).toBe(200);
    expect(good.json.notices.templates.received.subject).toBe('{nombre}, ya tenemos tu {trabajo}');
    const history = (await admin('/api/shop/settings/history')).json as { type: string }[];
    expect(history.some((entry) => entry.type === 'ShopNoticesChanged')).toBe(true);

    const id = await takeIn(await newClient({ name: 'Rosa', email: 'rosa@example.es' }));
    await settle();
    const [row] = await outboxOf(`repair:${id}`);
    expect(row!.subject).toBe(`Rosa, ya tenemos tu reparación nº ${id} (Móvil iPhone 13)`);
    // The body as it left (the sender may already have sent it and kept only the receipt).
    await api.app.get(Outbox).deliverPending();
    const mail = (await readOutboxFolder(api.config.dataDir)).find((file) => file.subject === row!.subject)!;
    expect(mail.text).toMatch(/^Buenas Rosa, recibido el \d{2}\/\d{2}\/\d{4}\./);
  });

  it('the notices that come with time: storage charged from today, then the final notice; each given once', async () => {
    await resetSettings();
    const clientId = await newClient({ email: 'almacen@example.es' });
    const id = await takeIn(clientId);
    const { terms } = (await admin('/api/shop/settings')).json;
    // Told it was ready long enough ago that storage is charged from today.
    const now = new Date();
    const noticeDay = addDays(madridDay(now), -(terms.storageFreeDays + 1));
    await api.app.get(Commands).run(new NotifyRepairCompletion(id, 'phone', { ...commandContext(SYSTEM_ACTOR, 'system'), now: new Date(`${noticeDay}T10:00:00Z`) }));
    await settle();
    const sweep = api.app.get(NoticeSweep);
    const result = await sweep.run();
    expect(result.storageFee).toContain(id);
    expect((await sweep.run()).storageFee).not.toContain(id);
    const subjects = (await outboxOf(`repair:${id}`)).map((row) => row.subject);
    expect(subjects).toContain(`Tu reparación nº ${id} (Móvil iPhone 13) sigue esperándote`);

    // Far enough back for the final notice: it is given, e-mailed, and the abandonment clock starts.
    const late = await takeIn(clientId);
    const lateDay = addDays(madridDay(now), -(terms.abandonedAfterDays + 1));
    await api.app.get(Commands).run(new NotifyRepairCompletion(late, 'phone', { ...commandContext(SYSTEM_ACTOR, 'system'), now: new Date(`${lateDay}T10:00:00Z`) }));
    const final = await sweep.run();
    expect(final.finalNotice).toContain(late);
    const lateHistory = (await staff(`/api/repairs/${late}/history`)).json as { type: string; actor: { name: string } }[];
    expect(lateHistory.filter((entry) => entry.type === 'RepairFinalNoticeSent')).toHaveLength(1);
    expect((await outboxOf(`repair:${late}`)).some((row) => row.subject.startsWith('Aviso final: recoge tu reparación'))).toBe(true);
    expect((await sweep.run()).finalNotice).not.toContain(late);
  });
});
