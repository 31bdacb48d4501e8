import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { aeatEvents, RuleBroken, type AeatEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import type { TallerConfig } from '../../config/config.js';
import { EVENT_STORE, TALLER_CONFIG } from '../../event-sourcing/tokens.js';
import { InvoiceSources } from '../../invoices/invoice-sources.js';
import { MIKRO_ORM } from '../../persistence/orm.js';
import type { CommandContext } from '../../shared/actor.js';
import { postToAeat } from './aeat-client.js';
import { AeatQueueRow } from './aeat-queue-row.entity.js';
import { AeatFault, parseAeatAnswer, soapEnvelope } from './aeat-soap.js';

/** The log of the AEAT's answers. */
export const AEAT_STREAM = 'aeat-1';
/** AEAT's limit per message. */
const MAX_RECORDS = 1000;
/** This system as the records name it: the shop's own, `TL`. */
const SYSTEM = { systemId: 'TL', version: '1.0', installationNumber: '1' };

export const aeatMessages = {
  disabled: 'El envío a la AEAT está desactivado: falta el certificado del taller (AEAT_CERT_FILE). Los registros se guardan y esperan en la cola.',
  tooSoon: (seconds: number) => `La AEAT pide esperar ${seconds} s entre envíos: vuelve a intentarlo en un momento`,
} as const;

export interface AeatSendOutcome {
  sent: number;
  accepted: number;
  refused: number;
  /** Why the submission failed as a whole (its records stay pending). */
  failure: string | null;
}

/**
 * Sends the pending VERI*FACTU records to the AEAT, oldest first, at most 1000 per message, one
 * submission at a time and never before the wait the AEAT asked for; records the answer (or the
 * failure) in the `aeat-1` log. Off without the shop's certificate.
 */
@Injectable()
export class AeatSender {
  private sending: Promise<AeatSendOutcome> | undefined;
  private notBefore = 0;

  constructor(
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sources: InvoiceSources,
  ) {}

  get enabled(): boolean {
    return this.config.aeat !== undefined;
  }

  /** Where the queue stands: how many records in each state, and those not accepted yet. */
  async status() {
    await this.sources.caughtUp();
    const em = this.orm.em.fork();
    const counts = { pending: 0, accepted: 0, accepted_with_errors: 0, refused: 0 };
    for (const state of Object.keys(counts) as (keyof typeof counts)[]) counts[state] = await em.count(AeatQueueRow, { state });
    const open = await em.find(AeatQueueRow, { state: { $in: ['pending', 'refused', 'accepted_with_errors'] } }, { orderBy: { id: 'ASC' }, limit: 200 });
    return {
      enabled: this.enabled,
      environment: this.config.aeat?.environment ?? null,
      reason: this.enabled ? null : aeatMessages.disabled,
      counts,
      records: open.map((row) => ({ position: row.id, invoiceNumber: row.invoiceNumber, kind: row.kind, state: row.state, code: row.code, description: row.description, sentAt: row.sentAt?.toISOString() ?? null, csv: row.csv })),
    };
  }

  /** One submission of what is pending (one at a time: a second call waits for the first). */
  sendPending(context: CommandContext): Promise<AeatSendOutcome> {
    if (!this.config.aeat) return Promise.reject(new RuleBroken(aeatMessages.disabled));
    this.sending ??= this.submit(context).finally(() => (this.sending = undefined));
    return this.sending;
  }

  private async submit(context: CommandContext): Promise<AeatSendOutcome> {
    const account = this.config.aeat!;
    const wait = Math.ceil((this.notBefore - context.now.getTime()) / 1000);
    if (wait > 0) throw new RuleBroken(aeatMessages.tooSoon(wait));
    await this.sources.caughtUp();
    const rows = await this.orm.em.fork().find(AeatQueueRow, { state: 'pending' }, { orderBy: { id: 'ASC' }, limit: MAX_RECORDS });
    if (rows.length === 0) return { sent: 0, accepted: 0, refused: 0, failure: null };
    const issuer = await this.sources.issuer();
    const envelope = soapEnvelope(
      rows.map((row) => row.record),
      { issuer: { name: issuer.legalName, taxId: issuer.taxId }, system: { producerName: issuer.legalName, producerTaxId: issuer.taxId, ...SYSTEM } },
    );
    const sentAt = context.now.toISOString();
    let events: AeatEvent[];
    let outcome: AeatSendOutcome;
    try {
      const answer = parseAeatAnswer(await postToAeat(account, envelope));
      this.notBefore = context.now.getTime() + answer.waitSeconds * 1000;
      const answered = rows.flatMap((row) => {
        const line = answer.lines.find((candidate) => candidate.invoiceNumber === row.invoiceNumber && candidate.kind === row.kind);
        return line ? [{ position: row.id, invoiceNumber: row.invoiceNumber, kind: row.kind, hash: row.hash, state: line.state, code: line.code, description: line.description, sentAt, csv: answer.csv }] : [];
      });
      events = [
        { type: 'AeatSubmissionAnswered', data: { environment: account.environment, sentAt, status: answer.status, csv: answer.csv, waitSeconds: answer.waitSeconds, records: rows.length } },
        ...answered.map((data): AeatEvent => ({ type: 'AeatRecordAnswered', data })),
      ];
      outcome = { sent: rows.length, accepted: answered.filter((line) => line.state !== 'refused').length, refused: answered.filter((line) => line.state === 'refused').length, failure: null };
    } catch (error) {
      const reason = error instanceof AeatFault ? error.message : `no se pudo enviar a la AEAT (${(error as Error).message})`;
      events = [{ type: 'AeatSubmissionFailed', data: { environment: account.environment, sentAt, records: rows.length, reason } }];
      outcome = { sent: 0, accepted: 0, refused: 0, failure: reason };
    }
    await this.store.append(
      AEAT_STREAM,
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        schemaVersion: aeatEvents.versionOf(event.type),
        data: event.data,
        metadata: { actor: { id: context.actor.id, name: context.actor.name, role: context.actor.role }, occurredAt: sentAt, correlationId: context.correlationId, causationId: null, source: context.source },
      })),
      'any',
    );
    await this.sources.caughtUp();
    return outcome;
  }
}
