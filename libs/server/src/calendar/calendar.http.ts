import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  addDays,
  CALENDAR_WEEKS,
  calendarMessages,
  calendarPeriod,
  calendarRangeErrors,
  isCalendarDay,
  madridDay,
  ORDER_STATUSES,
  REPAIR_STATUSES,
  REVISION_STATUSES,
  ValidationFailed,
  WORK_TYPES,
  type WorkType,
} from '@taller/domain';
import { contentRange } from '../shared/list-query.js';
import { GetCalendar } from './queries/get-calendar/get-calendar.query.js';
import { UrgentWork } from './queries/urgent-work/urgent-work.query.js';
import { ApiRoute } from '../http/openapi/api-route.js';
import { calendarJsonSchema, urgentItemJsonSchema } from './calendar.json.js';
import { z } from 'zod';

/** Any status of any kind of work, or `open` for the work that still waits. */
const STATUSES = new Set<string>(['open', ...REPAIR_STATUSES, ...REVISION_STATUSES, ...ORDER_STATUSES]);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `type`: one kind, or all when missing, empty or `all`. */
function typeOf(value: unknown, errors: Record<string, string>): WorkType | undefined {
  const type = text(value);
  if (type === '' || type === 'all') return undefined;
  if (!(WORK_TYPES as readonly string[]).includes(type)) errors['type'] = calendarMessages.typeInvalid;
  return type as WorkType;
}

@Controller('calendar')
export class CalendarController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `GET /api/calendar?from&to&type&status`: the days of the range with their counts and
   * items; without a range, the three weeks of the grid around today.
   */
  @ApiRoute({ summary: 'Calendario de trabajo (`from`, `to`, `type`, `status`)', description: 'Sin rango, las tres semanas de la cuadrícula.', answer: calendarJsonSchema })
  @Get()
  calendar(@Query() query: Record<string, unknown>) {
    const now = new Date();
    const period = calendarPeriod(madridDay(now));
    const from = text(query.from) || period.from;
    const to = text(query.to) || (!text(query.from) ? period.to : isCalendarDay(from) ? addDays(from, CALENDAR_WEEKS * 7 - 1) : from);
    const errors = calendarRangeErrors(from, to);
    const type = typeOf(query.type, errors);
    const status = text(query.status) || undefined;
    if (status && !STATUSES.has(status)) errors['status'] = calendarMessages.statusInvalid;
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return this.queries.execute(new GetCalendar({ from, to }, type, status, now));
  }

  /**
   * `GET /api/calendar/urgent?type`: open work due within 48 hours, soonest first, then late
   * work, least late first. `Content-Range` counts it all, `X-Overdue-Total` the late part.
   */
  @ApiRoute({ summary: 'Trabajo urgente y atrasado (`type`)', description: 'Lo abierto que vence en 48 horas, lo antes primero, y luego lo vencido, lo menos atrasado primero. `Content-Range` da el total y `X-Overdue-Total` los vencidos.', answer: z.array(urgentItemJsonSchema) })
  @Get('urgent')
  async urgent(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const errors: Record<string, string> = {};
    const type = typeOf(query.type, errors);
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const { items, total, overdueTotal } = await this.queries.execute(new UrgentWork(new Date(), type));
    reply.header('Content-Range', contentRange('urgent', 0, items.length, total));
    reply.header('X-Overdue-Total', String(overdueTotal));
    return items;
  }
}
