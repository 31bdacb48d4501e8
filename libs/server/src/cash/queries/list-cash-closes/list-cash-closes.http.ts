import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyReply } from 'fastify';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { CashCloseRow } from '../../cash-close-row.entity.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

const SORTABLE = ['id', 'differenceCents'] as const;

export const cashCloseJson = (row: CashCloseRow) => ({
  id: row.day,
  day: row.day,
  closedAt: row.closedAt.toISOString(),
  closedBy: row.closedBy,
  floatCents: row.floatCents,
  expectedCashCents: row.expectedCashCents,
  countedCashCents: row.countedCashCents,
  differenceCents: row.differenceCents,
  inCents: row.inCents,
  outCents: row.outCents,
  corrections: row.corrections,
  note: row.note,
  updatedAt: row.updatedAt.toISOString(),
});

@Controller('cash/closes')
export class ListCashClosesController {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** 'Cierres de caja', newest first (ra-data-simple-rest): each day with its last count. */
  @ApiRoute({ summary: 'Cierres de caja', list: true, answer: 'Cada día cerrado con su último recuento, del más reciente' })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, SORTABLE, { field: 'id', order: 'DESC' });
    const [rows, total] = await this.orm.em.fork().findAndCount(CashCloseRow, {}, {
      orderBy: { [list.sort.field]: list.sort.order, id: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    return listAnswer(reply, 'cash/closes', list, { rows: rows.map(cashCloseJson), total });
  }
}
