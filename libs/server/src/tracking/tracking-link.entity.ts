import { EntitySchema } from '@mikro-orm/core';
import type { TrackedKind } from '@taller/domain';

/**
 * A tracking link that opens a record's page today: one row per live token. A reissue replaces
 * the row, a revocation or the record's deletion removes it, so a token found here is one that
 * works. Projected from the records' events (tracking.projection.ts).
 */
export class TrackingLink {
  token!: string;
  /** `repair-12`: the record's stream, by which a reissue or a revocation finds the old row. */
  streamId!: string;
  kind!: TrackedKind;
  recordId!: number;
  issuedAt!: Date;
}

export const TrackingLinkSchema = new EntitySchema<TrackingLink>({
  class: TrackingLink,
  tableName: 'tracking_links',
  indexes: [{ properties: ['streamId'] }],
  properties: {
    token: { type: 'string', length: 16, primary: true },
    streamId: { type: 'string', length: 40 },
    kind: { type: 'string', length: 10 },
    recordId: { type: 'integer' },
    issuedAt: { type: 'datetime' },
  },
});
