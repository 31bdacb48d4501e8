import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages, revisionMessages, quoteForm } from '@taller/domain';
import type { FastifyRequest } from 'fastify';
import { Ctx } from '../../../auth/auth.guard.js';
import type { TallerConfig } from '../../../config/config.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { siteAddress } from '../../../http/site-address.js';
import { RepairReads } from '../../../repairs/repair-reads.js';
import { RevisionReads } from '../../../revisions/revision-reads.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { GetQuote } from '../../queries/get-quote/get-quote.query.js';
import { quotedMessages, type QuotedRecord } from '../../quoted-records.js';
import { AnswerQuote } from '../answer-quote/answer-quote.command.js';
import { IssueQuote } from './issue-quote.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../../repairs/repair.json.js';
import { revisionJsonSchema } from '../../../revisions/revision.json.js';
import { staffQuoteJsonSchema } from '../../quote.json.js';
import { z } from 'zod';

const quoteAnswer = z.strictObject({ quote: staffQuoteJsonSchema.nullable().describe('El presupuesto vigente; null si no hay') }).describe('El presupuesto vigente');
const quoteOrNull = staffQuoteJsonSchema.nullable().describe('Su presupuesto vigente');
const emailed = z.boolean().describe('Se envió por correo al cliente');
const repairId = z.number().int().optional().describe('Solo al aceptar el presupuesto de una revisión: la reparación en que se convirtió');

/** `decision` as a form sends it: accept or reject; anything else goes on as it is, for the domain to refuse. */
export const acceptsQuote = (decision: unknown): unknown => (decision === 'accept' ? true : decision === 'reject' ? false : decision);

/**
 * A repair's or revision's quote, for staff: `GET /api/{repairs,revisions}/:id/quote` (`{quote}`,
 * null when none), `POST` one (`{lines: [{kind, description, quantity, unitPriceCents}],
 * validUntil?, notes?}`: e-mailed with the tracking link when the client has an address), and
 * `POST …/quote/answer` (`{number, decision: 'accept'|'reject', channel: 'phone'|'in_person'}`)
 * for an answer given at the counter or on the phone, recorded with who took it. Each answers the
 * record and the quote; a revision's accepted quote answers the repair it became (`repairId`).
 */
@Controller()
export class QuoteController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: QueryBus,
    private readonly repairs: RepairReads,
    private readonly revisions: RevisionReads,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  @ApiRoute({ summary: 'El presupuesto vigente de una reparación', answer: quoteAnswer })
  @Get('repairs/:id/quote')
  repairQuote(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    return this.get({ kind: 'repair', id });
  }

  @ApiRoute({ summary: 'El presupuesto vigente de una revisión', answer: quoteAnswer })
  @Get('revisions/:id/quote')
  revisionQuote(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number) {
    return this.get({ kind: 'revision', id });
  }

  @ApiRoute({ summary: 'Dar un presupuesto a una reparación', body: quoteForm, answer: z.strictObject({ repair: repairJsonSchema, quote: quoteOrNull, emailed }).describe('La reparación, su presupuesto y si se envió por correo') })
  @Post('repairs/:id/quote')
  issueForRepair(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext, @Req() request: FastifyRequest) {
    return this.issue({ kind: 'repair', id }, body, context, request);
  }

  @ApiRoute({ summary: 'Dar un presupuesto a una revisión', body: quoteForm, answer: z.strictObject({ revision: revisionJsonSchema, quote: quoteOrNull, emailed }).describe('La revisión, su presupuesto y si se envió por correo') })
  @Post('revisions/:id/quote')
  issueForRevision(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext, @Req() request: FastifyRequest) {
    return this.issue({ kind: 'revision', id }, body, context, request);
  }

  @ApiRoute({ summary: 'Anotar la respuesta del cliente al presupuesto de una reparación', body: 'La respuesta: `{number, decision: \'accept\'|\'reject\', channel: \'phone\'|\'in_person\'}`', answer: z.strictObject({ repair: repairJsonSchema, quote: quoteOrNull }).describe('La reparación y su presupuesto') })
  @Post('repairs/:id/quote/answer')
  @HttpCode(200)
  answerForRepair(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.record({ kind: 'repair', id }, body, context);
  }

  @ApiRoute({ summary: 'Anotar la respuesta del cliente al presupuesto de una revisión', body: 'La respuesta: `{number, decision: \'accept\'|\'reject\', channel: \'phone\'|\'in_person\'}`', answer: z.strictObject({ revision: revisionJsonSchema, quote: quoteOrNull, repairId }).describe('La revisión y su presupuesto; aceptado, la reparación en que se convirtió') })
  @Post('revisions/:id/quote/answer')
  @HttpCode(200)
  answerForRevision(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.record({ kind: 'revision', id }, body, context);
  }

  private async get(record: QuotedRecord) {
    const found = await this.queries.execute(new GetQuote(record));
    if (!found) throw new NotFoundException({ message: quotedMessages[record.kind].notFound });
    return found;
  }

  private async issue(record: QuotedRecord, body: unknown, context: CommandContext, request: FastifyRequest) {
    const { emailed } = await this.commands.run(new IssueQuote(record, objectBody(body), siteAddress(this.config, request), context));
    return { ...(await this.answer(record)), emailed };
  }

  private async record(record: QuotedRecord, body: unknown, context: CommandContext) {
    const { number, decision, channel } = objectBody(body);
    const { repairId } = await this.commands.run(new AnswerQuote(record, { number, accept: acceptsQuote(decision), channel }, false, context));
    return { ...(await this.answer(record)), ...(repairId ? { repairId } : {}) };
  }

  /** The record as its screen shows it, and its quote. */
  private async answer(record: QuotedRecord) {
    const [found, quote] = await Promise.all([
      record.kind === 'repair' ? this.repairs.require(record.id) : this.revisions.require(record.id),
      this.queries.execute(new GetQuote(record)),
    ]);
    return { [record.kind]: found, quote: quote?.quote ?? null };
  }
}
