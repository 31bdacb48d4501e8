import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { addDays, formatDay, formatEuros, madridDay, RuleBroken } from '@taller/domain';
import { MIKRO_ORM } from '../persistence/orm.js';
import { AbandonmentReads } from '../repairs/abandonment/abandonment-reads.js';
import { RepairNotices } from '../repairs/notices/repair-notices.js';
import { RepairRow } from '../repairs/repair-row.entity.js';
import { commandContext, SYSTEM_ACTOR, type CommandContext } from '../shared/actor.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { CustomerNotices } from './customer-notices.js';

/** A step that comes with time is still told this many days after its day (a server down over a weekend), not later. */
export const LATE_NOTICE_DAYS = 7;

export interface SweepResult {
  /** Repairs told that storage is now charged. */
  storageFee: number[];
  /** Repairs given their final notice. */
  finalNotice: number[];
}

/**
 * The notices that come with time rather than with a change: the day storage starts to be
 * charged, and the final notice once a device has waited the days the terms give before it may
 * be considered abandoned. The API runs it every hour (NoticeReactor); `taller notices run`
 * runs it by hand. Each is keyed by its day, so running it again the same day tells nobody twice.
 */
@Injectable()
export class NoticeSweep {
  private readonly logger = new Logger('Avisos');

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly notices: CustomerNotices,
    private readonly repairNotices: RepairNotices,
    private readonly abandonment: AbandonmentReads,
    private readonly shop: ShopSettings,
  ) {}

  async run(context: CommandContext = commandContext(SYSTEM_ACTOR, 'system')): Promise<SweepResult> {
    const today = madridDay(context.now);
    return { storageFee: await this.storageFeeStarted(today, context), finalNotice: await this.finalNotices(today, context) };
  }

  private async storageFeeStarted(today: string, context: CommandContext): Promise<number[]> {
    if (!(await this.notices.stepIsOn('storage_fee_started'))) return [];
    // Every device waiting to be collected, hundreds in a busy shop, at every start: plain rows
    // from the query builder, not entities (some 0.1 ms each to make).
    const rows: Pick<RepairRow, 'id' | 'noticeDay' | 'takenInPosition'>[] = await (this.orm.em.fork() as SqlEntityManager)
      .createQueryBuilder(RepairRow)
      .select(['id', 'noticeDay', 'takenInPosition'])
      .where({ status: 'completed', collectedAt: null, noticeDay: { $ne: null, $lte: today } })
      .orderBy({ id: 'ASC' })
      .execute('all');
    const told: number[] = [];
    for (const row of rows) {
      const terms = await this.shop.termsAt(row.takenInPosition);
      if (terms.storageDailyFeeCents === 0) continue;
      // Free for `storageFreeDays` days from the notice: the first day charged is the one after.
      const firstCharged = addDays(row.noticeDay!, terms.storageFreeDays + 1);
      if (firstCharged > today || firstCharged < addDays(today, -LATE_NOTICE_DAYS)) continue;
      const values = { fecha: formatDay(firstCharged), almacenaje: `Se cobran ${formatEuros(terms.storageDailyFeeCents)} por día de almacenaje.` };
      const outcome = await this.give(() => this.notices.give({ kind: 'repair', id: row.id }, 'storage_fee_started', firstCharged, context, values), row.id);
      if (outcome && 'sent' in outcome) told.push(row.id);
    }
    return told;
  }

  private async finalNotices(today: string, context: CommandContext): Promise<number[]> {
    if (!(await this.notices.stepIsOn('final_notice'))) return [];
    const told: number[] = [];
    for (const { row } of await this.abandonment.candidates('final_notice_due', today)) {
      const ref = { kind: 'repair' as const, id: row.id };
      const given = await this.give(async () => {
        // The final notice is the one the abandonment clock counts from: by e-mail, as staff give it.
        // A client with no e-mail is told by staff (the abandoned-devices list shows it due).
        if (!(await this.notices.hasEmail(ref))) return false;
        const { events } = await this.repairNotices.give(row.id, { type: 'SendRepairFinalNotice', now: context.now, channel: 'email', givenBy: { id: null, name: SYSTEM_ACTOR.name } }, context);
        const sent = events.find((event) => event.type === 'RepairFinalNoticeSent');
        if (!sent || sent.type !== 'RepairFinalNoticeSent') return false;
        await this.notices.give(ref, 'final_notice', sent.data.sentDay, context, { fecha: formatDay(sent.data.abandonOn) }, ['sms', 'whatsapp']);
        return true;
      }, row.id);
      if (given) told.push(row.id);
    }
    return told;
  }

  /** One repair's notice; a refusal (no address, a record changed meanwhile) is logged and the others go on. */
  private async give<T>(work: () => Promise<T>, repairId: number): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      const level = error instanceof RuleBroken ? 'log' : 'warn';
      this.logger[level]({ err: error, repairId }, 'No se pudo dar un aviso con fecha');
      return null;
    }
  }
}
