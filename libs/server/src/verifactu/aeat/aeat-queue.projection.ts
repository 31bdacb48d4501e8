import { Injectable } from '@nestjs/common';
import { aeatEvents, invoiceEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../../projections/projection.js';
import { lookup, type ProjectionContext } from '../../projections/projection-context.js';
import { AeatQueueRow } from './aeat-queue-row.entity.js';

/**
 * The records waiting for the AEAT and what it said of those sent: every record of the billing
 * log, then the answers of the `aeat-1` log, each to the record at its position.
 */
@Injectable()
export class AeatQueueProjection implements Projection {
  readonly name = 'aeat-queue';
  readonly label = 'Cola de envíos a la AEAT';
  readonly version = 1;
  readonly owns = [AeatQueueRow];
  readonly lookups = [lookup(AeatQueueRow, 'id', (e) => (e.type === 'AeatRecordAnswered' ? (e.data as { position: number }).position : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (invoiceEvents.has(recorded.type)) {
      const { record } = invoiceEvents.parse(recorded).data;
      rows.create(AeatQueueRow, { id: recorded.position, invoiceNumber: record.invoiceNumber, kind: record.kind, hash: record.hash, record, state: 'pending', code: null, description: null, sentAt: null, csv: null });
      return;
    }
    if (!aeatEvents.has(recorded.type)) return;
    const event = aeatEvents.parse(recorded);
    if (event.type !== 'AeatRecordAnswered') return;
    const { position, hash, state, code, description, sentAt, csv } = event.data;
    const row = rows.findOne(AeatQueueRow, position);
    // The answer is about this very record (a record corrected later has another fingerprint).
    if (row && row.hash === hash) Object.assign(row, { state, code, description, sentAt: new Date(sentAt), csv });
  }
}
