import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { timeLeft, URGENT_WINDOW_HOURS, urgentHorizon } from '@taller/domain';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { datedWork, sourcesOf, type CalendarItem } from '../../calendar-sources.js';
import { URGENT_LIMIT, UrgentWork, type UrgentItem } from './urgent-work.query.js';

@QueryHandler(UrgentWork)
export class UrgentWorkHandler implements IQueryHandler<UrgentWork> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ now, type }: UrgentWork) {
    const em = this.orm.em.fork();
    const horizon = new Date(now.getTime() + URGENT_WINDOW_HOURS * 3_600_000);
    const found: CalendarItem[] = [];
    let total = 0;
    for (const source of sourcesOf(type)) {
      // Every open item dated up to the window's last day; the window may end mid-day.
      const work = await datedWork(em, source, { to: urgentHorizon(now), status: 'open' }, now, URGENT_LIMIT);
      const inWindow = work.items.filter((item) => new Date(item.dueDate) <= horizon);
      found.push(...inWindow);
      total += work.total - (work.items.length - inWindow.length);
    }
    const items: UrgentItem[] = found
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.type.localeCompare(b.type) || a.id - b.id)
      .slice(0, URGENT_LIMIT)
      .map((item) => {
        const left = timeLeft(new Date(item.dueDate), now);
        return { ...item, overdue: left.overdue, timeLeft: left };
      });
    return { items, total };
  }
}
