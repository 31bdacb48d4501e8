import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import type { FastifyRequest } from 'fastify';
import { Ctx } from '../../../auth/auth.guard.js';
import type { TallerConfig } from '../../../config/config.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { siteAddress } from '../../../http/site-address.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { GetRepairQuote } from '../../queries/repair-quote/repair-quote.query.js';
import { RepairReads } from '../../repair-reads.js';
import { AnswerRepairQuote } from '../answer-repair-quote/answer-repair-quote.command.js';
import { IssueRepairQuote } from './issue-repair-quote.command.js';

/** `decision` as a form sends it: accept or reject; anything else goes on as it is, for the domain to refuse. */
export const acceptsQuote = (decision: unknown): unknown => (decision === 'accept' ? true : decision === 'reject' ? false : decision);

/**
 * A repair's quote, for staff: `GET /api/repairs/:id/quote` (`{quote}`, null when none),
 * `POST` one (`{lines: [{kind, description, quantity, unitPriceCents}], validUntil?, notes?}`:
 * e-mailed with the tracking link when the client has an address), and `POST …/quote/answer`
 * (`{number, decision: 'accept'|'reject', channel: 'phone'|'in_person'}`) for an answer given
 * at the counter or on the phone, recorded with who took it. Each answers the repair and the quote.
 */
@Controller('repairs')
export class RepairQuoteController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: QueryBus,
    private readonly repairs: RepairReads,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  @Get(':id/quote')
  async get(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    const found = await this.queries.execute(new GetRepairQuote(id));
    if (!found) throw new NotFoundException({ message: repairMessages.notFound });
    return found;
  }

  @Post(':id/quote')
  async issue(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext, @Req() request: FastifyRequest) {
    const { emailed } = await this.commands.run(new IssueRepairQuote(id, objectBody(body), siteAddress(this.config, request), context));
    return { ...(await this.answer(id)), emailed };
  }

  @Post(':id/quote/answer')
  @HttpCode(200)
  async record(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { number, decision, channel } = objectBody(body);
    await this.commands.run(new AnswerRepairQuote(id, { number, accept: acceptsQuote(decision), channel }, false, context));
    return this.answer(id);
  }

  private async answer(id: number) {
    const [repair, found] = await Promise.all([this.repairs.require(id), this.queries.execute(new GetRepairQuote(id))]);
    return { repair, quote: found?.quote ?? null };
  }
}
