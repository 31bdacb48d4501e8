import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import {
  firstNameOf,
  isEssentialNotice,
  maskedAddress,
  noticeKey,
  renderTemplate,
  type CustomerNotified,
  type MessageChannel,
  type NoticeStep,
  type NoticeValues,
} from '@taller/domain';
import type { TallerConfig } from '../config/config.js';
import { ClientRow } from '../clients/client-row.entity.js';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { normalisePhone } from '../mail/short-message-provider.js';
import { Outbox } from '../mail/outbox.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { findRowById } from '../projections/sql-context.js';
import { NoticeOutbox } from '../repairs/notices/notice-outbox.js';
import { noticeEmailOf, noticeShortOf } from './notice-mail.js';
import type { CommandContext } from '../shared/actor.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { trackingPath } from '../tracking/tracking-links.js';
import { NoticeOptOuts } from './notice-opt-outs.js';
import { noticeRecordOf, type NoticeRecordKind, type NoticeRecordRef } from './notice-records.js';

/** What a notice came to: the messages queued, or why none was. */
export type NoticeOutcome =
  | { sent: { channel: MessageChannel; outboxId: number; to: string }[] }
  | { skipped: 'step-off' | 'no-record' | 'already-sent' | 'no-address' | 'opted-out' };

/** The public site's address for links in messages no request asked for: PUBLIC_URL, or in a demo this server. */
export function noticeSiteAddress(config: TallerConfig): string | undefined {
  if (config.publicUrl) return config.publicUrl.replace(/\/$/u, '');
  return config.demo ? `http://localhost:${config.port}` : undefined;
}

/**
 * Gives the notice of a step on a record (a repair, a revision, an order): when the shop has that
 * step on, to the client's e-mail and, when the shop sends them and the provider is configured,
 * by SMS and WhatsApp to the client's phone; each message held in the outbox until its
 * `…CustomerNotified` event is in the log (NoticeOutbox). A courtesy notice skips a client who
 * opted out; an essential one (a quote, a charge, the final notice) does not. The same step's
 * occurrence (`trigger`) is given once per channel, however often this is called.
 */
@Injectable()
export class CustomerNotices {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly noticeOutbox: NoticeOutbox,
    private readonly outbox: Outbox,
    private readonly shop: ShopSettings,
    private readonly optOuts: NoticeOptOuts,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /**
   * What a repair's notice e-mail given elsewhere (the completion and final notices, a quote)
   * fills its template with: the shop's text for the step, the client's first name, the
   * tracking link and, for a courtesy notice, the link that stops them.
   */
  async contextFor(step: NoticeStep, clientId: number, tracking: string | null) {
    const profile = await this.shop.current();
    const client = await findRowById(this.orm as unknown as ReadModels, ClientRow, clientId);
    return { template: profile.notices.templates[step], nombre: firstNameOf(client?.name ?? ''), ...(await this.linksFor(step, clientId, tracking)) };
  }

  /** The tracking link ('' without a link or a site address) and, for a courtesy notice, the link that stops them. */
  private async linksFor(step: NoticeStep, clientId: number, tracking: string | null): Promise<{ link: string; optOutLink: string }> {
    const site = noticeSiteAddress(this.config);
    return {
      link: tracking && site ? `${site}${trackingPath(tracking)}` : '',
      optOutLink: isEssentialNotice(step) || !site ? '' : `${site}/avisos/${await this.optOuts.tokenFor(clientId)}`,
    };
  }

  /** Whether the record's client has an e-mail address. */
  async hasEmail(ref: NoticeRecordRef): Promise<boolean> {
    const record = await noticeRecordOf(this.aggregates, ref);
    if (!record) return false;
    const client = await findRowById(this.orm as unknown as ReadModels, ClientRow, record.clientId);
    return (client?.email.trim() ?? '') !== '';
  }

  /** Whether the shop tells customers of this step now. */
  async stepIsOn(step: NoticeStep): Promise<boolean> {
    return (await this.shop.current()).notices.steps[step];
  }

  async give(ref: NoticeRecordRef, step: NoticeStep, trigger: string, context: CommandContext, extra: NoticeValues = {}, channels?: readonly MessageChannel[]): Promise<NoticeOutcome> {
    const profile = await this.shop.current();
    if (!profile.notices.steps[step]) return { skipped: 'step-off' };
    const record = await noticeRecordOf(this.aggregates, ref);
    if (!record) return { skipped: 'no-record' };
    const client = await findRowById(this.orm as unknown as ReadModels, ClientRow, record.clientId);
    if (!client) return { skipped: 'no-record' };
    if (!isEssentialNotice(step) && (await this.optOuts.hasOptedOut(record.clientId))) return { skipped: 'opted-out' };

    const addresses = this.addressesOf(client, profile.notices, channels);
    const due = addresses.filter(({ channel }) => !record.noticesSent.includes(noticeKey({ step, trigger, channel })));
    if (addresses.length === 0) return { skipped: 'no-address' };
    if (due.length === 0) return { skipped: 'already-sent' };

    const { link, optOutLink } = await this.linksFor(step, record.clientId, record.tracking);
    const values: NoticeValues = {
      nombre: firstNameOf(client.name),
      trabajo: record.job,
      taller: profile.identity.tradeName.trim() || 'el taller',
      telefono: profile.identity.phone,
      enlace: link,
      ...extra,
    };
    const template = profile.notices.templates[step];
    const sent: { channel: MessageChannel; outboxId: number; to: string }[] = [];
    for (const { channel, address } of due) {
      const message = channel === 'email' ? noticeEmailOf(template, values, { link, optOutLink, identity: profile.identity }) : noticeShortOf(template.short, values, link);
      const to = maskedAddress(channel, address);
      const aggregate = { ...record.aggregate, context };
      const { events } = await this.noticeOutbox.sendWith({ to: address, ...message, channel, regarding: record.regarding }, context.now, (queued) => {
        const notice: CustomerNotified = { step, trigger, channel, to, outboxId: queued.outboxId, subject: queued.subject, text: queued.text, sentAt: context.now.toISOString() };
        return this.aggregates.handle({ ...aggregate, command: { type: 'NotifyCustomer' as const, notice } } as never);
      });
      const recorded = (events as { data: CustomerNotified }[])[0];
      if (recorded) sent.push({ channel, outboxId: recorded.data.outboxId, to });
    }
    return sent.length === 0 ? { skipped: 'already-sent' } : { sent };
  }

  /** Where the client can be told: the e-mail, and the phone for each short-message channel the shop uses and the server can send. */
  private addressesOf(client: Pick<ClientRow, 'email' | 'phone'>, notices: { sms: boolean; whatsapp: boolean }, only?: readonly MessageChannel[]) {
    const found: { channel: MessageChannel; address: string }[] = [];
    const email = client.email.trim();
    if (email !== '') found.push({ channel: 'email', address: email });
    const phone = normalisePhone(client.phone);
    const configured = this.outbox.channels();
    if (phone && notices.sms && configured.sms) found.push({ channel: 'sms', address: phone });
    if (phone && notices.whatsapp && configured.whatsapp) found.push({ channel: 'whatsapp', address: phone });
    return only ? found.filter(({ channel }) => only.includes(channel)) : found;
  }
}

export type { NoticeRecordKind, NoticeRecordRef };
