import { fakeSmtpServer } from './fake-smtp.js';
import type { MikroORM } from '@mikro-orm/core';
import type { EventStore, NewEvent } from '@taller/event-store';
import { anEvent } from '@taller/event-store/contract';
import { ENGINES } from '../../../tools/test-databases.js';
import { EVENT_STORE, MIKRO_ORM, Projector } from '../src/index.js';
import { Outbox } from '../src/mail/outbox.js';
import { OutboxMessage } from '../src/mail/outbox-message.entity.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { client, startApi, type RunningApi } from './harness.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const v2 = (type: string, data: unknown, version = 1): NewEvent => ({ ...anEvent(type, data), schemaVersion: version });
const lucia = { id: 1, name: 'Lucía' };

/** A finished repair whose owner was told `daysAgo` days ago by phone, as the log would hold it. */
async function toldLongAgo(api: RunningApi, staff: ReturnType<typeof client>, clientId: number, daysAgo: number, extra: NewEvent[] = [], unlockCode?: string) {
  const { json } = await staff('/api/repairs', {
    method: 'POST',
    body: { clientId, device: 'Móvil', model: `Abandono ${daysAgo}`, contactNumber: '600 000 001', description: 'Pantalla', ...(unlockCode ? { unlockCode } : {}) },
  });
  const noticeDay = addDays(today(), -daysAgo);
  const store = api.app.get<EventStore>(EVENT_STORE);
  await store.append(
    `repair-${json.id}`,
    [
      anEvent('RepairStatusChanged', { from: 'pending', to: 'completed' }),
      v2('RepairCompletionNotified', { notifiedAt: `${noticeDay}T10:00:00.000Z`, noticeDay, channel: 'phone', givenBy: lucia, email: null }, 2),
      ...extra,
    ],
    json.version,
  );
  await api.app.get(Projector).waitFor(await store.headPosition());
  return json.id as number;
}

const finalNoticeEvent = (sentDay: string, abandonOn: string) =>
  v2('RepairFinalNoticeSent', { sentAt: `${sentDay}T10:00:00.000Z`, sentDay, abandonOn, channel: 'phone', givenBy: lucia, email: null });

describe.each(ENGINES)('Abandoned devices, on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let withEmail: number;
  let withoutEmail: number;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    withEmail = (await staff('/api/clients', { method: 'POST', body: { name: 'Olvido', lastName: 'Abandono', phone: '677 300 301', email: 'olvido@example.com' } })).json.id;
    withoutEmail = (await staff('/api/clients', { method: 'POST', body: { name: 'Sincorreo', phone: '677 300 302' } })).json.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const list = async (filter: Record<string, unknown>) =>
    (await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`)).json as any[];

  it('lists as possible abandonment the devices told of 90 days ago or more, with days waiting and storage owed', async () => {
    const due = await toldLongAgo(api, staff, withEmail, 100);
    const young = await toldLongAgo(api, staff, withEmail, 89);
    const rows = await list({ abandonment: 'any', clientId: withEmail });
    expect(rows.map((r) => r.id)).toContain(due);
    expect(rows.map((r) => r.id)).not.toContain(young);
    // 100 days, 10 free, 90 charged at 3 € (the default terms, in force when it was taken in).
    expect(rows.find((r) => r.id === due).abandonment).toMatchObject({ stage: 'final_notice_due', daysWaiting: 100, storageOwedCents: 27000, finalNoticeDay: null });
    const bad = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ abandonment: 'pronto' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Filtro de abandono no válido: usa any, final_notice_due, final_notice_sent, abandonable');
  });

  it('sends the final notice by e-mail through the outbox, once; the history and the notices show the e-mail', async () => {
    const id = await toldLongAgo(api, staff, withEmail, 95);
    const sent = await staff(`/api/repairs/${id}/final-notice`, { method: 'POST', body: { channel: 'email' } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ recorded: true, finalNoticeDay: today(), abandonOn: addDays(today(), 30), status: 'completed' });
    const again = await staff(`/api/repairs/${id}/final-notice`, { method: 'POST', body: { channel: 'email' } });
    expect(again.json).toMatchObject({ recorded: false, version: sent.json.version });

    const orm = api.app.get<MikroORM>(MIKRO_ORM);
    const rows = await orm.em.fork().find(OutboxMessage, { regarding: `repair:${id}` });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to).toBe('olvido@example.com');
    expect(rows[0]!.subject).toContain(`reparación nº ${id}`);

    await api.app.get(Outbox).deliverPending();
    const file = (await readOutboxFolder(api.config.dataDir)).find((f) => f.subject === rows[0]!.subject);
    expect(file?.to).toBe('olvido@example.com');
    expect(file?.text).toContain('se considerará abandonado');

    const { json: notices } = await staff(`/api/repairs/${id}/notices`);
    expect(notices.notices.map((n: any) => [n.kind, n.channel])).toEqual([
      ['completion', 'phone'],
      ['final', 'email'],
    ]);
    const final = notices.notices[1];
    expect(final.email.subject).toBe(rows[0]!.subject);
    // No SMTP here: the outbox wrote a file, and the screen must not say the customer got it.
    expect(final.email.delivery).toMatchObject({ state: 'sent', via: 'file' });
    expect(final.email.deliveryLabel).toContain('no ha salido del taller');
    expect(notices.abandonment).toMatchObject({ stage: 'final_notice_sent', abandonOn: addDays(today(), 30) });

    const history = (await staff(`/api/repairs/${id}/history`)).json;
    const entry = history.find((e: any) => e.type === 'RepairFinalNoticeSent');
    expect(entry.label).toBe('Aviso final de abandono enviado');
    expect(entry.changes.map((c: any) => c.label)).toEqual(['Día del aviso final', 'Se considera abandonada tras el', 'Canal del aviso', 'Avisó', 'Asunto del correo', 'Texto del correo']);
    // The e-mail names the job, never the customer.
    expect(JSON.stringify(entry)).not.toMatch(/Olvido|olvido@/);
  });

  it('refuses an e-mail notice to a client without an address, and leaves nothing in the outbox', async () => {
    const id = await toldLongAgo(api, staff, withoutEmail, 120);
    const refused = await staff(`/api/repairs/${id}/final-notice`, { method: 'POST', body: { channel: 'email' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('El cliente no tiene correo electrónico: avisa por teléfono o en persona');
    expect(await api.app.get<MikroORM>(MIKRO_ORM).em.fork().count(OutboxMessage, { regarding: `repair:${id}` })).toBe(0);
    const byPhone = await staff(`/api/repairs/${id}/final-notice`, { method: 'POST', body: { channel: 'phone' } });
    expect(byPhone.json).toMatchObject({ recorded: true, finalNoticeDay: today() });
    const early = await staff(`/api/repairs/${id}/abandon`, { method: 'POST', body: { reason: 'No vino' } });
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/^El plazo del aviso final no ha vencido: podrá marcarse como abandonada a partir del \d\d\/\d\d\/\d{4}$/);
  });

  it('marks abandoned once the final notice expired: unlock code shredded, out of the pickups and the open work, said by the albarán and the history', async () => {
    const sentDay = addDays(today(), -40);
    const id = await toldLongAgo(api, staff, withEmail, 140, [finalNoticeEvent(sentDay, addDays(sentDay, 30))], '4321');
    expect((await list({ abandonment: 'abandonable', clientId: withEmail })).map((r) => r.id)).toContain(id);
    expect((await staff(`/api/repairs/${id}/unlock-code`)).json).toEqual({ unlockCode: '4321' });

    const noReason = await staff(`/api/repairs/${id}/abandon`, { method: 'POST', body: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual({ reason: 'Indica el motivo del abandono' });

    const marked = await staff(`/api/repairs/${id}/abandon`, { method: 'POST', body: { reason: 'Sin respuesta al aviso final' } });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ recorded: true, status: 'abandoned', hasUnlockCode: false, abandonReason: 'Sin respuesta al aviso final', abandonedCandidate: false });
    expect((await staff(`/api/repairs/${id}/abandon`, { method: 'POST', body: { reason: 'otra vez' } })).json.recorded).toBe(false);
    expect((await staff(`/api/repairs/${id}/unlock-code`)).status).toBe(410);
    const keys = await api.app.get<MikroORM>(MIKRO_ORM).em.getConnection().execute(`select * from secret_keys where subject = 'repair-${id}'`);
    expect(keys).toHaveLength(0);

    for (const stage of ['ready', 'storage', 'abandonable']) expect((await list({ pickup: stage })).map((r) => r.id)).not.toContain(id);
    expect((await list({ abandonment: 'any' })).map((r) => r.id)).not.toContain(id);
    expect((await list({ status: 'abandoned' })).map((r) => r.id)).toContain(id);
    const urgent = await staff('/api/calendar/urgent');
    if (urgent.status === 200) expect(JSON.stringify(urgent.json)).not.toContain(`"id":${id},`);

    const sheet = (await staff(`/api/albaranes/repair/${id}`)).json;
    expect(sheet.observations.statusLabel).toBe('Abandonada');
    expect(sheet.abandoned).toEqual({ day: today(), reason: 'Sin respuesta al aviso final' });

    const history = (await staff(`/api/repairs/${id}/history`)).json;
    expect(history.map((e: any) => e.label).slice(-2)).toEqual(['Marcada como abandonada', 'Código de desbloqueo eliminado']);
    expect(history.at(-2).changes.map((c: any) => [c.label, c.to])).toEqual([
      ['Estado', 'abandoned'],
      ['Día del abandono', today()],
      ['Motivo del abandono', 'Sin respuesta al aviso final'],
    ]);

    const status = await staff(`/api/repairs/${id}/status`, { method: 'POST', body: { status: 'pending' } });
    expect(status.status).toBe(409);
    expect((await staff(`/api/repairs/${id}/collect`, { method: 'POST' })).status).toBe(409);
  });

  it('never marks a collected device, nor one set abandoned as a plain status', async () => {
    const sentDay = addDays(today(), -40);
    const id = await toldLongAgo(api, staff, withEmail, 140, [finalNoticeEvent(sentDay, addDays(sentDay, 30))]);
    expect((await staff(`/api/repairs/${id}/collect`, { method: 'POST' })).status).toBe(200);
    const refused = await staff(`/api/repairs/${id}/abandon`, { method: 'POST', body: { reason: 'No vino' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('La reparación ya se entregó al cliente');
    const other = await toldLongAgo(api, staff, withEmail, 10);
    const plain = await staff(`/api/repairs/${other}/status`, { method: 'POST', body: { status: 'abandoned' } });
    expect(plain.status).toBe(409);
  });

  it('counts no storage from a notice written before channels were recorded', async () => {
    const { json } = await staff('/api/repairs', { method: 'POST', body: { clientId: withEmail, device: 'Tablet', description: 'Antigua' } });
    const noticeDay = addDays(today(), -200);
    const store = api.app.get<EventStore>(EVENT_STORE);
    await store.append(
      `repair-${json.id}`,
      [anEvent('RepairStatusChanged', { from: 'pending', to: 'completed' }), anEvent('RepairCompletionNotified', { notifiedAt: `${noticeDay}T10:00:00.000Z`, noticeDay })],
      json.version,
    );
    await api.app.get(Projector).waitFor(await store.headPosition());
    const repair = (await staff(`/api/repairs/${json.id}`)).json;
    expect(repair).toMatchObject({ noticeDay: null, storage: { chargedDays: 0, feeCents: 0 }, abandonedCandidate: false });
    const { json: notices } = await staff(`/api/repairs/${json.id}/notices`);
    expect(notices.notices).toEqual([expect.objectContaining({ channel: 'unrecorded', counts: false })]);
    // 'Avisar al cliente' can now record the real notice.
    const told = await staff(`/api/repairs/${json.id}/notify`, { method: 'POST', body: { channel: 'in_person' } });
    expect(told.json).toMatchObject({ recorded: true, noticeDay: today(), noticeChannel: 'in_person' });
  });
});

describe('A completion notice by e-mail, with SMTP_URL', () => {
  it('is delivered to the SMTP server, and the screen then says it was sent', async () => {
    const smtp = fakeSmtpServer();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const api = await startApi(undefined, undefined, undefined, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const staff = client(api.url, await api.login('gerente@taller.demo'));
      const clientId = (await staff('/api/clients', { method: 'POST', body: { name: 'Correo', phone: '677 300 309', email: 'correo@example.com' } })).json.id;
      const repair = (await staff('/api/repairs', { method: 'POST', body: { clientId, device: 'Portátil', model: 'ThinkPad', description: 'No arranca' } })).json;
      const before = (await staff(`/api/repairs/${repair.id}/notices`)).json;
      expect(before.notices).toEqual([]);
      const told = await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST', body: { channel: 'email' } });
      expect(told.json).toMatchObject({ recorded: true, status: 'completed', noticeChannel: 'email', noticeDay: today() });
      await api.app.get(Outbox).deliverPending();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: correo@example.com');
      expect(smtp.received[0]).toContain('Subject: =?UTF-8?Q?Tu_reparaci=C3=B3n_n=C2=BA');
      expect(smtp.received[0]).toContain('terminada y lista para recoger');
      const { json: notices } = await staff(`/api/repairs/${repair.id}/notices`);
      expect(notices.notices[0].email.delivery).toMatchObject({ state: 'sent', via: 'smtp' });
      expect(notices.notices[0].email.deliveryLabel).toBe('Enviado (el servidor de correo lo aceptó)');
    } finally {
      await api.close();
      await new Promise((resolve) => smtp.server.close(resolve));
    }
  });
});
