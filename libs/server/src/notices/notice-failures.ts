import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MESSAGE_CHANNELS, type MessageChannel } from '@taller/domain';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import { Outbox, type FailedOutboxMessage } from '../mail/outbox.js';
import { commandContext, SYSTEM_ACTOR } from '../shared/actor.js';
import { aggregateOf, NOTICE_RECORD_KINDS, type NoticeRecordKind } from './notice-records.js';

/**
 * A notice's message the outbox gave up on comes back to its record as an event
 * (`…CustomerNoticeFailed`), so the history and the notice log say the customer was not told.
 * Runs where the outbox delivers (the API); a message not sent for a notice records nothing.
 */
@Injectable()
export class NoticeFailures implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Avisos');
  private stopListening: (() => void) | undefined;
  private recording = new Set<Promise<unknown>>();

  constructor(
    private readonly outbox: Outbox,
    private readonly aggregates: AggregateStore,
  ) {}

  onApplicationBootstrap(): void {
    this.stopListening = this.outbox.onFinalFailure((row) => {
      const work = this.record(row)
        .catch((error: unknown) => this.logger.warn({ err: error, outboxId: row.id }, 'No se pudo anotar el fallo de un aviso'))
        .finally(() => this.recording.delete(work));
      this.recording.add(work);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening?.();
    await Promise.all(this.recording);
  }

  /** Waits for the failures being written (tests). */
  async settled(): Promise<void> {
    await Promise.all(this.recording);
  }

  private async record(row: FailedOutboxMessage): Promise<void> {
    const [kind, idText] = (row.regarding ?? '').split(':');
    if (!NOTICE_RECORD_KINDS.includes(kind as NoticeRecordKind) || !/^\d+$/.test(idText ?? '')) return;
    const channel = (MESSAGE_CHANNELS as readonly string[]).includes(row.channel) ? (row.channel as MessageChannel) : 'email';
    const context = commandContext(SYSTEM_ACTOR, 'system');
    await this.aggregates.handle({
      ...aggregateOf({ kind: kind as NoticeRecordKind, id: Number(idText) }),
      command: { type: 'RecordCustomerNoticeFailure', failure: { outboxId: row.id, channel, error: row.lastError.slice(0, 500), failedAt: context.now.toISOString() } },
      context,
    } as never);
  }
}
