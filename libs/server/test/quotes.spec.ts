import type { MikroORM } from '@mikro-orm/core';
import { quoteMessages } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { MIKRO_ORM } from '../src/index.js';
import { Outbox } from '../src/mail/outbox.js';
import { OutboxMessage } from '../src/mail/outbox-message.entity.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { client, startApi, type RunningApi } from './harness.js';

/**
 * Quotes on repairs (issue 15, item 3) over HTTP: staff write one, it is e-mailed with the
 * tracking link; the customer accepts or rejects it on the tracking page, or staff record an
 * answer given by phone or in person, with who; the repair's status and price follow.
 */
describe.each(ENGINES)('Quotes on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
  });

  const lines = [
    { kind: 'part', description: 'Pantalla OLED', quantity: 1, unitPriceCents: 7990 },
    { kind: 'labour', description: 'Cambio de pantalla', quantity: 1, unitPriceCents: 1000 },
  ];
  /** Demo client 1 (María García López) has an e-mail. */
  const takeIn = async (clientId = 1) => {
    const response = await staff('/api/repairs', { method: 'POST', body: { clientId, device: 'Móvil', model: 'iPhone 13', contactNumber: '600 111 222', description: 'Pantalla rota' } });
    expect(response.status).toBe(201);
    const id = response.json.id as number;
    const token = (await staff(`/api/repairs/${id}/tracking`)).json.link.token as string;
    return { id, token };
  };
  const quote = (id: number, body: unknown = { lines, validUntil: '2099-12-31', notes: 'Incluye protector de pantalla.' }) =>
    staff(`/api/repairs/${id}/quote`, { method: 'POST', body });

  it('sends a quote with its lines, IVA broken down and validity, e-mailed with the tracking link; the repair waits for the customer', async () => {
    const { id, token } = await takeIn();
    const sent = await quote(id);
    expect(sent.status).toBe(201);
    expect(sent.json.emailed).toBe(true);
    expect(sent.json.repair).toMatchObject({ id, status: 'waiting_user' });
    expect(sent.json.quote).toMatchObject({
      number: 1,
      totalCents: 8990,
      baseCents: 7430,
      ivaCents: 1560,
      validUntil: '2099-12-31',
      state: 'pending',
      answerable: true,
      lines: [
        { kind: 'part', kindLabel: 'Pieza', description: 'Pantalla OLED', quantity: 1, unitPriceCents: 7990, totalCents: 7990 },
        { kind: 'labour', kindLabel: 'Mano de obra', description: 'Cambio de pantalla', quantity: 1, unitPriceCents: 1000, totalCents: 1000 },
      ],
    });

    const rows = await api.app.get<MikroORM>(MIKRO_ORM).em.fork().find(OutboxMessage, { regarding: `repair:${id}` });
    expect(rows.map((row) => row.to)).toEqual(['maria.garcia@example.es']);
    await api.app.get(Outbox).deliverPending();
    const mail = (await readOutboxFolder(api.config.dataDir)).find((file) => file.subject === rows[0]!.subject)!;
    // Amounts are written as Spanish money is, with a no-break space before the euro sign.
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(mail.subject).toBe(`Presupuesto de tu reparación nº ${id} (Móvil iPhone 13)`);
    expect(text).toContain(`Puedes aceptarlo o rechazarlo aquí: ${api.url}/seguimiento/${token}`);
    expect(text).toContain('Total: 89,90 €, IVA incluido (base 74,30 €, IVA 21 % 15,60 €).');
    expect(text).toContain('1 × Pantalla OLED (Pieza): 79,90 €');
    expect(text).toContain('Válido hasta el 31/12/2099.');
    // The staff screen says what the outbox did with it (a file here: no SMTP configured).
    expect((await staff(`/api/repairs/${id}/quote`)).json.quote.email).toMatchObject({ subject: mail.subject, delivery: { state: 'sent', via: 'file' } });

    const page = (await anonymous(`/api/tracking/${token}`)).json;
    expect(page.status).toMatchObject({ code: 'quote_pending', label: 'Presupuesto pendiente de tu respuesta' });
    expect(page.quote).toMatchObject({ number: 1, totalCents: 8990, state: 'pending', answerable: true, notes: 'Incluye protector de pantalla.' });
    expect(page.steps.map((s: { step: string }) => s.step)).toEqual(['received', 'quote_sent']);
  });

  it('accepted by the customer on the tracking page: the price is set, the repair goes on, the history says how', async () => {
    const { id, token } = await takeIn();
    await quote(id);
    const accepted = await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'accept' } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ status: { code: 'in_progress' }, quote: { state: 'accepted', answerable: false, answeredBy: 'En la web (enlace de seguimiento)' } });
    expect(accepted.json.steps.map((s: { step: string }) => s.step)).toEqual(['received', 'quote_sent', 'quote_accepted', 'in_progress']);
    expect((await staff(`/api/repairs/${id}`)).json).toMatchObject({ status: 'in_progress', priceCents: 8990, priceType: 'fixed' });

    const again = await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'reject' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(quoteMessages.alreadyAccepted);

    const history = (await staff(`/api/repairs/${id}/history`)).json as { type: string; actor: { name: string; role: string }; changes: { to: unknown }[] }[];
    const answer = history.find((entry) => entry.type === 'RepairQuoteAccepted')!;
    expect(answer.actor).toMatchObject({ name: 'Cliente (enlace de seguimiento)', role: 'customer' });
    expect(answer.changes[0]!.to).toBe('nº 1 aceptado (En la web (enlace de seguimiento))');
  });

  it('rejected by phone, recorded by staff with who: ready to collect unrepaired, no price set', async () => {
    const { id, token } = await takeIn();
    await quote(id);
    const refused = await staff(`/api/repairs/${id}/quote/answer`, { method: 'POST', body: { number: 1, decision: 'reject', channel: 'online' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(quoteMessages.channelInvalid);
    const rejected = await staff(`/api/repairs/${id}/quote/answer`, { method: 'POST', body: { number: 1, decision: 'reject', channel: 'phone' } });
    expect(rejected.status).toBe(200);
    expect(rejected.json.repair).toMatchObject({ status: 'completed', priceCents: null });
    expect((await staff(`/api/repairs/${id}/quote`)).json.quote).toMatchObject({ state: 'rejected', decidedBy: 'Gonzalo Gerente', answeredBy: 'Por teléfono' });
    const page = (await anonymous(`/api/tracking/${token}`)).json;
    expect(page.status).toMatchObject({ code: 'unrepaired', label: 'Lista para recoger, sin reparar' });
    // Staff names stay in the shop.
    expect(JSON.stringify(page)).not.toContain('Gonzalo');
  });

  it('records a quote for a client without an e-mail and says nobody was e-mailed; a new quote replaces an unanswered one', async () => {
    const quick = await staff('/api/clients/quick', { method: 'POST', body: { name: 'Sin Correo', phone: '699 123 456' } });
    const { id, token } = await takeIn(quick.json.id);
    const sent = await quote(id);
    expect(sent.json).toMatchObject({ emailed: false, quote: { number: 1, email: null } });
    expect(await api.app.get<MikroORM>(MIKRO_ORM).em.fork().count(OutboxMessage, { regarding: `repair:${id}` })).toBe(0);
    const second = await quote(id, { lines: [lines[1]] });
    expect(second.json.quote).toMatchObject({ number: 2, totalCents: 1000, state: 'pending' });
    const stale = await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'accept' } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(quoteMessages.notCurrent);
  });

  it('refuses what is not a quote with a Spanish 400, and keeps the routes to those who may use them', async () => {
    const { id, token } = await takeIn();
    for (const body of [{}, { lines: [] }, { lines: [{ ...lines[0], quantity: 0 }] }, { lines: [{ ...lines[0], description: 'a\u0000b' }] }, { lines, validUntil: '31/12/2099' }, { lines: 'x'.repeat(1_000_000) }]) {
      const response = await quote(id, body);
      expect(response.status).toBe(400);
      expect(typeof response.json.message).toBe('string');
    }
    expect((await quote(id, [1, 2])).status).toBe(400);
    expect((await quote(999_999)).status).toBe(404);
    expect((await anonymous(`/api/repairs/${id}/quote`)).status).toBe(401);
    expect((await anonymous(`/api/repairs/${id}/quote`, { method: 'POST', body: { lines } })).status).toBe(401);
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    expect((await customer(`/api/repairs/${id}/quote`, { method: 'POST', body: { lines } })).status).toBe(403);
    expect((await anonymous('/api/tracking/0000000000000000/quote', { method: 'POST', body: { number: 1, decision: 'accept' } })).status).toBe(404);
    expect((await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'accept' } })).json.message).toBe(quoteMessages.notCurrent);
    await quote(id);
    const odd = await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'quizá' } });
    expect(odd.status).toBe(400);
    expect(odd.json.message).toBe(quoteMessages.decisionInvalid);
  });

  it('lists the repairs whose quote waits for the customer (the dashboard counts them), and no longer once answered', async () => {
    const pending = (filter: string) => staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ quote: filter }))}&range=[0,199]`);
    const before = (await pending('pending')).json as { id: number }[];
    const { id, token } = await takeIn();
    await quote(id);
    const listed = await pending('pending');
    expect(listed.status).toBe(200);
    expect((listed.json as { id: number }[]).map((r) => r.id)).toContain(id);
    expect(listed.headers.get('content-range')).toMatch(new RegExp(`/${before.length + 1}$`));
    await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'accept' } });
    expect(((await pending('pending')).json as { id: number }[]).map((r) => r.id)).not.toContain(id);
    expect(((await pending('expired')).json as { id: number }[]).map((r) => r.id)).not.toContain(id);
    const wrong = await pending('maybe');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Filtro de presupuesto no válido: usa pending, expired');
  });
  describe('on a revision', () => {
    const checkIn = async () => {
      const response = await staff('/api/revisions', {
        method: 'POST',
        body: { clientId: 1, device: 'Portátil', model: 'HP Pavilion', contactNumber: '600 111 222', motive: 'diagnostico', description: 'Se calienta', date: '2026-11-27' },
      });
      expect(response.status).toBe(201);
      const id = response.json.id as number;
      const token = (await staff(`/api/revisions/${id}/tracking`)).json.link.token as string;
      return { id, token };
    };
    const quoteRevision = (id: number, body: unknown = { lines, validUntil: '2099-12-31' }) => staff(`/api/revisions/${id}/quote`, { method: 'POST', body });

    it('is e-mailed with the tracking link; the revision waits for approval; accepted online, it becomes its repair at the quoted price', async () => {
      const { id, token } = await checkIn();
      const sent = await quoteRevision(id);
      expect(sent.status).toBe(201);
      expect(sent.json).toMatchObject({ emailed: true, revision: { id, status: 'pending_approval' }, quote: { number: 1, totalCents: 8990, state: 'pending' } });
      const [row] = await api.app.get<MikroORM>(MIKRO_ORM).em.fork().find(OutboxMessage, { regarding: `revision:${id}` });
      expect(row!.subject).toBe(`Presupuesto de tu revisión nº ${id} (Portátil HP Pavilion)`);
      // The courier may have sent it already (and kept only a receipt): its .eml file has the text.
      await api.app.get(Outbox).deliverPending();
      const mail = (await readOutboxFolder(api.config.dataDir)).find((file) => file.subject === row!.subject)!;
      expect(mail.text).toContain(`Puedes aceptarlo o rechazarlo aquí: ${api.url}/seguimiento/${token}`);

      // Listed among the quotes waiting for an answer (the dashboard counts them), until answered.
      const waiting = async () => ((await staff(`/api/revisions?filter=${encodeURIComponent(JSON.stringify({ quote: 'pending' }))}&range=[0,199]`)).json as { id: number }[]).map((r) => r.id);
      expect(await waiting()).toContain(id);
      expect((await staff(`/api/revisions?filter=${encodeURIComponent(JSON.stringify({ quote: 'maybe' }))}`)).status).toBe(400);

      const page = (await anonymous(`/api/tracking/${token}`)).json;
      expect(page.status).toMatchObject({ code: 'quote_pending' });
      expect(page.quote).toMatchObject({ number: 1, totalCents: 8990, answerable: true });
      const accepted = await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'accept' } });
      expect(accepted.status).toBe(200);
      expect(accepted.json.status).toMatchObject({ code: 'converted' });
      expect(accepted.json.quote).toMatchObject({ state: 'accepted', answerable: false });
      const repairId = ((await staff(`/api/revisions/${id}`)).json as { convertedToRepairId: number }).convertedToRepairId;
      expect(await waiting()).not.toContain(id);
      expect((await staff(`/api/repairs/${repairId}`)).json).toMatchObject({ priceCents: 8990, priceType: 'fixed', device: 'Portátil' });
      // Answering again changes nothing and makes no second repair.
      expect((await anonymous(`/api/tracking/${token}/quote`, { method: 'POST', body: { number: 1, decision: 'accept' } })).status).toBe(409);
      const history = (await staff(`/api/revisions/${id}/history`)).json as { type: string }[];
      expect(history.map((entry) => entry.type)).toEqual(expect.arrayContaining(['RevisionQuoteIssued', 'RevisionQuoteAccepted', 'RevisionConvertedToRepair']));
    });

    it('rejected by phone: the revision is done, no repair is made; a converted revision takes no quote', async () => {
      const { id, token } = await checkIn();
      await quoteRevision(id);
      const rejected = await staff(`/api/revisions/${id}/quote/answer`, { method: 'POST', body: { number: 1, decision: 'reject', channel: 'phone' } });
      expect(rejected.status).toBe(200);
      expect(rejected.json.revision).toMatchObject({ status: 'completed' });
      expect(rejected.json.repairId).toBeUndefined();
      expect((await anonymous(`/api/tracking/${token}`)).json.status).toMatchObject({ code: 'completed', label: 'Lista para recoger' });
      const refused = await quoteRevision(id);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(quoteMessages.revisionNotQuotable);
      expect((await staff('/api/revisions/999999/quote')).status).toBe(404);
      expect((await anonymous(`/api/revisions/${id}/quote`)).status).toBe(401);
    });
  });
});
