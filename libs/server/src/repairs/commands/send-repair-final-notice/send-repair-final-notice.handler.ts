import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { RepairNotices } from '../../notices/repair-notices.js';
import { SendRepairFinalNotice } from './send-repair-final-notice.command.js';

@CommandHandler(SendRepairFinalNotice)
export class SendRepairFinalNoticeHandler implements ICommandHandler<SendRepairFinalNotice> {
  constructor(
    private readonly notices: RepairNotices,
    private readonly shop: ShopSettings,
  ) {}

  /** Due by today's terms (days until abandonment), as the shop has set them now. */
  async execute({ repairId, channel, context }: SendRepairFinalNotice) {
    const { abandonedAfterDays } = (await this.shop.current()).terms;
    const givenBy = { id: context.actor.id, name: context.actor.name };
    const { position, version } = await this.notices.give(
      repairId,
      { type: 'SendRepairFinalNotice', now: context.now, channel, givenBy, abandonedAfterDays },
      context,
    );
    return { id: repairId, position, version };
  }
}
