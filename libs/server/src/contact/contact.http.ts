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

/** The public contact form: anyone may write, a few times per address in ten minutes. */
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** `{name, email, phone?, subject, message, template?}` → 201 `{ok, success, id, message}`; 5 per address in 10 minutes, then 429. */
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
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, CONTACT_SORTABLE, NEWEST_MESSAGES_FIRST);
    return listAnswer(reply, 'messages', list, await this.contact.list(list));
  }

  @Get(':id')
  get(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.contact.require(id);
  }

  /** `{handled: true|false}`: answered, or back to pending. */
  @Patch(':id')
  patch(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.contact.setHandled(id, objectBody(body), context);
  }

  /** ra-data-simple-rest's update sends the whole record: only its `handled` is taken. */
  @Put(':id')
  put(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.contact.setHandled(id, objectBody(body), context);
  }

  @Delete(':id')
  delete(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.contact.remove(id);
  }
}
