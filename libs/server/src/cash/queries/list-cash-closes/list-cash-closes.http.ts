import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyReply } from 'fastify';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { CashCloseRow } from '../../cash-close-row.entity.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { cashCloseFieldLabels as label } from '@taller/domain';
import { z } from 'zod';

const SORTABLE = ['id', 'differenceCents'] as const;

const cents = (text: string) => z.number().int().describe(`${text}, en céntimos`);

/** A closed day as the list of closes answers it: its last count (the API description shows this schema; cashCloseJson is held to it). */
export const cashCloseJsonSchema = z
  .object({
    id: z.string().describe('El día: AAAA-MM-DD'),
    day: z.string().describe(`${label.day}: AAAA-MM-DD (Madrid)`),
    closedAt: z.string().describe('Cerrada: instante ISO 8601 (UTC)'),
    closedBy: z.string().describe('Quién la cerró'),
    floatCents: cents(label.floatCents!),
    expectedCashCents: cents(label.expectedCashCents!),
    countedCashCents: cents(label.countedCashCents!),
    differenceCents: cents(`${label.differenceCents}: contado menos esperado`),
    inCents: cents('Cobrado en el día, por todas las formas de pago'),
    outCents: cents('Devuelto en el día, por todas las formas de pago'),
    corrections: z.number().int().describe('Cuántas correcciones tiene'),
    note: z.string().describe(label.note!),
    updatedAt: z.string().describe('Último recuento: instante ISO 8601 (UTC)'),
  })
  .describe('Un día cerrado, con su último recuento');
export type CashCloseJson = z.infer<typeof cashCloseJsonSchema>;

export const cashCloseJson = (row: CashCloseRow): CashCloseJson => ({
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
  @ApiRoute({ summary: 'Cierres de caja', list: true, description: 'Del más reciente.', answer: z.array(cashCloseJsonSchema) })
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
