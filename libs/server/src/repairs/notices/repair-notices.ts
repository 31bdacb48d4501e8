import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import {
  decideRepair,
  madridDay,
  repairMessages,
  requireRepair,
  RuleBroken,
  storageFee,
  storageTermsOf,
  type NoticeEmail,
  type Repair,
  type RepairCommand,
} from '@taller/domain';
import { ClientRow } from '../../clients/client-row.entity.js';
import { AggregateStore } from '../../event-sourcing/aggregate-store.js';
import { MIKRO_ORM } from '../../persistence/orm.js';
import type { CommandContext } from '../../shared/actor.js';
import { ShopSettings } from '../../shop/shop-settings.js';
import { repairAggregate } from '../repair.stream.js';
import { completionNoticeMail, finalNoticeMail } from './repair-notice-mail.js';
import { NoticeOutbox } from './notice-outbox.js';
import { CustomerNotices } from '../../notices/customer-notices.js';

type NoticeCommand = Extract<RepairCommand, { type: 'NotifyRepairCompletion' | 'SendRepairFinalNotice' }>;
/** A notice as asked for: the e-mail, when there is one, is written here. */
export type NoticeRequest = NoticeCommand extends infer C ? (C extends unknown ? Omit<C, 'email'> : never) : never;

/**
 * Gives a repair's notices (the completion notice, the final notice) by the channel chosen.
 * By hand (`phone`, `in_person`) the event is all there is; by `email` the message goes
 * through the outbox with the event (see NoticeOutbox), to the client's address, naming only
 * the job and the shop, with the terms the job was taken in under.
 */
@Injectable()
export class RepairNotices {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly outbox: NoticeOutbox,
    private readonly shop: ShopSettings,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly notices: CustomerNotices,
  ) {}

  async give(repairId: number, command: NoticeRequest, context: CommandContext) {
    const aggregate = { ...repairAggregate(repairId), context };
    if (command.channel !== 'email') return this.aggregates.handle({ ...aggregate, command });
    const { state, events, version } = await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue);
    // Refused, or nothing to record (already given)? Then no e-mail is even stored.
    const dryRun = decideRepair({ ...command, email: { outboxId: 1, subject: '', text: '' } } as NoticeCommand, state);
    if (dryRun.length === 0) return { events: [], position: 0, version };
    const repair = requireRepair(state);
    const to = await this.clientEmail(repair.clientId);
    if (!to) throw new RuleBroken(repairMessages.noticeEmailMissing);
    const mail = await this.mailFor(command, repair, events[0]!.position, context.now);
    return this.outbox.sendWith({ to, ...mail, repairId }, context.now, (email: NoticeEmail) =>
      this.aggregates.handle({ ...aggregate, command: { ...command, email } as NoticeCommand }),
    );
  }

  private async mailFor(command: NoticeRequest, repair: Extract<Repair, { exists: true }>, takenInPosition: number, now: Date) {
    const job = { repairId: repair.repairId, device: repair.device, model: repair.model };
    const { identity } = await this.shop.current();
    const takenIn = await this.shop.termsAt(takenInPosition);
    if (command.type === 'NotifyRepairCompletion') {
      return completionNoticeMail(job, identity, takenIn, await this.notices.contextFor('ready_to_collect', repair.clientId, repair.tracking));
    }
    const dryRun = decideRepair({ ...command, email: { outboxId: 1, subject: '', text: '' } } as NoticeCommand, { ...repair });
    const sent = dryRun.find((event) => event.type === 'RepairFinalNoticeSent');
    const abandonOn = sent?.type === 'RepairFinalNoticeSent' ? sent.data.abandonOn : madridDay(now);
    const owed = repair.noticeDay ? storageFee(repair.noticeDay, madridDay(now), storageTermsOf(takenIn)).feeCents : 0;
    const context = await this.notices.contextFor('final_notice', repair.clientId, repair.tracking);
    return finalNoticeMail(job, identity, { noticeDay: repair.noticeDay ?? madridDay(now), abandonOn, storageOwedCents: owed }, context);
  }

  private async clientEmail(clientId: number): Promise<string | null> {
    const client = await this.orm.em.fork().findOne(ClientRow, { id: clientId }, { fields: ['email'] });
    const email = client?.email.trim() ?? '';
    return email === '' ? null : email;
  }
}
