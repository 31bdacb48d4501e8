import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { orderMessages, repairMessages, revisionMessages } from '@taller/domain';
import { Roles } from '../../../auth/auth.guard.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import type { NoticeRecordKind } from '../../notice-records.js';
import { GetNoticeLog } from './notice-log.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

const MESSAGES = { repair: repairMessages, revision: revisionMessages, order: orderMessages } as const;

async function logOf(queries: QueryBus, kind: NoticeRecordKind, id: number) {
  const log = await queries.execute(new GetNoticeLog({ kind, id }));
  if (!log) throw new NotFoundException({ message: MESSAGES[kind].notFound });
  return log;
}

/** `GET /api/{repairs,revisions,orders}/:id/notice-log`: every message the customer was sent about it, staff only. */
@Controller()
@Roles('gerente', 'administrador')
export class NoticeLogController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Mensajes enviados al cliente sobre una reparación', answer: 'Cada mensaje enviado con su entrega' })
  @Get('repairs/:id/notice-log')
  repair(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    return logOf(this.queries, 'repair', id);
  }

  @ApiRoute({ summary: 'Mensajes enviados al cliente sobre una revisión', answer: 'Cada mensaje enviado con su entrega' })
  @Get('revisions/:id/notice-log')
  revision(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number) {
    return logOf(this.queries, 'revision', id);
  }

  @ApiRoute({ summary: 'Mensajes enviados al cliente sobre un pedido', answer: 'Cada mensaje enviado con su entrega' })
  @Get('orders/:id/notice-log')
  order(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number) {
    return logOf(this.queries, 'order', id);
  }
}
