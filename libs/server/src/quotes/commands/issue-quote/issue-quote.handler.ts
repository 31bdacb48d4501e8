import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { decideRepair, decideRevision, NotFound, type QuoteIssued, type Repair, type Revision } from '@taller/domain';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { CustomerNotices } from '../../../notices/customer-notices.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { NoticeOutbox } from '../../../repairs/notices/notice-outbox.js';
import { quoteMail } from '../../../repairs/notices/repair-notice-mail.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { trackingPath } from '../../../tracking/tracking-links.js';
import { liveQuoted, quoteCommandTypes, quotedAggregate, quotedJob, quotedMessages } from '../../quoted-records.js';
import { IssueQuote } from './issue-quote.command.js';

/**
 * Checks the quote against the record first (a refused form stores no e-mail), then, for a
 * client with an address (and a shop that sends quotes by e-mail), stores its e-mail held back
 * in the outbox and appends the quote with it (NoticeOutbox: no e-mail leaves without its
 * event). Otherwise the quote is recorded alone, and the answer says nobody was e-mailed.
 */
@CommandHandler(IssueQuote)
export class IssueQuoteHandler implements ICommandHandler<IssueQuote> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly outbox: NoticeOutbox,
    private readonly shop: ShopSettings,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly notices: CustomerNotices,
  ) {}

  async execute({ record, form, site, context }: IssueQuote) {
    const aggregate = { ...quotedAggregate(record), context };
    const { state } = await this.aggregates.load(aggregate.streamId, aggregate.decider as never, aggregate.catalogue as never);
    const issue = (email: QuoteIssued['email']) => ({ type: quoteCommandTypes[record.kind].issue, form, now: context.now, email });
    // Decided once without the e-mail: a refused form stores none, and the e-mail says what the event will.
    const [issued] =
      record.kind === 'repair' ? decideRepair(issue(null) as never, state as Repair) : decideRevision(issue(null) as never, state as Revision);
    const quoted = liveQuoted(state as Repair | Revision);
    if (!quoted) throw new NotFound(quotedMessages[record.kind].notFound);
    const client = await this.orm.em.fork().findOne(ClientRow, { id: quoted.clientId }, { fields: ['email'] });
    const to = client?.email.trim() ?? '';
    // No address, or the shop chose not to send quotes by e-mail: the quote is recorded alone.
    if (to === '' || !(await this.notices.stepIsOn('quote_ready'))) {
      const { position, version } = await this.aggregates.handle({ ...aggregate, command: issue(null) } as never);
      return { id: record.id, position, version, emailed: false };
    }
    const quote = issued!.data as QuoteIssued;
    const notice = await this.notices.contextFor('quote_ready', quoted.clientId, quoted.tracking);
    // The site's address as this request knows it (PUBLIC_URL, or a demo's own Host).
    if (quoted.tracking && site) notice.link = `${site.replace(/\/$/, '')}${trackingPath(quoted.tracking)}`;
    const mail = quoteMail(quotedJob(record, quoted), (await this.shop.current()).identity, quote, notice);
    const { position, version } = await this.outbox.sendWith({ to, ...mail, regarding: `${record.kind}:${record.id}` }, context.now, (email) =>
      this.aggregates.handle({ ...aggregate, command: issue(email) } as never),
    );
    return { id: record.id, position, version, emailed: true };
  }
}
