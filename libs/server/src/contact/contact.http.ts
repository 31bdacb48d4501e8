import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Ctx, Public, type AuthenticatedRequest } from '../auth/auth.guard.js';
import { withRetryAfter } from '../shared/too-many-attempts.js';
import type { CommandContext } from '../shared/actor.js';
import { objectBody } from '../shared/http-body.js';
import { ParseIdPipe } from '../shared/id.pipe.js';
import { listAnswer, parseListQuery } from '../shared/list-query.js';
import { contactMessages as m } from '@taller/domain';
import { CONTACT_SORTABLE, ContactService, NEWEST_MESSAGES_FIRST } from './contact.service.js';
import { ApiRoute } from '../http/openapi/api-route.js';
import { contactFormSchema, handledSchema } from './contact.rules.js';
import { contactMessageJsonSchema } from './contact.json.js';
import { z } from 'zod';

/** The public contact form: anyone may write, a few times per address in ten minutes. */
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** `{name, email, phone?, subject, message, template?}` → 201 `{ok, success, id, message}`; 5 per address in 10 minutes, then 429. */
  @ApiRoute({ summary: 'Enviar el formulario de contacto', body: contactFormSchema, answer: '`{ok, success, id, message}`', errors: [429] })
  @Post()
  send(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return withRetryAfter(reply, () => this.contact.receive(objectBody(body), request.ip));
  }
}

/** The messages received, for staff, over ra-data-simple-rest's protocol. */
@Controller('messages')
export class ContactMessagesController {
  constructor(private readonly contact: ContactService) {}

  /** `sort`, `range`, `filter={"q":…,"handled":true|false,"template":…}` or `filter={"id":[…]}`. */
  @ApiRoute({ summary: 'Mensajes de contacto', list: true, description: 'Filtros `q`, `handled`, `template`.', answer: z.array(contactMessageJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, CONTACT_SORTABLE, NEWEST_MESSAGES_FIRST);
    return listAnswer(reply, 'messages', list, await this.contact.list(list));
  }

  @ApiRoute({ summary: 'Un mensaje de contacto', answer: contactMessageJsonSchema })
  @Get(':id')
  get(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.contact.require(id);
  }

  /** `{handled: true|false}`: answered, or back to pending. */
  @ApiRoute({ summary: 'Marcar un mensaje como atendido (o pendiente)', body: handledSchema, answer: contactMessageJsonSchema })
  @Patch(':id')
  patch(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.contact.setHandled(id, objectBody(body), context);
  }

  /** ra-data-simple-rest's update sends the whole record: only its `handled` is taken. */
  @ApiRoute({ summary: 'Marcar un mensaje como atendido (el registro entero; solo cuenta `handled`)', body: handledSchema, answer: contactMessageJsonSchema })
  @Put(':id')
  put(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.contact.setHandled(id, objectBody(body), context);
  }

  @ApiRoute({ summary: 'Eliminar un mensaje de contacto', answer: contactMessageJsonSchema.describe('El mensaje eliminado') })
  @Delete(':id')
  delete(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.contact.remove(id);
  }
}
