import { phoneKey } from '@taller/domain';
import { planDemoShop } from '../src/demo/demo-generator.js';

const TODAY = new Date('2026-11-22T10:00:00Z');
const SIZES = { clients: 60, repairs: 400, revisions: 100, orders: 150, notes: 10 };
const DAY_MS = 86_400_000;

describe('The demo shop plan', () => {
  const plan = planDemoShop(SIZES, 3, TODAY);
  const repairs = plan.jobs.filter((job) => job.kind === 'repair');
  const finalRepairStatus = (job: (typeof repairs)[number]) =>
    job.steps.filter((s) => s.step.kind === 'repairStatus').map((s) => (s.step as { status: string }).status).at(-1) ?? 'pending';

  it('is the same for the same seed and different for another', () => {
    expect(planDemoShop(SIZES, 3, TODAY)).toEqual(plan);
    expect(planDemoShop(SIZES, 4, TODAY)).not.toEqual(plan);
  });

  it('has the sizes asked for, clients with distinct Spanish mobile numbers', () => {
    expect(plan.clients).toHaveLength(60);
    expect(repairs).toHaveLength(400);
    expect(plan.jobs.filter((job) => job.kind === 'revision')).toHaveLength(100);
    expect(plan.jobs.filter((job) => job.kind === 'order')).toHaveLength(150);
    expect(plan.notes).toHaveLength(10);
    expect(plan.clients.every((c) => /^(\+34 )?6\d{2} \d{3} \d{3}$/.test(c.form.phone))).toBe(true);
    expect(new Set(plan.clients.map((c) => phoneKey(c.form.phone))).size).toBe(60);
  });

  it('dates every step in the past, after what it follows, and bookings also in the coming weeks', () => {
    for (const job of plan.jobs) {
      expect(job.at.getTime()).toBeLessThan(TODAY.getTime());
      for (const { at } of job.steps) {
        expect(at.getTime()).toBeLessThan(TODAY.getTime());
        expect(at.getTime()).toBeGreaterThanOrEqual(job.at.getTime());
      }
    }
    const bookings = plan.jobs.filter((job) => job.kind === 'revision').map((job) => job.form['date'] as string);
    expect(bookings.some((day) => day > '2026-11-22')).toBe(true);
    expect(bookings.some((day) => day < '2026-11-22')).toBe(true);
  });

  it('leaves older work mostly finished and recent work mostly open', () => {
    const older = repairs.filter((job) => TODAY.getTime() - job.at.getTime() > 30 * DAY_MS);
    const recent = repairs.filter((job) => TODAY.getTime() - job.at.getTime() < 7 * DAY_MS);
    const finished = (jobs: typeof repairs) => jobs.filter((job) => ['completed', 'cancelled'].includes(finalRepairStatus(job))).length / jobs.length;
    expect(finished(older)).toBeGreaterThan(0.8);
    expect(finished(recent)).toBeLessThan(0.3);
  });
});
