import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { decideRepair, requireRepair, type QuoteIssued } from '@taller/domain';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { trackingPath } from '../../../tracking/tracking-links.js';
import { NoticeOutbox } from '../../notices/notice-outbox.js';
import { CustomerNotices } from '../../../notices/customer-notices.js';
import { quoteMail } from '../../notices/repair-notice-mail.js';
import { repairAggregate } from '../../repair.stream.js';
import { IssueRepairQuote } from './issue-repair-quote.command.js';

/**
 * Checks the quote against the repair first (a refused form stores no e-mail), then, for a
 * client with an address, stores its e-mail held back in the outbox and appends the quote
 * with it (NoticeOutbox: no e-mail leaves without its event). Without an address the quote is
 * recorded alone, and the answer says nobody was e-mailed.
 */
@CommandHandler(IssueRepairQuote)
export class IssueRepairQuoteHandler implements ICommandHandler<IssueRepairQuote> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly outbox: NoticeOutbox,
    private readonly shop: ShopSettings,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly notices: CustomerNotices,
  ) {}

  async execute({ repairId, form, site, context }: IssueRepairQuote) {
    const aggregate = { ...repairAggregate(repairId), context };
    const { state } = await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue);
    const issue = (email: QuoteIssued['email']) => ({ type: 'IssueRepairQuote' as const, form, now: context.now, email });
    // Decided once without the e-mail: a refused form stores none, and the e-mail says what the event will.
    const [issued] = decideRepair(issue(null), state);
    const repair = requireRepair(state);
    const client = await this.orm.em.fork().findOne(ClientRow, { id: repair.clientId }, { fields: ['email'] });
    const to = client?.email.trim() ?? '';
    // No address, or the shop chose not to send quotes by e-mail: the quote is recorded alone.
    if (to === '' || !(await this.notices.stepIsOn('quote_ready'))) {
      const { position, version } = await this.aggregates.handle({ ...aggregate, command: issue(null) });
      return { id: repairId, position, version, emailed: false };
    }
    const quote = issued!.data as QuoteIssued;
    const notice = await this.notices.contextFor('quote_ready', repair.clientId, repair.tracking);
    // The site's address as this request knows it (PUBLIC_URL, or a demo's own Host).
    if (repair.tracking && site) notice.link = `${site.replace(/\/$/, '')}${trackingPath(repair.tracking)}`;
    const mail = quoteMail({ repairId, device: repair.device, model: repair.model }, (await this.shop.current()).identity, quote, notice);
    const { position, version } = await this.outbox.sendWith({ to, ...mail, repairId }, context.now, (email) =>
      this.aggregates.handle({ ...aggregate, command: issue(email) }),
    );
    return { id: repairId, position, version, emailed: true };
  }
}
