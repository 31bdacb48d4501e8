import { addDays, calendarPeriod, madridDay, mondayOf } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import type { CalendarItem } from '../src/calendar/calendar-sources.js';
import type { CalendarDay } from '../src/calendar/queries/get-calendar/get-calendar.query.js';
import type { UrgentItem } from '../src/calendar/queries/urgent-work/urgent-work.query.js';
import { client, startApi, type RunningApi } from './harness.js';

type Item = CalendarItem & Partial<Pick<UrgentItem, 'overdue' | 'timeLeft'>>;
type Day = CalendarDay;

describe.each(ENGINES)('Work calendar API on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  const today = madridDay(new Date());
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);
  const inFiveDays = addDays(today, 5);
  let clientId: number;
  const work: Record<string, number> = {};

  const post = async (path: string, body: object) => {
    const response = await staff(path, { method: 'POST', body });
    expect(response.status).toBe(201);
    return (response.json as { id: number }).id;
  };
  const repair = (estimatedCompletion: string, description: string) =>
    post('/api/repairs', { clientId, device: 'Móvil', model: 'Pixel 8', contactNumber: '611 222 333', description, estimatedCompletion });
  const calendar = async (params: Record<string, string> = {}) => {
    const response = await staff(`/api/calendar?${new URLSearchParams(params)}`);
    expect(response.status).toBe(200);
    return response.json as { from: string; to: string; today: string; days: Day[] };
  };
  const ours = (items: Item[]) => items.filter((item) => item.clientId === clientId);
  const allItems = (days: Day[]) => ours(days.flatMap((day) => day.items));
  const urgent = async (params = '') => {
    const response = await staff(`/api/calendar/urgent${params}`);
    expect(response.status).toBe(200);
    return { items: response.json as Item[], range: response.headers.get('content-range'), overdueTotal: response.headers.get('x-overdue-total') };
  };

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    clientId = await post('/api/clients', { name: 'Calendario', lastName: 'Prueba', phone: '611 222 333' });
    work.late = await repair(yesterday, 'Batería hinchada');
    work.today = await repair(today, 'Cambio de pantalla');
    work.tomorrow = await repair(tomorrow, 'No carga');
    work.later = await repair(inFiveDays, 'Altavoz');
    work.done = await repair(yesterday, 'Ya terminada');
    expect((await staff(`/api/repairs/${work.done}/status`, { method: 'POST', body: { status: 'completed' } })).status).toBe(200);
    work.revision = await post('/api/revisions', {
      clientId,
      device: 'Portátil',
      model: 'ThinkPad X1',
      contactNumber: '611 222 333',
      motive: 'diagnostico',
      description: 'Se apaga solo',
      date: tomorrow,
    });
    work.converted = await post('/api/revisions', {
      clientId,
      device: 'Tablet',
      model: 'iPad Air',
      contactNumber: '611 222 333',
      motive: 'otro',
      description: 'Revisar botón',
      date: today,
    });
    expect((await staff(`/api/revisions/${work.converted}/convert`, { method: 'POST' })).status).toBeLessThan(300);
    work.order = await post('/api/orders', {
      clientId,
      name: 'Funda Pixel 8',
      description: 'Funda de silicona negra',
      quantity: 1,
      unitPriceCents: 1500,
      deliveryDate: today,
    });
  });
  afterAll(() => api.close());

  it('answers the three weeks around today, Monday to Sunday, every day present even when empty', async () => {
    const answer = await calendar();
    expect(answer).toMatchObject({ ...calendarPeriod(today), today });
    expect(answer.from).toBe(addDays(mondayOf(today), -7));
    expect(answer.days).toHaveLength(21);
    expect(answer.days.map((day) => day.date)).toEqual(
      Array.from({ length: 21 }, (_, i) => addDays(answer.from, i)),
    );
    for (const day of answer.days) {
      expect(day.total).toBe(day.repairs + day.revisions + day.orders);
      expect(day.items).toHaveLength(day.total);
    }
  });

  it('places each kind of dated work on its day, with what the day panel shows', async () => {
    const items = allItems((await calendar()).days);
    const byKey = new Map(items.map((item) => [item.key, item]));
    const todayRepair = byKey.get(`repair_${work.today}`)!;
    expect(todayRepair).toMatchObject({
      id: work.today,
      type: 'repair',
      date: today,
      status: 'pending',
      statusLabel: 'Pendiente',
      open: true,
      title: 'Reparación: Móvil Pixel 8',
      client: 'Calendario Prueba',
      device: 'Móvil Pixel 8',
      description: 'Cambio de pantalla',
      priority: 'urgent',
    });
    expect(byKey.get(`revision_${work.revision}`)).toMatchObject({ date: tomorrow, title: 'Revisión: Portátil ThinkPad X1', statusLabel: 'Pendiente' });
    expect(byKey.get(`order_${work.order}`)).toMatchObject({ date: today, title: 'Pedido: Funda Pixel 8', device: null });
    // Due at closing time in Madrid: 20:00 on weekdays, 14:00 on Saturday, end of day on Sunday.
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    expect(todayRepair.time).toBe(weekday === 0 ? null : weekday === 6 ? '14:00' : '20:00');
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(todayRepair.dueDate))).toBe(
      todayRepair.time ?? '23:59',
    );
    // A converted revision lives on as its repair; a completed repair stays on its day, not pressing.
    expect(byKey.has(`revision_${work.converted}`)).toBe(false);
    expect(byKey.get(`repair_${work.done}`)).toMatchObject({ open: false, priority: 'low', statusLabel: 'Completada' });
  });

  it('counts each kind per day', async () => {
    const days = (await calendar()).days;
    const todayCounts = days.find((day) => day.date === today)!;
    const ourToday = ours(todayCounts.items);
    expect(ourToday.map((item) => item.key).sort()).toEqual([`order_${work.order}`, `repair_${work.today}`].sort());
    expect(todayCounts.repairs).toBeGreaterThanOrEqual(1);
    expect(todayCounts.orders).toBeGreaterThanOrEqual(1);
  });

  it('filters by kind and by status, or by the work still open', async () => {
    const orders = allItems((await calendar({ type: 'order' })).days);
    expect(orders.map((item) => item.key)).toEqual([`order_${work.order}`]);
    const completed = allItems((await calendar({ status: 'completed' })).days);
    expect(completed.map((item) => item.key)).toEqual([`repair_${work.done}`]);
    const open = allItems((await calendar({ type: 'repair', status: 'open' })).days).map((item) => item.key);
    expect(open).toEqual(expect.arrayContaining([`repair_${work.late}`, `repair_${work.today}`, `repair_${work.tomorrow}`]));
    expect(open).not.toContain(`repair_${work.done}`);
    expect(allItems((await calendar({ type: 'all' })).days).length).toBe(allItems((await calendar()).days).length);
  });

  it('answers any range of days asked for, and three weeks from a start without an end', async () => {
    const oneDay = await calendar({ from: tomorrow, to: tomorrow });
    expect(oneDay.days.map((day) => day.date)).toEqual([tomorrow]);
    expect(ours(oneDay.days[0]!.items).map((item) => item.key).sort()).toEqual([`repair_${work.tomorrow}`, `revision_${work.revision}`].sort());
    const fromOnly = await calendar({ from: today });
    expect(fromOnly.days).toHaveLength(21);
    expect(fromOnly.to).toBe(addDays(today, 20));
  });

  it('lists the open work due within 48 hours or late: still due first, soonest first, then the late, least late first, with the time left in words', async () => {
    const { items, range, overdueTotal } = await urgent();
    const mine = ours(items);
    expect(mine.map((item) => item.key)).toEqual(
      expect.arrayContaining([`repair_${work.late}`, `repair_${work.today}`, `repair_${work.tomorrow}`, `revision_${work.revision}`, `order_${work.order}`]),
    );
    expect(mine.map((item) => item.key)).not.toContain(`repair_${work.later}`);
    expect(mine.map((item) => item.key)).not.toContain(`repair_${work.done}`);
    expect(mine.map((item) => item.key)).not.toContain(`revision_${work.converted}`);
    // Today's work is never buried under what has been late for months.
    const due = items.filter((item) => !item.overdue);
    const lateOnes = items.filter((item) => item.overdue);
    expect(items).toEqual([...due, ...lateOnes]);
    expect(due.map((item) => item.dueDate)).toEqual(due.map((item) => item.dueDate).sort());
    expect(lateOnes.map((item) => item.dueDate)).toEqual(lateOnes.map((item) => item.dueDate).sort().reverse());
    expect(Number(overdueTotal)).toBe(lateOnes.length);

    const late = mine.find((item) => item.key === `repair_${work.late}`)!;
    expect(late.overdue).toBe(true);
    expect(late.timeLeft).toMatchObject({ overdue: true });
    expect(late.timeLeft!.label).toMatch(/^Vencido hace \d+ (min|h|día|días)$/);
    const soon = mine.find((item) => item.key === `repair_${work.tomorrow}`)!;
    expect(soon.overdue).toBe(false);
    expect(soon.timeLeft!.label).toMatch(/^Vence (mañana|en \d+ (h|min))$/);
    expect(range).toBe(`urgent 0-${items.length - 1}/${items.length}`);

    const onlyOrders = await urgent('?type=order');
    expect(onlyOrders.items.every((item) => item.type === 'order')).toBe(true);
    expect(ours(onlyOrders.items).map((item) => item.key)).toEqual([`order_${work.order}`]);
  });

  it('drops work from the urgent list once it is finished', async () => {
    expect((await staff(`/api/orders/${work.order}/status`, { method: 'PATCH', body: { status: 'delivered', leaveOwed: true } })).status).toBe(200);
    const keys = ours((await urgent()).items).map((item) => item.key);
    expect(keys).not.toContain(`order_${work.order}`);
    const delivered = allItems((await calendar({ type: 'order' })).days)[0]!;
    expect(delivered).toMatchObject({ status: 'delivered', statusLabel: 'Entregado', open: false });
  });

  it('refuses bad parameters with Spanish messages', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-02-30', 'from', 'La fecha de inicio no es válida (AAAA-MM-DD)'],
      ['from=2026-11-01&to=mañana', 'to', 'La fecha de fin no es válida (AAAA-MM-DD)'],
      ['from=2026-11-20&to=2026-11-10', 'to', 'La fecha de fin no puede ser anterior a la de inicio'],
      ['from=2026-01-01&to=2026-12-31', 'to', 'No se pueden pedir más de 62 días a la vez'],
      ['type=invoice', 'type', 'Tipo de trabajo no válido: usa repair, revision u order'],
      ['status=lost', 'status', 'Estado no válido'],
    ];
    for (const [params, field, message] of cases) {
      const response = await staff(`/api/calendar?${params}`);
      expect(response.status).toBe(400);
      expect((response.json as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    const badUrgent = await staff('/api/calendar/urgent?type=x');
    expect(badUrgent.status).toBe(400);
  });

  it('is for staff only', async () => {
    const anonymous = client(api.url);
    expect((await anonymous('/api/calendar')).status).toBe(401);
    expect((await anonymous('/api/calendar/urgent')).status).toBe(401);
  });
});
