import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM, ObjectQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import {
  abandonableFrom,
  abandonmentStage,
  addDays,
  daysBetween,
  finalNoticeDueOn,
  madridDay,
  storageFee,
  storageTermsOf,
  type AbandonmentStage,
  type ShopTerms,
} from '@taller/domain';
import { MIKRO_ORM } from '../../persistence/orm.js';
import { ShopSettings } from '../../shop/shop-settings.js';
import { RepairRow } from '../repair-row.entity.js';

/** Where a device stands in the abandoned-device flow, as the list, the detail and the CLI show it. */
export interface AbandonmentView {
  stage: AbandonmentStage;
  /** The day the customer was told it was ready. */
  noticeDay: string;
  /** Days since then. */
  daysWaiting: number;
  /** Storage owed today, with the terms in force when the job was taken in. */
  storageOwedCents: number;
  chargedDays: number;
  /** The first day a final notice may be sent (today's terms). */
  finalNoticeDueOn: string;
  finalNoticeDay: string | null;
  /** The day the final notice gave; the device may be marked abandoned from the day after. */
  abandonOn: string | null;
  abandonableFrom: string | null;
}

/** What the flow's view of a repair reads of its row. */
const VIEW_FIELDS = ['id', 'status', 'noticeDay', 'collectedAt', 'finalNoticeDay', 'abandonOn', 'takenInPosition'] as const;
export type AbandonmentRow = Pick<RepairRow, (typeof VIEW_FIELDS)[number]>;

/** `any` is every stage: the back-office's 'Posible abandono'. */
export const ABANDONMENT_FILTERS = ['any', 'final_notice_due', 'final_notice_sent', 'abandonable'] as const;
export type AbandonmentFilter = (typeof ABANDONMENT_FILTERS)[number];

/**
 * The abandoned-device flow's reads: which repairs stand where on `today`, how long they have
 * waited and what storage they owe. Whether a final notice is due is judged with today's terms
 * (days until abandonment); the storage a job owes with the terms it was taken in under.
 */
@Injectable()
export class AbandonmentReads {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly shop: ShopSettings,
  ) {}

  async todaysTerms(): Promise<ShopTerms> {
    return (await this.shop.current()).terms;
  }

  /** The rows of a stage (or of all) on `today`, as a filter of the repairs list. */
  filter(stage: AbandonmentFilter, today: string, abandonedAfterDays: number): ObjectQuery<RepairRow> {
    const waiting = { status: 'completed' as const, collectedAt: null, noticeDay: { $ne: null } };
    const dueBefore = addDays(today, -abandonedAfterDays);
    switch (stage) {
      case 'final_notice_due':
        return { ...waiting, finalNoticeDay: null, noticeDay: { $ne: null, $lte: dueBefore } };
      case 'final_notice_sent':
        return { ...waiting, abandonOn: { $gte: today } };
      case 'abandonable':
        return { ...waiting, abandonOn: { $lt: today } };
      case 'any':
        return { ...waiting, $or: [{ finalNoticeDay: { $ne: null } }, { noticeDay: { $lte: dueBefore } }] };
    }
  }

  /** The views of these rows on `today` (rows in no stage are left out). */
  async describe(rows: readonly AbandonmentRow[], today: string, todays?: ShopTerms): Promise<Map<number, AbandonmentView>> {
    const terms = todays ?? (await this.todaysTerms());
    const views = new Map<number, AbandonmentView>();
    for (const row of rows) {
      const view = await this.viewOf(row, today, terms);
      if (view) views.set(row.id, view);
    }
    return views;
  }

  async viewOf(row: AbandonmentRow, today: string, todays: ShopTerms): Promise<AbandonmentView | null> {
    const collectedDay = row.collectedAt ? madridDay(row.collectedAt) : null;
    const finalNotice = row.finalNoticeDay && row.abandonOn ? { sentDay: row.finalNoticeDay, abandonOn: row.abandonOn } : null;
    const stage = abandonmentStage({ status: row.status, noticeDay: row.noticeDay, collectedDay, finalNotice }, today, todays.abandonedAfterDays);
    if (!stage || !row.noticeDay) return null;
    const takenIn = await this.shop.termsAt(row.takenInPosition);
    const fee = storageFee(row.noticeDay, today, storageTermsOf(takenIn));
    return {
      stage,
      noticeDay: row.noticeDay,
      daysWaiting: daysBetween(row.noticeDay, today),
      storageOwedCents: fee.feeCents,
      chargedDays: fee.chargedDays,
      finalNoticeDueOn: finalNoticeDueOn(row.noticeDay, todays.abandonedAfterDays),
      finalNoticeDay: row.finalNoticeDay,
      abandonOn: row.abandonOn,
      abandonableFrom: row.abandonOn ? abandonableFrom(row.abandonOn) : null,
    };
  }

  /**
   * Every repair of a stage on `today`, oldest notice first (the CLI's list). A row holds what
   * the view reads and the columns asked for in `also`, not an entity: the sweep of dated
   * notices reads this at every start, for every device waiting (hundreds in a busy shop).
   */
  async candidates<F extends keyof RepairRow = never>(
    stage: AbandonmentFilter,
    today: string,
    also: readonly F[] = [],
  ): Promise<{ row: AbandonmentRow & Pick<RepairRow, F>; view: AbandonmentView }[]> {
    const terms = await this.todaysTerms();
    // Plain rows from the query builder: MikroORM's entities cost some 0.1 ms each to make.
    const rows: (AbandonmentRow & Pick<RepairRow, F>)[] = await (this.orm.em.fork() as SqlEntityManager)
      .createQueryBuilder(RepairRow)
      .select([...VIEW_FIELDS, ...also])
      .where(this.filter(stage, today, terms.abandonedAfterDays))
      .orderBy({ noticeDay: 'ASC', id: 'ASC' })
      .execute('all');
    const views = await this.describe(rows, today, terms);
    return rows.flatMap((row) => {
      const view = views.get(row.id);
      return view ? [{ row, view }] : [];
    });
  }
}
