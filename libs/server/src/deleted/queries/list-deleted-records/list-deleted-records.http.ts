import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { DELETED_KINDS, type DeletedKind } from '../../deleted-records.js';
import { deletedMessages } from '../../deleted.messages.js';
import { ListDeletedRecords } from './list-deleted-records.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

const SORTABLE = ['deletedAt'] as const;

/** `kind` is one kind or a list of them; anything else is refused in Spanish. */
function kindsOf(kind: unknown): readonly DeletedKind[] {
  if (kind === undefined || kind === '') return DELETED_KINDS;
  const wanted = Array.isArray(kind) ? kind : [kind];
  if (!wanted.every((k) => (DELETED_KINDS as readonly unknown[]).includes(k))) throw new BadRequestException({ message: deletedMessages.invalidKind });
  return wanted as DeletedKind[];
}

function recordIdOf(recordId: unknown): number | undefined {
  if (recordId === undefined || recordId === '') return undefined;
  const id = Number(recordId);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestException({ message: deletedMessages.invalidRecordId });
  return id;
}

@Controller('deleted')
export class ListDeletedRecordsController {
  constructor(private readonly queries: QueryBus) {}

  /** The 'Eliminadas' view: `filter={"kind":"repair","recordId":12}`, sorted by deletion. */
  @ApiRoute({ summary: 'Registros eliminados', list: true, answer: 'Reparaciones, revisiones, pedidos y clientes eliminados, del último eliminado; filtros `kind` y `recordId`' })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, SORTABLE, { field: 'deletedAt', order: 'DESC' });
    const filter = { kinds: kindsOf(list.filter.kind), recordId: recordIdOf(list.filter.recordId) };
    return listAnswer(reply, 'deleted', list, await this.queries.execute(new ListDeletedRecords(filter, list.sort.order, list.range)));
  }
}
