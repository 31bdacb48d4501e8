import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { MessageChannel, NoticeDelivery, NoticeEmail } from '@taller/domain';
import { Outbox, OUTBOX_MAX_ATTEMPTS } from '../../mail/outbox.js';
import { OutboxMessage } from '../../mail/outbox-message.entity.js';
import { MIKRO_ORM } from '../../persistence/orm.js';

/**
 * A notice's e-mail is stored held back (not due) before its event is appended, released
 * once the event is in the log, and deleted when the append is refused or records nothing.
 * So an e-mail never leaves without the event that says it was sent; if the process dies
 * between the append and the release, the hold runs out and the courier sends it then.
 * (If it dies between storing and appending, the held e-mail is sent without its event: the
 * window is one append long; the README says so.)
 */
const HOLD_MS = 2 * 60 * 1000;

/** What the outbox knows of a notice's message (the domain's type, notice/notice.ts). */
export type { NoticeDelivery };

export const noticeDeliveryLabels = {
  queued: 'En la bandeja de salida, pendiente de envío',
  queuedRetrying: 'En la bandeja de salida: falló el envío y se reintentará',
  sentSmtp: 'Enviado (el servidor de correo lo aceptó)',
  sentFile: 'Guardado como archivo .eml en la bandeja de salida: sin servidor de correo configurado, no ha salido del taller',
  sentProvider: 'Enviado (el proveedor de SMS y WhatsApp lo aceptó)',
  failed: 'No se pudo enviar tras todos los intentos',
  unknown: 'No consta en la bandeja de salida',
} as const;

export function deliveryLabel(delivery: NoticeDelivery): string {
  switch (delivery.state) {
    case 'queued':
      return delivery.lastError ? noticeDeliveryLabels.queuedRetrying : noticeDeliveryLabels.queued;
    case 'sent':
      return delivery.via === 'provider' ? noticeDeliveryLabels.sentProvider : delivery.via === 'smtp' ? noticeDeliveryLabels.sentSmtp : noticeDeliveryLabels.sentFile;
    case 'failed':
      return noticeDeliveryLabels.failed;
    case 'unknown':
      return noticeDeliveryLabels.unknown;
  }
}

@Injectable()
export class NoticeOutbox {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Stores the e-mail held back, runs `record` (the append) with it, then releases it, or
   * deletes it when `record` throws or records nothing.
   */
  async sendWith<R extends { events: unknown[] }>(
    mail: { to: string; subject: string; text: string; channel?: MessageChannel; recorded?: { subject: string; text: string } } & ({ repairId: number } | { regarding: string }),
    now: Date,
    record: (email: NoticeEmail) => Promise<R>,
  ): Promise<R> {
    const regarding = 'regarding' in mail ? mail.regarding : `repair:${mail.repairId}`;
    // Stored with prepared statements (OutboxRows): on SQLite its commit is made durable by the
    // append's, which follows it on the same file.
    const id = await this.outbox.rows.insertHeld(
      { channel: mail.channel ?? 'email', to: mail.to, subject: mail.subject, text: mail.text, regarding, createdAt: now },
      new Date(now.getTime() + HOLD_MS),
    );
    let result: R;
    try {
      // The event keeps the text as recorded (without the customer's name) when it differs from the one sent.
      result = await record({ outboxId: id, ...(mail.recorded ?? { subject: mail.subject, text: mail.text }) });
    } catch (error) {
      await this.outbox.rows.delete(id);
      throw error;
    }
    if (result.events.length === 0) {
      await this.outbox.rows.delete(id);
      return result;
    }
    await this.outbox.rows.release([id]);
    this.outbox.wake();
    return result;
  }

  /** What the outbox knows of these e-mails, by outbox id. */
  async deliveries(ids: number[]): Promise<Map<number, NoticeDelivery>> {
    const found = new Map<number, NoticeDelivery>();
    if (ids.length === 0) return found;
    const rows = await this.orm.em.fork().find(OutboxMessage, { id: { $in: ids } }, { fields: ['id', 'sentAt', 'attempts', 'lastError', 'channel'] });
    for (const row of rows) {
      // A short message left through the provider; an e-mail by SMTP or as a file, as the outbox delivers them.
      const via = row.channel === 'email' ? this.outbox.delivery : 'provider';
      if (row.sentAt) found.set(row.id, { state: 'sent', via, sentAt: row.sentAt.toISOString() });
      else if (row.attempts >= OUTBOX_MAX_ATTEMPTS) found.set(row.id, { state: 'failed', attempts: row.attempts, lastError: row.lastError });
      else found.set(row.id, { state: 'queued', attempts: row.attempts, lastError: row.lastError });
    }
    for (const id of ids) if (!found.has(id)) found.set(id, { state: 'unknown' });
    return found;
  }
}
