import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import type { RevisionDetails, RevisionEvent } from './revision.events.js';
import { revisionMessages as m } from './revision.messages.js';
import { newRevisionSchema, revisionEditSchema, revisionMotiveLabels, type RevisionStatus } from './revision.rules.js';
import { evolveRevision, initialRevision, type Revision } from './revision.js';

export type RevisionCommand =
  | {
      type: 'RegisterRevision';
      /** The form as sent; checked here against the spec's rules. */
      data: Record<string, unknown> & { revisionId: number };
      /** Whether the chosen client exists: the handler looks it up. */
      clientExists: boolean;
    }
  | { type: 'CorrectRevisionDetails'; data: Record<string, unknown> }
  | { type: 'ArchiveRevision' }
  | { type: 'UnarchiveRevision' }
  /** `repairId`: the number taken for the repair it becomes. */
  | { type: 'ConvertRevisionToRepair'; repairId: number }
  | { type: 'DeleteRevision' };

type LiveRevision = Extract<Revision, { exists: true }>;

/** A revision that can be acted on: registered and not deleted. */
export function requireRevision(state: Revision): LiveRevision {
  if (!state.exists || state.deleted) throw new NotFound(m.notFound);
  return state;
}

function registerRevision(command: Extract<RevisionCommand, { type: 'RegisterRevision' }>, state: Revision): RevisionEvent[] {
  if (state.exists) throw new RuleBroken('La revisión ya existe');
  const { clientId, ...details } = validate(newRevisionSchema, command.data, m.formHasErrors);
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientRequired }, m.formHasErrors);
  return [{ type: 'RevisionRegistered', data: { revisionId: command.data.revisionId, clientId, status: 'pending', ...details } }];
}

/** Records only what changed; a field the form leaves out keeps its value. */
function correctRevisionDetails(data: Record<string, unknown>, state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  const { exists: _e, deleted: _d, revisionId: _r, clientId: _c, convertedToRepairId: _x, status: current, ...details } = revision;
  const { status, ...form } = validate(revisionEditSchema, { ...details, ...data }, m.formHasErrors);
  const changes: Partial<RevisionDetails> = {};
  for (const key of Object.keys(form) as (keyof RevisionDetails)[]) {
    if (form[key] !== revision[key]) Object.assign(changes, { [key]: form[key] });
  }
  const events: RevisionEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'RevisionDetailsCorrected', data: { changes } });
  if (status !== undefined && status !== current) {
    if (status === 'archived' || current === 'archived') throw new RuleBroken(m.archiveByAction);
    events.push({ type: 'RevisionStatusChanged', data: { from: current, to: status } });
  }
  return events;
}

function archive(state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.status === 'archived') throw new RuleBroken(m.alreadyArchived);
  return [{ type: 'RevisionArchived', data: { from: revision.status } }];
}

function unarchive(state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.status !== 'archived') throw new RuleBroken(m.notArchived);
  return [{ type: 'RevisionUnarchived', data: {} }];
}

/** Once converted, converting again changes nothing: the handler answers the same repair. */
function convert(repairId: number, state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.convertedToRepairId !== null) return [];
  return [{ type: 'RevisionConvertedToRepair', data: { repairId } }];
}

export function decideRevision(command: RevisionCommand, state: Revision): RevisionEvent[] {
  switch (command.type) {
    case 'RegisterRevision':
      return registerRevision(command, state);
    case 'CorrectRevisionDetails':
      return correctRevisionDetails(command.data, state);
    case 'ArchiveRevision':
      return archive(state);
    case 'UnarchiveRevision':
      return unarchive(state);
    case 'ConvertRevisionToRepair':
      return convert(command.repairId, state);
    case 'DeleteRevision':
      requireRevision(state);
      return [{ type: 'RevisionDeleted', data: {} }];
    default:
      return assertNever(command);
  }
}

export const revisionDecider: Decider<RevisionCommand, RevisionEvent, Revision> = {
  initialState: initialRevision,
  evolve: evolveRevision,
  decide: decideRevision,
};

/**
 * The repair a revision becomes, with the spec's defaults: an estimate (flexible price, no
 * price yet), unpaid, cash, entered on the revision's day.
 */
export function repairFromRevision(revision: LiveRevision) {
  return {
    clientId: revision.clientId,
    device: revision.device,
    model: revision.model,
    contactNumber: revision.contactNumber,
    description: revision.description,
    motive: revisionMotiveLabels[revision.motive],
    internalNotes: revision.internalNotes,
    priceCents: null,
    priceType: 'flexible' as const,
    isPaid: false,
    paymentMethod: 'cash' as const,
    entryDate: revision.date,
  };
}

/** Whether a revision still waits for the shop (for the client's pending count). */
export function isOpenRevision(status: RevisionStatus): boolean {
  return !['completed', 'cancelled', 'archived'].includes(status);
}
