import { aeatMessages } from '../src/verifactu/aeat/aeat-sender.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, collectedRepair, startApi, type RunningApi } from './harness.js';
import { fakeAeat, type FakeAeat } from './fake-aeat.js';

/**
 * Sending the VERI*FACTU records to the AEAT (issue 18, part 2): off without the shop's
 * certificate (the records wait, marked pending); with it, the pending records go in one SOAP
 * submission over mutual TLS to a local server speaking the AEAT's protocol; each record's answer
 * (accepted, refused with its code) is recorded in the `aeat-1` log and shown in the queue; a
 * submission that fails as a whole leaves them pending.
 */
describe.each(ENGINES)('VERI*FACTU submissions to the AEAT on $name', ({ databaseUrl }) => {
  let aeat: FakeAeat;
  let api: RunningApi;
  let off: RunningApi;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    aeat = await fakeAeat();
    api = await startApi(await databaseUrl(), undefined, undefined, aeat.settings);
    admin = client(api.url, await api.login('administrador@taller.demo'));
  });
  afterAll(async () => {
    await api.close();
    await off?.close();
    await aeat.close();
  });

  const counterSale = async (description: string) =>
    (await admin('/api/invoices/counter-sales', { method: 'POST', body: { kind: 'simplified', method: 'cash', lines: [{ description, quantity: 1, unitPriceCents: 1_000 }] } })).json as { id: number; number: string };

  it('sends the pending records with the shop’s certificate and records what the AEAT answered of each', async () => {
    const before = (await admin('/api/verifactu/status')).json;
    expect(before).toMatchObject({ enabled: true, environment: 'pruebas', reason: null });
    expect(before.counts.pending).toBeGreaterThanOrEqual(3); // the demo's counter sales

    const good = await counterSale('Funda');
    const bad = await counterSale('Cable');
    aeat.refuse = (number) => number === bad.number;
    // A repair's invoice issued by mistake is annulled (a counter sale never is: a return undoes it).
    const mistake = (await admin('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: await collectedRepair(admin, 1_000) }, kind: 'simplified' } })).json as { id: number; number: string };
    expect((await admin(`/api/invoices/${mistake.id}/annul`, { method: 'POST', body: { reason: 'Duplicada' } })).status).toBe(200);

    // Gerente may not send.
    const gerente = client(api.url, await api.login('gerente@taller.demo'));
    expect((await gerente('/api/verifactu/send', { method: 'POST' })).status).toBe(403);

    const sent = await admin('/api/verifactu/send', { method: 'POST' });
    expect(sent.status).toBe(200);
    const submission = aeat.received.at(-1)!;
    expect(submission.certificate).toBe('B00000000 TALLER PRUEBAS');
    expect(submission.records.map((record) => [record.kind, record.number])).toEqual(expect.arrayContaining([['alta', good.number], ['alta', bad.number], ['alta', mistake.number], ['anulacion', mistake.number]]));
    expect(submission.records).toHaveLength(before.counts.pending + 4);
    expect(sent.json.outcome).toEqual({ sent: before.counts.pending + 4, accepted: before.counts.pending + 3, refused: 1, failure: null });
    expect(sent.json.status.counts).toMatchObject({ pending: 0, refused: 1, accepted: before.counts.pending + 3 });
    expect(sent.json.status.records).toEqual([expect.objectContaining({ invoiceNumber: bad.number, state: 'refused', code: '1100', description: 'Valor o tipo incorrecto del campo: NumSerieFactura' })]);

    // Nothing pending: nothing sent again.
    expect((await admin('/api/verifactu/send', { method: 'POST' })).json.outcome).toEqual({ sent: 0, accepted: 0, refused: 0, failure: null });
    // The owner's audit has the answers.
    const audit = JSON.stringify((await admin('/api/audit?kind=aeat')).json);
    expect(audit).toContain('Rechazado');
  });

  it('keeps the records pending when the submission fails as a whole, and says why', async () => {
    await counterSale('Cargador');
    aeat.faultNext = true;
    const failed = await admin('/api/verifactu/send', { method: 'POST' });
    expect(failed.json.outcome.failure).toBe('la AEAT rechazó el envío: Codigo[4102].El XML no cumple el esquema');
    expect(failed.json.status.counts.pending).toBe(1);
    // The next pass sends it.
    expect((await admin('/api/verifactu/send', { method: 'POST' })).json.status.counts.pending).toBe(0);
  });

  it('sends nothing without the shop’s certificate, and says so', async () => {
    off = await startApi(await databaseUrl());
    const offAdmin = client(off.url, await off.login('administrador@taller.demo'));
    const status = (await offAdmin('/api/verifactu/status')).json;
    expect(status).toMatchObject({ enabled: false, environment: null, reason: aeatMessages.disabled });
    const refused = await offAdmin('/api/verifactu/send', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(aeatMessages.disabled);
  });
});
