import { BadRequestException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { isCalendarDay, movementFieldLabels } from '@taller/domain';
import { z } from 'zod';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { LEDGER_METHODS, MoneyMovementRow } from '../../ledger/money-movement-row.entity.js';
import { ListPayments } from './list-payments.query.js';

const LEDGER_KINDS = ['repair', 'order', 'counter'] as const;

/** A movement of the ledger as the API answers it (the API description shows this schema; paymentJson is held to it). */
export const paymentJsonSchema = z
  .object({
    id: z.string().describe('Id del movimiento: el que repite una petición reintentada'),
    kind: z.enum(LEDGER_KINDS).describe('De qué: reparación, pedido o venta en mostrador'),
    recordId: z.number().int().describe('La reparación, el pedido o la factura de la venta'),
    direction: z.enum(['in', 'out']).describe('`in` cobrado al cliente, `out` devuelto'),
    amountCents: z.number().int().describe(`${movementFieldLabels.amountCents}, en céntimos`),
    method: z.enum(LEDGER_METHODS).describe(movementFieldLabels.method),
    day: z.string().describe('Día de caja al que pertenece: AAAA-MM-DD (Madrid)'),
    at: z.string().describe('Instante ISO 8601 (UTC)'),
    byName: z.string().describe('Quién lo cobró o devolvió'),
    note: z.string().describe(movementFieldLabels.note),
  })
  .describe('Un cobro o una devolución');
export type PaymentJson = z.infer<typeof paymentJsonSchema>;

export function paymentJson(row: MoneyMovementRow): PaymentJson {
  return {
    id: row.id,
    // The ledger's kinds, as its projection writes them (the column is text).
    kind: row.kind as PaymentJson['kind'],
    recordId: row.recordId,
    direction: row.direction,
    amountCents: row.amountCents,
    method: row.method,
    day: row.day,
    at: row.at.toISOString(),
    byName: row.byName,
    note: row.note,
  };
}

const invalid = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });

/** The ledger's filters, checked: a wrong one is a Spanish 400, never an empty page that looks true. */
export function ledgerFilter(filter: Record<string, unknown>): FilterQuery<MoneyMovementRow> {
  const where: FilterQuery<MoneyMovementRow> = {};
  const { kind, recordId, day, method, direction } = filter;
  if (kind !== undefined) {
    if (kind !== 'repair' && kind !== 'order' && kind !== 'counter') throw invalid('kind', 'Tipo no válido: reparación, pedido o venta en mostrador');
    where.kind = kind;
  }
  if (recordId !== undefined) {
    if (!Number.isSafeInteger(Number(recordId)) || Number(recordId) <= 0) throw invalid('recordId', 'Número de trabajo no válido');
    where.recordId = Number(recordId);
  }
  if (day !== undefined) {
    if (typeof day !== 'string' || !isCalendarDay(day)) throw invalid('day', 'Fecha no válida: usa AAAA-MM-DD');
    where.day = day;
  }
  if (method !== undefined) {
    if (!LEDGER_METHODS.includes(method as never)) throw invalid('method', 'Forma de pago no válida');
    where.method = method as MoneyMovementRow['method'];
  }
  if (direction !== undefined) {
    if (direction !== 'in' && direction !== 'out') throw invalid('direction', 'Sentido no válido: cobro o devolución');
    where.direction = direction;
  }
  return where;
}

@QueryHandler(ListPayments)
export class ListPaymentsHandler implements IQueryHandler<ListPayments> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ list }: ListPayments) {
    const [rows, total] = await this.orm.em.fork().findAndCount(MoneyMovementRow, ledgerFilter(list.filter), {
      orderBy: { [list.sort.field]: list.sort.order, position: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    return { rows: rows.map(paymentJson), total };
  }
}
