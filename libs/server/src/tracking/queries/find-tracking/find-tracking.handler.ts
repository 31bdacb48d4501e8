import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import {
  parseTrackedNumber,
  TRACKING_LOOKUP_ADDRESS_WINDOW_MS,
  TRACKING_LOOKUP_RECORD_WINDOW_MS,
  TRACKING_LOOKUPS_PER_ADDRESS,
  TRACKING_LOOKUPS_PER_RECORD,
  trackingMessages as m,
  ValidationFailed,
} from '@taller/domain';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RepairRow } from '../../../repairs/repair-row.entity.js';
import { RevisionRow } from '../../../revisions/revision-row.entity.js';
import { OrderRow } from '../../../orders/order-row.entity.js';
import { addressOf, AttemptCounters, counterKey } from '../../../shared/attempt-counters.js';
import { TooManyAttempts } from '../../../shared/too-many-attempts.js';
import { trackedStream } from '../../tracked-records.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { FindTracking } from './find-tracking.query.js';

const LAST_DIGITS = 4;
const lastDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-LAST_DIGITS);

/**
 * Checks the form, counts the attempt (per address and per number, before looking anything
 * up, so that a wrong guess costs the same as a right one), then answers the token only when
 * the number names a record with a live link and the digits end the phone it was taken in with
 * (or its client's). Every miss is the same 404: nobody learns which half was wrong.
 */
@QueryHandler(FindTracking)
export class FindTrackingHandler implements IQueryHandler<FindTracking> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly counters: AttemptCounters,
  ) {}

  async execute({ body, address, now }: FindTracking): Promise<{ token: string }> {
    const { number, phone } = (body ?? {}) as { number?: unknown; phone?: unknown };
    const record = parseTrackedNumber(number);
    const digits = typeof phone === 'string' && phone.length <= 40 ? phone.replace(/[\s.\-–]/g, '') : '';
    const errors: Record<string, string> = {};
    if (!record) errors.number = m.lookupInvalid;
    if (!/^\d{4}$/.test(digits)) errors.phone = m.lookupInvalid;
    if (!record || Object.keys(errors).length > 0) throw new ValidationFailed(errors, m.lookupInvalid);

    const wait = await this.counters.attempt(
      [
        { key: counterKey('tracking-lookup', addressOf(address)), max: TRACKING_LOOKUPS_PER_ADDRESS, windowMs: TRACKING_LOOKUP_ADDRESS_WINDOW_MS },
        { key: counterKey('tracking-lookup-record', record.kind, String(record.id)), max: TRACKING_LOOKUPS_PER_RECORD, windowMs: TRACKING_LOOKUP_RECORD_WINDOW_MS },
      ],
      now.getTime(),
    );
    if (wait > 0) throw new TooManyAttempts(m.lookupThrottled, wait);

    const em = this.orm.em.fork();
    const row =
      record.kind === 'repair'
        ? await em.findOne(RepairRow, record.id)
        : record.kind === 'revision'
          ? await em.findOne(RevisionRow, record.id)
          : await em.findOne(OrderRow, record.id);
    const link = row ? await em.findOne(TrackingLink, { streamId: trackedStream(record.kind, record.id) }) : null;
    if (!row || !link) throw new NotFoundException({ message: m.lookupNotFound });
    const client = await em.findOne(ClientRow, row.clientId);
    const phones = ['contactNumber' in row ? row.contactNumber : null, client?.phone].map(lastDigits).filter((p) => p.length === LAST_DIGITS);
    if (!phones.includes(digits)) throw new NotFoundException({ message: m.lookupNotFound });
    return { token: link.token };
  }
}
