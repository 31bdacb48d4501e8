import { Injectable } from '@nestjs/common';
import { daysBetween, madridDay, repairEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { spanishSortKey } from '../shared/sort-key.js';
import { FAULT_TEXT_LENGTH, RepairStatRow } from './repair-stat-row.entity.js';

/**
 * The key a fault is grouped by: the description in lower case without accents, every run of
 * spaces and punctuation one space, cut to FAULT_TEXT_LENGTH ('Pantalla rota.' and 'PANTALLA
 * ROTA' are one fault). Also how the repairs list's `fault` filter finds them.
 */
export function faultKeyOf(description: string): string {
  return searchable(description)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, FAULT_TEXT_LENGTH);
}

/** The description as a fault's label: one line, cut to FAULT_TEXT_LENGTH characters. */
const faultTextOf = (description: string): string => Array.from(description.replace(/\s+/g, ' ').trim()).slice(0, FAULT_TEXT_LENGTH).join('');

function describeDevice(row: RepairStatRow, device: string, model: string): void {
  row.device = device;
  row.deviceKey = spanishSortKey(device);
  row.model = model;
  row.modelKey = spanishSortKey(model);
}

function describeFault(row: RepairStatRow, description: string): void {
  row.fault = faultTextOf(description);
  row.faultKey = faultKeyOf(description);
}

function complete(row: RepairStatRow, day: string): void {
  row.completedDay = day;
  row.turnaroundDays = Math.max(0, daysBetween(row.intakeDay, day));
}

/** The statistics read model ('Estadísticas'): one RepairStatRow per repair not deleted. */
@Injectable()
export class RepairStatisticsProjection implements Projection {
  readonly name = 'repair-statistics';
  readonly label = 'Estadísticas de reparaciones';
  readonly version = 1;
  readonly owns = [RepairStatRow];
  readonly lookups = [lookup(RepairStatRow, 'id', (e) => (repairEvents.has(e.type) && e.type !== 'RepairRegistered' ? repairIdOf(e) : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!repairEvents.has(recorded.type)) return;
    const event = repairEvents.parse(recorded);
    const day = madridDay(recorded.metadata.occurredAt);
    if (event.type === 'RepairRegistered') {
      const { data } = event;
      const row = rows.create(RepairStatRow, {
        id: data.repairId,
        intakeDay: data.entryDate,
        device: '', deviceKey: '', model: '', modelKey: '', fault: '', faultKey: '',
        status: data.status,
        completedDay: null,
        turnaroundDays: null,
        noticeDay: null,
        collected: false,
        takenInPosition: recorded.position,
        quoteIssuedDay: null,
        quoteState: null,
        abandonedDay: null,
      });
      describeDevice(row, data.device, data.model);
      describeFault(row, data.description);
      if (data.status === 'completed') complete(row, day);
      return;
    }
    const row = rows.findOne(RepairStatRow, repairIdOf(recorded));
    if (!row) return;
    switch (event.type) {
      case 'RepairDetailsCorrected': {
        const { device, model, description } = event.data.changes;
        if (device !== undefined || model !== undefined) describeDevice(row, device ?? row.device, model ?? row.model);
        if (description !== undefined) describeFault(row, description);
        break;
      }
      case 'RepairStatusChanged':
        row.status = event.data.to;
        if (event.data.to === 'completed') complete(row, day);
        else {
          // As the repair list: leaving 'completed' undoes the completion and its notice.
          row.completedDay = null;
          row.turnaroundDays = null;
          row.noticeDay = null;
        }
        break;
      case 'RepairCompletionNotified':
        if (event.data.channel !== 'unrecorded') row.noticeDay = event.data.noticeDay;
        break;
      case 'RepairCollected':
        row.collected = true;
        break;
      case 'RepairAbandoned':
        row.status = 'abandoned';
        row.abandonedDay = event.data.abandonedDay;
        break;
      case 'RepairQuoteIssued':
        row.quoteIssuedDay = madridDay(event.data.issuedAt);
        row.quoteState = 'pending';
        break;
      case 'RepairQuoteAccepted':
        row.quoteState = 'accepted';
        break;
      case 'RepairQuoteRejected':
        row.quoteState = 'rejected';
        break;
      case 'RepairDeleted':
        rows.remove(RepairStatRow, row);
        break;
    }
  }
}

const repairIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice('repair-'.length));
