import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { daysOf, madridDay } from '@taller/domain';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { readModelQuery } from '../../../projections/sql-context.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { compareText, datedWork, sourcesOf } from '../../calendar-sources.js';
import { GetCalendar, type CalendarDay } from './get-calendar.query.js';
import type { CalendarJson } from '../../calendar.json.js';

const COUNTS = { repair: 'repairs', revision: 'revisions', order: 'orders' } as const;

@QueryHandler(GetCalendar)
export class GetCalendarHandler implements IQueryHandler<GetCalendar> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {}

  async execute({ range, type, status, now }: GetCalendar): Promise<CalendarJson> {
    const hours = await this.shop.hours();
    const { items } = await readModelQuery(this.orm, (sql) => datedWork(sql, sourcesOf(type), { ...range, status }, now, undefined, 'ASC', hours), {
      planOnce: true,
    });

    const days = new Map<string, CalendarDay>(
      daysOf(range.from, range.to).map((date) => [date, { date, repairs: 0, revisions: 0, orders: 0, total: 0, items: [] }]),
    );
    items.sort((a, b) => compareText(a.dueDate, b.dueDate) || compareText(a.type, b.type) || a.id - b.id);
    for (const item of items) {
      const day = days.get(item.date)!;
      day[COUNTS[item.type]] += 1;
      day.total += 1;
      day.items.push(item);
    }
    return { from: range.from, to: range.to, today: madridDay(now), days: [...days.values()] };
  }
}
