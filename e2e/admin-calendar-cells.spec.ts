import { expect, test, type Page } from './support/test';
import { addDays, madridDay } from '../libs/domain/src/shared/dates';

/**
 * The calendar's day cells on the shop's 1366×768 screen: the work of a day is read at a
 * glance, each title whole (wrapped, not cut to a few letters), the full text also on hover
 * and in the day panel.
 */

const uniqueTag = () => `${Date.now().toString(36).slice(-4)}`;

interface CalendarDay {
  date: string;
  total: number;
}

/** The first day of next week (Monday to Saturday) with no work yet. */
async function quietDayNextWeek(page: Page): Promise<string> {
  const today = madridDay(new Date());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const nextMonday = addDays(today, 7 - weekday);
  const answer = await page.request.get(`/api/calendar?from=${nextMonday}&to=${addDays(nextMonday, 5)}`);
  expect(answer.status()).toBe(200);
  const { days } = (await answer.json()) as { days: CalendarDay[] };
  const quiet = days.find((day) => day.total === 0);
  expect(quiet, 'a day of next week with no work').toBeDefined();
  return quiet!.date;
}

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
});

test('at 1366×768 a day cell shows each title whole, on hover too, and the day panel repeats it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const day = await quietDayNextWeek(page);
  const tag = uniqueTag();
  const repairModel = `Galaxy A54 ${tag}`;
  const orderName = `Funda libro iPad ${tag}`;
  const repair = await page.request.post('/api/repairs', {
    data: {
      clientId: 1,
      device: 'Móvil',
      model: repairModel,
      contactNumber: '612 345 678',
      description: 'Pantalla rota',
      estimatedCompletion: day,
    },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  const order = await page.request.post('/api/orders', {
    data: { clientId: 1, name: orderName, description: 'Pedido de prueba', quantity: 1, unitPriceCents: 1990, deliveryDate: day },
  });
  expect(order.status(), await order.text()).toBe(201);

  await page.goto('/gestion/calendario');
  const cell = page.locator(`[role="grid"] [data-date="${day}"]`);
  await expect(cell).toHaveAccessibleName(/1 reparación/);

  for (const text of [`Móvil ${repairModel}`, orderName]) {
    const title = cell.getByText(text, { exact: true });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('title', new RegExp(`${text}$`));
    // Whole: nothing hidden past the right edge or under a clamp.
    const hidden = await title.evaluate((element) => ({
      wide: element.scrollWidth > element.clientWidth + 1,
      tall: element.scrollHeight > element.clientHeight + 1,
    }));
    expect(hidden, text).toEqual({ wide: false, tall: false });
  }
  await page.screenshot({ path: test.info().outputPath('calendar-1366x768.png') });

  await cell.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: `Reparación: Móvil ${repairModel}` })).toBeVisible();
  await expect(panel.getByRole('heading', { name: `Pedido: ${orderName}` })).toBeVisible();
});
