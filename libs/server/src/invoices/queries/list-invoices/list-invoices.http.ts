import { BadRequestException, Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { INVOICE_KINDS, INVOICE_SOURCES, isCalendarDay } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { InvoiceRow } from '../../invoice-row.entity.js';
import { invoiceJson, invoiceJsonSchema } from '../get-invoice/invoice.json.js';
import { InvoiceReads } from '../get-invoice/invoice-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

const SORTABLE = ['id', 'issueDate', 'totalCents', 'number'] as const;
const invalid = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });

/** The list's filters, checked: a wrong one is a Spanish 400. */
function invoiceFilter(filter: Record<string, unknown>): FilterQuery<InvoiceRow> {
  const where: FilterQuery<InvoiceRow> = {};
  const { kind, sourceKind, sourceId, from, to, q, annulled } = filter;
  if (annulled !== undefined) {
    if (typeof annulled !== 'boolean') throw invalid('annulled', 'Indica si son las anuladas (true) o las demás (false)');
    where.annulledAt = annulled ? { $ne: null } : null;
  }
  if (kind !== undefined) {
    if (!INVOICE_KINDS.includes(kind as never)) throw invalid('kind', 'Tipo de factura no válido');
    where.kind = kind as InvoiceRow['kind'];
  }
  if (sourceKind !== undefined) {
    if (!INVOICE_SOURCES.includes(sourceKind as never)) throw invalid('sourceKind', 'Origen no válido');
    where.sourceKind = sourceKind as InvoiceRow['sourceKind'];
  }
  if (sourceId !== undefined) {
    if (!Number.isSafeInteger(Number(sourceId)) || Number(sourceId) <= 0) throw invalid('sourceId', 'Número de trabajo no válido');
    where.sourceId = Number(sourceId);
  }
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (value !== undefined && (typeof value !== 'string' || !isCalendarDay(value))) throw invalid(name, 'Fecha no válida: usa AAAA-MM-DD');
  }
  if (from !== undefined || to !== undefined) where.issueDate = { ...(from ? { $gte: from as string } : {}), ...(to ? { $lte: to as string } : {}) };
  if (q !== undefined) {
    if (typeof q !== 'string' || q.length > 200 || /[\u0000-\u001f]/.test(q)) throw invalid('q', 'Búsqueda no válida');
    const text = q.trim();
    if (text) where.$or = [{ number: { $like: `%${text.toUpperCase()}%` } }, { customerName: { $like: `%${text}%` } }];
  }
  return where;
}

@Controller('invoices')
export class ListInvoicesController {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly invoices: InvoiceReads,
  ) {}

  /** 'Facturas', newest first (ra-data-simple-rest): `kind`, `sourceKind` + `sourceId`, `from`/`to`, `q` (number or customer), `annulled`. */
  @ApiRoute({ summary: 'Facturas', list: true, description: 'De la más nueva; filtros `kind`, `sourceKind` + `sourceId`, `from`/`to`, `q`, `annulled`. Sin el QR (`verifactu.qrSvg`).', answer: z.array(invoiceJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, SORTABLE, { field: 'id', order: 'DESC' });
    const [rows, total] = await this.orm.em.fork().findAndCount(InvoiceRow, invoiceFilter(list.filter), {
      orderBy: { [list.sort.field]: list.sort.order, id: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    const production = this.invoices.production;
    return listAnswer(reply, 'invoices', list, { rows: rows.map((row) => invoiceJson(row, { production })), total });
  }
}
