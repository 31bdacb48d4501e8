import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@taller/event-store';
import { ENGINES } from '../../../tools/test-databases.js';
import { EVENT_STORE, Projector } from '../src/index.js';
import { SYSTEM_ACTOR, type CommandContext } from '../src/shared/actor.js';
import { ShopSettings } from '../src/shop/shop-settings.js';
import { RegisterClient } from '../src/clients/commands/register-client/register-client.command.js';
import { RegisterRepair } from '../src/repairs/commands/register-repair/register-repair.command.js';
import { ChangeRepairStatus } from '../src/repairs/commands/change-repair-status/change-repair-status.command.js';
import { NotifyRepairCompletion } from '../src/repairs/commands/notify-repair-completion/notify-repair-completion.command.js';
import { CollectRepair } from '../src/repairs/commands/collect-repair/collect-repair.command.js';
import { SendRepairFinalNotice } from '../src/repairs/commands/send-repair-final-notice/send-repair-final-notice.command.js';
import { MarkRepairAbandoned } from '../src/repairs/commands/mark-repair-abandoned/mark-repair-abandoned.command.js';
import { IssueQuote } from '../src/quotes/commands/issue-quote/issue-quote.command.js';
import { AnswerQuote } from '../src/quotes/commands/answer-quote/answer-quote.command.js';
import { client, collectedRepair, startApi, type RunningApi } from './harness.js';

/*
 * The figures of 'Estadísticas' for a stretch of 2025 where the demo shop (dated around today)
 * has nothing: repairs taken in, finished, quoted, collected and abandoned through the shop's
 * own commands, each dated with its day; every figure is then worked out here from the plan
 * alone and compared with what the API answers, and the list behind it must count the same.
 */

const FROM = '2025-01-06'; // a Monday
const TO = '2025-06-29'; // a Sunday: 25 whole weeks
const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / DAY);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

interface Planned {
  device: string;
  model: string;
  fault: string;
  intake: string;
  /** Days from intake to completion. */
  doneAfter?: number;
  notified?: boolean;
  collected?: boolean;
  quote?: 'accepted' | 'rejected' | 'unanswered';
  /** Told 100 days after, then abandoned (final notice 30 days before). */
  abandoned?: boolean;
}

// Spellings vary on purpose: the figures group device types, models and faults whatever their case and accents.
const PLAN: Planned[] = [
  { device: 'Móvil', model: 'iPhone 13', fault: 'Pantalla rota', intake: '2025-01-07', doneAfter: 2, notified: true, collected: true, quote: 'accepted' },
  { device: 'movil', model: 'iphone 13', fault: 'pantalla  ROTA.', intake: '2025-01-08', doneAfter: 5, notified: true, collected: true, quote: 'accepted' },
  { device: 'MÓVIL', model: 'IPHONE 13', fault: 'Pantalla rota', intake: '2025-01-15', doneAfter: 1, notified: true, collected: true },
  // A rejected quote finishes the repair that day (the device goes back as it came).
  { device: 'Móvil', model: 'Galaxy S21', fault: 'Batería hinchada', intake: '2025-01-16', doneAfter: 1, notified: true, quote: 'rejected' },
  { device: 'Portátil', model: 'ThinkPad T14', fault: 'No arranca', intake: '2025-02-03', doneAfter: 3, notified: true, collected: true, quote: 'accepted' },
  { device: 'portatil', model: 'ThinkPad T14', fault: 'no arranca', intake: '2025-02-04', doneAfter: 12, quote: 'unanswered' },
  { device: 'Portátil', model: 'MacBook Air', fault: 'Teclado', intake: '2025-02-12', doneAfter: 4, notified: true, collected: true },
  { device: 'Tablet', model: 'iPad 9', fault: 'Batería hinchada', intake: '2025-02-20', doneAfter: 0, notified: true, abandoned: true },
  { device: 'Consola', model: 'PS5', fault: 'Ventilador', intake: '2025-03-05', quote: 'unanswered' },
  { device: 'Móvil', model: 'iPhone 13', fault: 'Pantalla Rota', intake: '2025-03-10', doneAfter: 7, notified: true, collected: true },
  { device: 'Móvil', model: 'Galaxy S21', fault: 'Batería hinchada', intake: '2025-04-02', doneAfter: 1, quote: 'rejected' },
  { device: 'Tablet', model: 'iPad 9', fault: 'Pantalla rota', intake: '2025-06-27', doneAfter: 2, notified: true },
];

const keyOf = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9ñ]+/g, ' ').trim();
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** R-7 quantile, as a spreadsheet's PERCENTIL.INC: the test's own, not the server's. */
function quantile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const low = sorted[Math.floor(h)]!;
  const high = sorted[Math.min(Math.ceil(h), sorted.length - 1)]!;
  return Math.round((low + (h - Math.floor(h)) * (high - low)) * 10) / 10;
}

describe.each(ENGINES)('Statistics, on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let admin: ReturnType<typeof client>;
  let adminCookie: string;
  let before: any;
  const ids: number[] = [];

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    adminCookie = await api.login('administrador@taller.demo');
    admin = client(api.url, adminCookie);
    before = (await admin('/api/statistics')).json;
    const bus = api.app.get(CommandBus);
    const at = (day: string, hour = 10): CommandContext => ({ actor: SYSTEM_ACTOR, source: 'system', correlationId: `stats-${day}-${hour}`, now: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) });
    // A client with no e-mail: quotes are recorded, not sent.
    const { id: clientId } = await bus.execute(new RegisterClient({ name: 'Estadística', lastName: 'Prueba', phone: '611 000 999' }, at('2025-01-02')));
    for (const plan of PLAN) {
      const { id } = await bus.execute(new RegisterRepair({ clientId, device: plan.device, model: plan.model, contactNumber: '611 000 999', description: plan.fault }, at(plan.intake, 9)));
      ids.push(id);
      const repair = { kind: 'repair' as const, id };
      if (plan.quote) {
        await bus.execute(new IssueQuote(repair, { lines: [{ kind: 'labour', description: 'Mano de obra', quantity: 1, unitPriceCents: 3000 }], notes: '' }, undefined, at(plan.intake, 11)));
        if (plan.quote !== 'unanswered') {
          await bus.execute(new AnswerQuote(repair, { number: 1, accept: plan.quote === 'accepted', channel: 'phone' }, false, at(addDays(plan.intake, 1))));
        }
      }
      if (plan.doneAfter === undefined) continue;
      const done = addDays(plan.intake, plan.doneAfter);
      if (plan.quote !== 'rejected') await bus.execute(new ChangeRepairStatus(id, 'completed', at(done, 12)));
      if (plan.abandoned) {
        const told = addDays(done, 1);
        await bus.execute(new NotifyRepairCompletion(id, 'phone', at(told)));
        await bus.execute(new SendRepairFinalNotice(id, 'phone', at(addDays(told, 90))));
        await bus.execute(new MarkRepairAbandoned(id, 'Nadie vino a por él', at(addDays(told, 125))));
        continue;
      }
      if (plan.notified) await bus.execute(new NotifyRepairCompletion(id, 'phone', at(done, 13)));
      if (plan.collected) await bus.execute(new CollectRepair(id, at(addDays(done, 1), 17), true));
    }
    await api.app.get(Projector).waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition());
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  const statistics = async (query = `from=${FROM}&to=${TO}`) => (await admin(`/api/statistics?${query}`)).json;
  const listTotal = async (filter: Record<string, unknown>) => {
    const response = await admin(`/api/repairs?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`);
    expect(response.status).toBe(200);
    return Number(response.headers.get('content-range')!.split('/')[1]);
  };

  it('counts the repairs taken in and finished per week, and each week’s list holds its count', async () => {
    const figures = await statistics();
    expect(figures.range).toEqual({ from: FROM, to: TO });
    expect(figures.weeks).toHaveLength(25);
    const expected = new Map<string, { takenIn: number; finished: number }>();
    for (let monday = FROM; monday <= TO; monday = addDays(monday, 7)) expected.set(monday, { takenIn: 0, finished: 0 });
    for (const plan of PLAN) {
      expected.get(mondayOf(plan.intake))!.takenIn += 1;
      if (plan.doneAfter !== undefined) expected.get(mondayOf(addDays(plan.intake, plan.doneAfter)))!.finished += 1;
    }
    expect(figures.weeks.map((w: any) => [w.week, w.takenIn, w.finished])).toEqual([...expected].map(([week, n]) => [week, n.takenIn, n.finished]));
    const busy = figures.weeks.find((w: any) => w.week === '2025-01-06');
    expect(await listTotal({ entryFrom: busy.from, entryTo: busy.to })).toBe(busy.takenIn);
    expect(await listTotal({ completedFrom: busy.from, completedTo: busy.to })).toBe(busy.finished);
  });

  it('gives the turnaround’s median and 90th percentile, overall and by device type (case and accents aside)', async () => {
    const figures = await statistics();
    const done = PLAN.filter((p) => p.doneAfter !== undefined);
    expect(figures.turnaround.overall).toEqual({ count: done.length, medianDays: quantile(done.map((p) => p.doneAfter!), 0.5), p90Days: quantile(done.map((p) => p.doneAfter!), 0.9) });
    const moviles = done.filter((p) => keyOf(p.device) === 'movil').map((p) => p.doneAfter!);
    const movil = figures.turnaround.byDevice.find((d: any) => keyOf(d.device) === 'movil');
    expect(movil).toMatchObject({ count: moviles.length, medianDays: quantile(moviles, 0.5), p90Days: quantile(moviles, 0.9) });
    expect(figures.turnaround.byDevice.map((d: any) => keyOf(d.device)).sort()).toEqual(['consola', 'movil', 'portatil', 'tablet'].filter((k) => done.some((p) => keyOf(p.device) === k)));
    expect(await listTotal({ device: 'MOVIL', completedFrom: FROM, completedTo: TO })).toBe(moviles.length);
  });

  it('gives the quote acceptance rate of the quotes decided, and those unanswered', async () => {
    const { quotes } = await statistics();
    const count = (answer: string) => PLAN.filter((p) => p.quote === answer).length;
    const [accepted, rejected, unanswered] = [count('accepted'), count('rejected'), count('unanswered')];
    expect(quotes).toEqual({ issued: accepted + rejected + unanswered, accepted, rejected, unanswered, acceptanceRate: accepted / (accepted + rejected) });
    expect(await listTotal({ quoteIssuedFrom: FROM, quoteIssuedTo: TO, quoteAnswer: 'unanswered' })).toBe(unanswered);
    expect(await listTotal({ quoteIssuedFrom: FROM, quoteIssuedTo: TO, quoteAnswer: 'accepted' })).toBe(accepted);
  });

  it('counts the devices waiting for collection now and the storage owed on them, under the shop’s terms', async () => {
    const { waiting } = await statistics();
    const { terms } = await api.app.get(ShopSettings).current();
    const left = PLAN.filter((p) => p.doneAfter !== undefined && !p.collected && !p.abandoned);
    const told = left.filter((p) => p.notified);
    const charged = told.map((p) => Math.max(0, daysBetween(addDays(p.intake, p.doneAfter!), today()) - terms.storageFreeDays));
    expect(waiting.devices - before.waiting.devices).toBe(left.length);
    expect(waiting.notified - before.waiting.notified).toBe(told.length);
    expect(waiting.charged - before.waiting.charged).toBe(charged.filter((days) => days > 0).length);
    expect(waiting.storageOwedCents - before.waiting.storageOwedCents).toBe(charged.reduce((sum, days) => sum + days * terms.storageDailyFeeCents, 0));
    expect(await listTotal({ status: 'completed', collected: false })).toBe(waiting.devices);
  });

  it('counts the abandoned per month, and the tops of devices and faults grouped whatever the spelling', async () => {
    const figures = await statistics();
    const abandoned = PLAN.filter((p) => p.abandoned).map((p) => addDays(addDays(p.intake, p.doneAfter! + 1), 125).slice(0, 7));
    expect(figures.abandoned.map((m: any) => m.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    for (const month of figures.abandoned) expect(month.abandoned).toBe(abandoned.filter((m) => m === month.month).length);
    const june = figures.abandoned.find((m: any) => m.month === abandoned[0]);
    expect(await listTotal({ abandonedFrom: june.from, abandonedTo: june.to })).toBe(june.abandoned);

    const tally = (key: (p: Planned) => string) => {
      const counts = new Map<string, number>();
      for (const plan of PLAN) counts.set(key(plan), (counts.get(key(plan)) ?? 0) + 1);
      return [...counts.values()].sort((a, b) => b - a);
    };
    expect(figures.topDevices.map((d: any) => d.count)).toEqual(tally((p) => `${keyOf(p.device)}|${keyOf(p.model)}`));
    expect(keyOf(figures.topDevices[0].device)).toBe('movil');
    expect(keyOf(figures.topDevices[0].model)).toBe('iphone 13');
    expect(figures.topFaults.map((f: any) => f.count)).toEqual(tally((p) => keyOf(p.fault)));
    expect(keyOf(figures.topFaults[0].fault)).toBe('pantalla rota');
    expect(await listTotal({ fault: 'PANTALLA ROTA', entryFrom: FROM, entryTo: TO })).toBe(figures.topFaults[0].count);
    expect(await listTotal({ device: 'movil', model: 'iPhone 13', entryFrom: FROM, entryTo: TO })).toBe(figures.topDevices[0].count);
    // Nothing was invoiced in 2025 here: revenue is zeros, per week for a range of half a year.
    expect(figures.revenue.period).toBe('week');
    expect(figures.revenue.periods).toHaveLength(25);
    expect(figures.revenue.total.total).toEqual({ invoices: 0, baseCents: 0, taxCents: 0, totalCents: 0 });
    expect(figures.revenue.taken.netCents).toBe(0);
  });

  it('exports each table as CSV for Spanish Excel', async () => {
    // The bytes as sent (a decoder would drop the byte-order mark).
    const download = async (table: string) => {
      const response = await fetch(`${api.url}/api/statistics/csv?table=${table}&from=${FROM}&to=${TO}`, { headers: { cookie: adminCookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="estadisticas-${table}-${FROM}-${TO}.csv"`);
      return Buffer.from(await response.arrayBuffer()).toString('utf8');
    };
    const weeks = await download('weeks');
    expect(weeks.slice(0, 100)).toBe('\uFEFFSemana (lunes);Desde;Hasta;Reparaciones recibidas;Reparaciones terminadas\r\n06/01/2025;06/01/2025;12/01/2025;2;1\r\n'.slice(0, 100));
    expect(weeks.split('\r\n')).toHaveLength(1 + 25 + 1);
    const faults = (await download('faults')).split('\r\n');
    expect(faults[0]).toBe('\uFEFFAvería;Reparaciones');
    expect(faults[1]).toMatch(new RegExp(`^Pantalla rota;${PLAN.filter((p) => keyOf(p.fault) === 'pantalla rota').length}$`, 'i'));
    expect((await admin(`/api/statistics/csv?table=ventas`)).json.message).toBe('Tabla no válida: usa weeks, turnaround, quotes, waiting, abandoned, devices, faults, revenue, taken');
  });

  it('is the Administrador’s alone, and refuses bad dates with a Spanish 400', async () => {
    const gerente = client(api.url, await api.login('gerente@taller.demo'));
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    expect((await gerente('/api/statistics')).status).toBe(403);
    expect((await gerente('/api/statistics/csv?table=weeks')).status).toBe(403);
    expect((await customer('/api/statistics')).status).toBe(403);
    expect((await client(api.url)('/api/statistics')).status).toBe(401);
    const bad = async (query: string) => {
      const response = await admin(`/api/statistics?${query}`);
      expect(response.status).toBe(400);
      return response.json.message as string;
    };
    expect(await bad('from=2025-02-30')).toBe('La fecha «Desde» no es válida: escríbela como AAAA-MM-DD (por ejemplo, 2026-03-31)');
    expect(await bad('to=mañana')).toBe('La fecha «Hasta» no es válida: escríbela como AAAA-MM-DD (por ejemplo, 2026-03-31)');
    expect(await bad('from=2025-03-01&to=2025-02-01')).toBe('La fecha «Desde» no puede ser posterior a «Hasta»');
    expect(await bad('from=2025-01-01&from=2025-02-01')).toMatch(/^La fecha «Desde» no es válida/);
    expect(await bad('from=2000-01-01&to=2025-01-01')).toBe('El intervalo no puede pasar de 10 años');
    expect(await bad('desde=2025-01-01')).toBe('Parámetro desconocido: desde');
    expect(await bad('period=year')).toBe('Agrupación no válida: usa day, week, month');
    const list = await admin(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ entryFrom: 20250101, quoteAnswer: 'quizá' }))}`);
    expect(list.status).toBe(400);
    expect(list.json.errors).toEqual({
      entryFrom: 'La fecha «Entrada desde» no es válida: escríbela como AAAA-MM-DD (por ejemplo, 2026-03-31)',
      quoteAnswer: 'Filtro de respuesta al presupuesto no válido: usa accepted, rejected, unanswered',
    });
  });

  it('counts revenue as what was invoiced today by kind of work (IVA included and the base), a rectification by its difference, an annulled invoice not at all; and apart, what was taken per method', async () => {
    const day = today();
    const ofToday = async () => (await statistics(`from=${day}&to=${day}&period=day`)).revenue;
    // The demo shop has already invoiced counter sales today: the figures are compared as differences.
    const start = await ofToday();
    const staff = client(api.url, await api.login('gerente@taller.demo'));
    const issue = async (route: string, body: Record<string, unknown>) => {
      const response = await staff(route, { method: 'POST', body });
      expect(response.status).toBe(201);
      return response.json.id as number;
    };
    const repairInvoice = async (priceCents: number) => issue('/api/invoices', { source: { kind: 'repair', id: await collectedRepair(staff, priceCents) }, kind: 'simplified' });
    await repairInvoice(12_100);
    await issue('/api/invoices/counter-sales', { kind: 'simplified', method: 'cash', lines: [{ description: 'Cargador USB-C', quantity: 2, unitPriceCents: 2_420 }] });
    const wrong = await repairInvoice(6_000);
    expect((await staff(`/api/invoices/${wrong}/rectify`, { method: 'POST', body: { lines: [{ description: 'Batería iPhone 11', quantity: 1, unitPriceCents: 4_900 }], reason: 'Precio de oferta' } })).status).toBe(201);
    const mistake = await repairInvoice(1_000);
    expect((await admin(`/api/invoices/${mistake}/annul`, { method: 'POST', body: { reason: 'Emitida por error' } })).status).toBe(200);
    await api.app.get(Projector).waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition());

    // IVA at 21 % included in each price: the base is the total over 1.21, to the cent.
    const invoiced = (totals: number[]) => {
      const baseCents = totals.reduce((sum, total) => sum + Math.round(total / 1.21), 0);
      const totalCents = totals.reduce((sum, total) => sum + total, 0);
      return { invoices: totals.length, baseCents, taxCents: totalCents - baseCents, totalCents };
    };
    const expected = { repair: invoiced([12_100, 6_000, 4_900 - 6_000]), order: invoiced([]), counter: invoiced([4_840]) };
    const revenue = await ofToday();
    const grown = (now: any, then: any) => ({ invoices: now.invoices - then.invoices, baseCents: now.baseCents - then.baseCents, taxCents: now.taxCents - then.taxCents, totalCents: now.totalCents - then.totalCents });
    expect(revenue.period).toBe('day');
    expect(revenue.periods.map((p: any) => p.period)).toEqual([day]);
    for (const kind of ['repair', 'order', 'counter'] as const) {
      expect(grown(revenue.total.bySource[kind], start.total.bySource[kind])).toEqual(expected[kind]);
      expect(revenue.periods[0].bySource[kind]).toEqual(revenue.total.bySource[kind]);
    }
    expect(grown(revenue.total.total, start.total.total)).toEqual(invoiced([12_100, 4_840, 6_000, -1_100]));
    // 'Cobrado' is the ledger's, apart from what was invoiced: the three repairs paid by card (the
    // annulled invoice's repair was paid all the same), the counter sale in cash.
    const taken = (r: any, method: string) => r.taken.byMethod.find((m: any) => m.method === method)?.netCents ?? 0;
    expect(taken(revenue, 'card') - taken(start, 'card')).toBe(12_100 + 6_000 + 1_000);
    expect(taken(revenue, 'cash') - taken(start, 'cash')).toBe(4_840);
    expect(revenue.taken.netCents - start.taken.netCents).toBe(12_100 + 6_000 + 1_000 + 4_840);
    expect(revenue.periods[0].takenNetCents).toBe(revenue.taken.netCents);

    // The list behind each figure: its invoices, without the annulled ones (which count nothing).
    const invoiceTotal = async (filter: Record<string, unknown>) => {
      const response = await admin(`/api/invoices?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`);
      expect(response.status).toBe(200);
      return Number(response.headers.get('content-range')!.split('/')[1]);
    };
    expect(await invoiceTotal({ sourceKind: 'repair', from: day, to: day, annulled: false })).toBe(revenue.total.bySource.repair.invoices);
    // The demo shop's counter sales stand; the invoice annulled here is left out of the list as of the figure.
    expect(await invoiceTotal({ sourceKind: 'counter', from: day, to: day, annulled: false })).toBe(revenue.total.bySource.counter.invoices);
    expect(await invoiceTotal({ sourceKind: 'repair', from: day, to: day, annulled: true })).toBe(1);

    const csv = Buffer.from(await (await fetch(`${api.url}/api/statistics/csv?table=revenue&from=${day}&to=${day}&period=day`, { headers: { cookie: adminCookie } })).arrayBuffer()).toString('utf8');
    const [header, row] = csv.split('\r\n');
    expect(header!.split(';').slice(0, 6)).toEqual(['\uFEFFDía', 'Desde', 'Hasta', 'Reparaciones: facturas', 'Reparaciones: base (€)', 'Reparaciones: total IVA incl. (€)']);
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const cells = row!.split(';');
    const [d, m, y] = [day.slice(8), day.slice(5, 7), day.slice(0, 4)];
    expect(cells.slice(0, 3)).toEqual([`${d}/${m}/${y}`, `${d}/${m}/${y}`, `${d}/${m}/${y}`]);
    expect(cells.slice(12, 16)).toEqual([String(revenue.total.total.invoices), euros(revenue.total.total.baseCents), euros(revenue.total.total.taxCents), euros(revenue.total.total.totalCents)]);
  });
});
