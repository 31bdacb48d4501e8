import { EntitySchema, type Opt } from '@mikro-orm/core';

/** How a message leaves: e-mail (SMTP or `.eml`), or a short message through the SMS provider. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A message of the shop, stored before anything is tried so that none is lost: an e-mail sent
 * by SMTP or written as a `.eml` file, or an SMS or WhatsApp handed to the provider; kept with
 * its error (and retried) while that fails. Once it has left only a receipt stays (to, subject,
 * when, what it is about): the body and the Reply-To are emptied. Not event-sourced: a plain
 * table (DESIGN.md).
 */
export class OutboxMessage {
  id!: number;
  /** Rows stored before there were channels read as 'email' (the column's default). */
  channel!: Opt<OutboxChannel>;
  /** An e-mail address; for an SMS or WhatsApp, the phone in E.164 (`+34600111222`). */
  to!: string;
  /** Where a reply goes (the visitor who wrote, for a contact message). */
  replyTo!: string | null;
  /** Empty for an SMS or WhatsApp. */
  subject!: string;
  text!: string;
  html!: string | null;
  /**
   * The record it is about (`contact-message:12`), or null: deleting that record deletes its
   * e-mails, pending or sent, and their `.eml` files.
   */
  regarding!: Opt<string> | null;
  createdAt!: Date;
  /** When it left (SMTP accepted it, or its `.eml` file was written); null while pending. */
  sentAt!: Opt<Date> | null;
  attempts!: Opt<number>;
  lastError!: Opt<string> | null;
  /**
   * Not tried again before this instant: after a failure (back-off), and while one process
   * is sending it (a lease, so that two API instances never send it twice).
   */
  nextAttemptAt!: Opt<Date> | null;
}

export const OutboxMessageSchema = new EntitySchema<OutboxMessage>({
  class: OutboxMessage,
  tableName: 'outbox_messages',
  indexes: [{ properties: ['sentAt', 'nextAttemptAt'] }, { properties: ['regarding'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    // A default, so that `updateSchema` adds the column to an older table with its rows as e-mails.
    channel: { type: 'string', length: 10, default: 'email' },
    to: { type: 'string', length: 320, fieldName: 'to_address' },
    replyTo: { type: 'string', length: 400, nullable: true },
    subject: { type: 'string', length: 300 },
    text: { type: 'text' },
    html: { type: 'text', nullable: true },
    regarding: { type: 'string', length: 100, nullable: true, default: null },
    createdAt: { type: 'datetime' },
    sentAt: { type: 'datetime', nullable: true, default: null },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true, default: null },
    nextAttemptAt: { type: 'datetime', nullable: true, default: null },
  },
});
