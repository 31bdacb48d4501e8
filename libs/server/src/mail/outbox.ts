import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { emlFileName, outboxFolder, writeEml } from './outbox-folder.js';
import { OutboxMessage, type OutboxChannel } from './outbox-message.entity.js';
import { OutboxRows } from './outbox-rows.js';
import { ShortMessageProvider, shortMessageLabels, unconfiguredChannel } from './short-message-provider.js';

/** A message the shop sends: an e-mail, or an SMS or WhatsApp (`channel`). */
export interface OutgoingMail {
  /** 'email' unless said. */
  channel?: OutboxChannel;
  /** An e-mail address; for an SMS or WhatsApp, the phone in E.164 (`normalisePhone`). */
  to: string;
  /** '' for an SMS or WhatsApp. */
  subject: string;
  /** The body; all there is of an SMS or WhatsApp (`html` and `replyTo` are e-mail's only). */
  text: string;
  html?: string;
  /** `Name <address>` or an address: where the recipient's reply goes. */
  replyTo?: string;
  /** The record it is about (`contact-message:12`): deleting the record deletes the e-mail too. */
  regarding?: string;
}

/** What a final-failure listener hears of the row that gave up. */
export interface FailedOutboxMessage {
  id: number;
  channel: OutboxChannel;
  regarding: string | null;
  lastError: string;
}

/** How a message left, for the log and the receipt. */
type Departure =
  | { via: 'smtp' }
  | { via: 'file'; file: string }
  | { via: 'sms' | 'whatsapp'; providerId: string };

/** The log's name for a message of each channel, in 'No se pudo enviar …'. */
const messageNoun: Record<OutboxChannel, string> = { email: 'un correo', sms: 'un SMS', whatsapp: 'un WhatsApp' };

/** Rows tried per pass; the next pass takes the rest. */
const BATCH = 20;
/** A row being sent is left alone by other processes for this long (then it counts as failed). */
const LEASE_MS = 2 * 60 * 1000;
/** The courier looks for due rows this often. */
export const OUTBOX_POLL_MS = 60 * 1000;
/** After this many failures a row stays as it is, with its last error, for someone to look at. */
export const OUTBOX_MAX_ATTEMPTS = 30;
/**
 * How long a receipt about no record (a password reset's) and a row that failed for good are
 * kept. A receipt about a record (a contact message's) goes when that record is deleted.
 */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** 1, 2, 4 … minutes between attempts, at most an hour: about a day of retries in all. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 60 * 1000 * 2 ** Math.max(0, attempts - 1));
}

/** SMTP must answer within seconds, or the attempt fails and is retried later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Every e-mail of the shop goes through here. `add`/`enqueue` only store it (in the caller's
 * transaction when there is one), so nothing is lost if mail is down; the courier then sends
 * it: by SMTP when SMTP_URL is set, otherwise as a `.eml` file under DATA_DIR/outbox, logged
 * with its recipient (never its subject or body). An SMS or WhatsApp row goes the same way to
 * the SMS provider (`ShortMessageProvider`, when the SMS_… variables configure it). A failure
 * keeps the row with its error and the attempt is repeated later with a growing pause (see
 * `retryDelayMs`); after the last one `onFinalFailure`'s listeners hear of it. Once sent, the
 * row keeps no body (`tidy` and `discardRegarding` say how long the rest stays).
 *
 * The courier runs in the API process only (`OutboxCourier`): right after a message is
 * stored, and every minute for what is due. The CLI may store e-mails; the API sends them.
 * Each row is claimed with a conditional UPDATE before it is sent, so two API instances never
 * send it twice. Delivery is at least once: if the database fails right after SMTP accepted
 * a message, it is sent again later (with the same Message-ID, so mail programs merge them).
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger('Outbox');
  private readonly folder: string;
  private transport: Transporter | undefined;
  /** Builds the `.eml` files when there is no SMTP server; made on the first one. */
  private fileBuilder: Transporter | undefined;
  private pass: Promise<void> | undefined;
  private passAgain = false;
  private courierOn = false;
  private readonly shortMessages: ShortMessageProvider | undefined;
  private readonly finalFailureListeners = new Set<(row: FailedOutboxMessage) => void>();
  /** The hot statements, prepared (OutboxRows). */
  readonly rows: OutboxRows;

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {
    this.folder = outboxFolder(config.dataDir);
    this.shortMessages = config.shortMessages && new ShortMessageProvider(config.shortMessages);
    this.rows = new OutboxRows(orm, config);
  }

  /** Where e-mails go: 'smtp' or the `.eml` folder. */
  get delivery(): 'smtp' | 'file' {
    return this.config.smtpUrl ? 'smtp' : 'file';
  }

  /** Which short-message channels can send: their SMS_… variables are set. E-mail always can. */
  channels(): { sms: boolean; whatsapp: boolean } {
    return { sms: this.shortMessages?.configured('sms') ?? false, whatsapp: this.shortMessages?.configured('whatsapp') ?? false };
  }

  /**
   * Calls `listener` whenever a row fails its last attempt (it stays, with its error, and is
   * not tried again). A listener that throws is logged and the others still hear it. Answers
   * the function that stops the listening.
   */
  onFinalFailure(listener: (row: FailedOutboxMessage) => void): () => void {
    this.finalFailureListeners.add(listener);
    return () => {
      this.finalFailureListeners.delete(listener);
    };
  }

  /** Stores the message in the caller's unit of work; it is sent once that is flushed and `wake()` is called. */
  add(em: EntityManager, mail: OutgoingMail, now = new Date()): OutboxMessage {
    return em.create(OutboxMessage, {
      channel: mail.channel ?? 'email',
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      regarding: mail.regarding ?? null,
      createdAt: now,
    });
  }

  /**
   * Deletes every e-mail about this record, pending or sent, in the caller's transaction, and
   * answers their `.eml` files, for `removeFiles` once that transaction has committed.
   */
  async discardRegarding(em: EntityManager, regarding: string): Promise<string[]> {
    const rows = await em.find(OutboxMessage, { regarding }, { fields: ['id', 'createdAt'] });
    if (rows.length > 0) await em.nativeDelete(OutboxMessage, { id: { $in: rows.map((row) => row.id) } });
    return rows.map((row) => this.emlFileOf(row));
  }

  /** The `.eml` file an outbox row is written to (without SMTP). */
  emlFileOf(row: Pick<OutboxMessage, 'id' | 'createdAt'>): string {
    return join(this.folder, emlFileName(row.id, row.createdAt));
  }

  /** Removes these `.eml` files; one that was never written is no error. */
  async removeFiles(files: string[]): Promise<void> {
    await Promise.all(files.map((file) => unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    })));
  }

  /**
   * Keeps the table to what delivery needs: bodies of sent e-mails emptied (rows sent by older
   * versions kept theirs), receipts about no record and rows that failed for good deleted after
   * `OUTBOX_RETENTION_MS`. Answers how many rows it deleted.
   */
  async tidy(now = new Date()): Promise<number> {
    const em = this.orm.em.fork();
    await em.nativeUpdate(
      OutboxMessage,
      { sentAt: { $ne: null }, $or: [{ text: { $ne: '' } }, { html: { $ne: null } }, { replyTo: { $ne: null } }] },
      { text: '', html: null, replyTo: null },
    );
    const before = new Date(now.getTime() - OUTBOX_RETENTION_MS);
    return em.nativeDelete(OutboxMessage, {
      $or: [
        { sentAt: { $lt: before }, regarding: null },
        { sentAt: null, attempts: { $gte: OUTBOX_MAX_ATTEMPTS }, createdAt: { $lt: before } },
      ],
    });
  }

  /** Stores the e-mail on its own and wakes the courier. */
  async enqueue(mail: OutgoingMail, now = new Date()): Promise<OutboxMessage> {
    const em = this.orm.em.fork();
    const row = this.add(em, mail, now);
    await em.flush();
    this.wake();
    return row;
  }

  /** Something new is stored: the courier (when this process runs one) sends it now. */
  wake(): void {
    if (this.courierOn) void this.deliverPending();
  }

  startCourier(): void {
    this.courierOn = true;
  }

  /** No new passes; waits for the one under way, so the database is not closed under it. */
  async stopCourier(): Promise<void> {
    this.courierOn = false;
    this.passAgain = false;
    await this.pass;
    this.transport?.close();
    this.transport = undefined;
  }

  /**
   * Sends every due e-mail (`now` decides what is due: tests pass a later one). One pass at a
   * time; a call during a pass asks for another one after it. Never throws: errors stay in
   * the rows and the log.
   */
  deliverPending(now?: Date): Promise<void> {
    if (this.pass) {
      this.passAgain = true;
      return this.pass;
    }
    this.pass = (async () => {
      try {
        do {
          this.passAgain = false;
          await this.onePass(now ?? new Date());
        } while (this.passAgain);
      } catch (error) {
        this.logger.error({ err: error }, 'No se pudo leer la bandeja de salida; se reintentará');
      } finally {
        this.pass = undefined;
      }
    })();
    return this.pass;
  }

  private async onePass(now: Date): Promise<void> {
    const lease = () => new Date(now.getTime() + LEASE_MS);
    // `.eml` files are written side by side, so their fsyncs overlap, claimed in the transaction
    // that finds them and their receipts written in one; SMTP and the SMS provider get one
    // message at a time, each claimed just before it is sent and its receipt written right after.
    const asFile = (row: OutboxMessage) => row.channel === 'email' && this.delivery === 'file';
    const { due, claimed } = await this.rows.due(now, OUTBOX_MAX_ATTEMPTS, BATCH, asFile, lease());
    await this.settle(await Promise.all(claimed.map((row) => this.attempt(row))), now);
    for (const row of due) {
      if (asFile(row)) continue;
      const [mine] = await this.rows.claim([row], lease());
      if (mine) await this.settle([await this.attempt(mine)], now);
    }
    if (due.length === BATCH) this.passAgain = true;
  }

  /** Sends a claimed row; answers how it left, or why it did not. */
  private async attempt(row: OutboxMessage): Promise<{ row: OutboxMessage; departure: Departure } | { row: OutboxMessage; error: unknown }> {
    try {
      return { row, departure: await this.send(row) };
    } catch (error) {
      return { row, error };
    }
  }

  /** Writes what became of the attempts: receipts for those that left, errors and the next try for the others. */
  private async settle(attempts: Awaited<ReturnType<Outbox['attempt']>>[], now: Date): Promise<void> {
    const left = attempts.filter((a): a is { row: OutboxMessage; departure: Departure } => 'departure' in a);
    // It has left: only a receipt stays, without the body or the visitor's address.
    const kept = await this.rows.sent(left.map((a) => a.row.id), new Date());
    for (const { row, departure } of left) {
      if (!kept.has(row.id)) {
        // Its record was deleted while it was being written: no copy may stay behind.
        if (departure.via === 'file') await this.removeFiles([departure.file]);
        continue;
      }
      this.logDeparture(this.about(row), departure);
    }
    for (const failed of attempts) {
      if (!('error' in failed)) continue;
      const { row, error } = failed;
      const attempts = row.attempts;
      const lastError = describeError(error);
      const retryAt = attempts >= OUTBOX_MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts));
      await this.rows.failed(row.id, lastError, retryAt);
      const noun = messageNoun[row.channel as OutboxChannel] ?? 'un mensaje';
      const about = this.about(row);
      if (retryAt) this.logger.warn({ ...about, attempts, lastError, retryAt: retryAt.toISOString() }, `No se pudo enviar ${noun}; se reintentará`);
      else {
        this.logger.error({ ...about, attempts, lastError }, `No se pudo enviar ${noun} tras todos los intentos`);
        this.tellFinalFailure({ id: row.id, channel: row.channel, regarding: row.regarding, lastError });
      }
    }
  }

  /** Never the subject or the body in the log: a contact message's subject is the visitor's. */
  private about(row: OutboxMessage): Record<string, unknown> {
    return { outboxId: row.id, to: row.to, ...(row.regarding ? { regarding: row.regarding } : {}) };
  }

  private logDeparture(about: Record<string, unknown>, departure: Departure): void {
    switch (departure.via) {
      case 'smtp':
        return this.logger.log({ ...about, delivery: 'smtp' }, 'Correo enviado');
      case 'file':
        return this.logger.log({ ...about, delivery: 'file', file: departure.file }, 'Correo guardado en la bandeja de salida');
      case 'sms':
      case 'whatsapp':
        return this.logger.log({ ...about, channel: departure.via, providerId: departure.providerId }, `${shortMessageLabels[departure.via]} enviado`);
    }
  }

  private tellFinalFailure(row: FailedOutboxMessage): void {
    const complain = (error: unknown) =>
      this.logger.error({ err: error, outboxId: row.id }, 'No se pudo avisar de un envío fallido de la bandeja de salida');
    for (const listener of this.finalFailureListeners) {
      try {
        // A listener may be async: its rejection is logged too, never left unhandled.
        const result: unknown = listener(row);
        if (result instanceof Promise) result.catch(complain);
      } catch (error) {
        complain(error);
      }
    }
  }

  /**
   * Who the e-mail is from, as the shop's settings say it when it is sent: its trade name, and
   * MAIL_FROM or else the shop's own e-mail (a shop with neither sends from no-reply@localhost,
   * which only a `.eml` file will take).
   */
  private async sender(): Promise<{ name: string; address: string }> {
    const { identity } = await this.shop.current();
    const name = `${identity.tradeName || 'Taller'} (web)`;
    return { name, address: this.config.mailFrom ?? (identity.email || 'no-reply@localhost') };
  }

  /**
   * Sends an e-mail by SMTP or writes its `.eml` file, or hands an SMS or WhatsApp to the
   * provider (an unconfigured channel is a failure like any other: retried, then kept).
   */
  private async send(row: OutboxMessage): Promise<Departure> {
    const channel: OutboxChannel = row.channel;
    if (channel === 'sms' || channel === 'whatsapp') {
      if (!this.shortMessages) throw new Error(unconfiguredChannel[channel]);
      const providerId = await this.shortMessages.send({ channel, to: row.to, body: row.text });
      return { via: channel, providerId };
    }
    // A row written by something newer than this code: kept, with its error, rather than mailed.
    if (channel !== 'email') throw new Error(`Canal desconocido: ${String(channel)}`);
    const from = await this.sender();
    const message: SendMailOptions = {
      from,
      to: row.to,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      // An image written into the HTML as a data: URL (a QR code) travels as an inline attachment.
      attachDataUrls: true,
      date: row.createdAt,
      // The same for every attempt: a message sent twice is recognisably one.
      messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domainOf(from.address)}>`,
    };
    const nodemailer = await loadNodemailer();
    if (this.config.smtpUrl) {
      this.transport ??= nodemailer.createTransport({ url: this.config.smtpUrl, ...SMTP_TIMEOUTS });
      await this.transport.sendMail(message);
      return { via: 'smtp' };
    }
    this.fileBuilder ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const built = await this.fileBuilder.sendMail(message);
    return { via: 'file', file: await writeEml(this.folder, emlFileName(row.id, row.createdAt), built.message as Buffer) };
  }
}

/**
 * nodemailer (some 450 kB of code) is loaded with the first message sent, not with every start
 * of the server and the CLI (README, "Starting the server").
 */
const loadNodemailer = async () => (await import('nodemailer')).default;

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

/** What went wrong, short, without the SMTP password that a URL might echo. */
function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const text = error instanceof Error ? `${typeof code === 'string' ? `${code}: ` : ''}${error.message}` : String(error);
  return text.replace(/\/\/[^@\s/]*@/g, '//[oculto]@').slice(0, 1000);
}
