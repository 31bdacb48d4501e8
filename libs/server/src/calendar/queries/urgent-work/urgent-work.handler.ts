import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { addDays, madridDay, timeLeft, URGENT_WINDOW_HOURS, urgentHorizon } from '@taller/domain';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { readModelQuery } from '../../../projections/sql-context.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { compareText, datedWork, sourcesOf, type CalendarItem } from '../../calendar-sources.js';
import { URGENT_LIMIT, UrgentWork } from './urgent-work.query.js';
import type { UrgentItemJson } from '../../calendar.json.js';

/**
 * Today's work first: what is still due (in the next 48 hours) soonest first, then what is
 * already late, the least late first, so that an order forgotten for months never buries the
 * repair promised for this afternoon. What is due is read first; of what is late, each kind
 * reads only as many as the answer still has room for (the least late first, a day's work by
 * id as the answer orders it) and counts the rest.
 */
@QueryHandler(UrgentWork)
export class UrgentWorkHandler implements IQueryHandler<UrgentWork> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {}

  async execute({ now, type }: UrgentWork) {
    const horizon = new Date(now.getTime() + URGENT_WINDOW_HOURS * 3_600_000);
    const today = madridDay(now);
    const hours = await this.shop.hours();
    const sources = sourcesOf(type);
    const found: CalendarItem[] = [];
    let total = 0;
    await readModelQuery(this.orm, async (sql) => {
      // Today to the window's last day (the window may end mid-day).
      const coming = await datedWork(sql, sources, { from: today, to: urgentHorizon(now), status: 'open' }, now, URGENT_LIMIT, 'ASC', hours);
      const inWindow = coming.items.filter((item) => new Date(item.dueDate) <= horizon);
      found.push(...inWindow);
      total += coming.total - (coming.items.length - inWindow.length);
      // Every day before today: the answer keeps at most what the window left room for.
      const room = Math.max(0, URGENT_LIMIT - found.length);
      const late = await datedWork(sql, sources, { to: addDays(today, -1), status: 'open' }, now, room, 'DESC', hours);
      found.push(...late.items);
      total += late.total;
    }, { planOnce: true });
    const items = found.map((item) => {
      const left = timeLeft(new Date(item.dueDate), now);
      // Each item is this answer's own, so it takes its two fields in place (a copy of each cost more than its query).
      const urgent = item as UrgentItemJson;
      urgent.overdue = left.overdue;
      urgent.timeLeft = { overdue: left.overdue, minutes: left.minutes, label: left.label };
      return urgent;
    });
    const due = items.filter((item) => !item.overdue).sort((a, b) => compareText(a.dueDate, b.dueDate) || byKind(a, b));
    const overdue = items.filter((item) => item.overdue).sort((a, b) => compareText(b.dueDate, a.dueDate) || byKind(a, b));
    const overdueTotal = total - due.length;
    return { items: [...due, ...overdue].slice(0, URGENT_LIMIT), total, overdueTotal };
  }
}

const byKind = (a: CalendarItem, b: CalendarItem) => compareText(a.type, b.type) || a.id - b.id;
