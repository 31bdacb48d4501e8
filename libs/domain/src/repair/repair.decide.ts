import { madridDay } from '../shared/dates.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import { attachOnce, removeIfAttached, type AttachedImage } from '../shared/images.js';
import { changesUnlockCode } from '../shared/unlock-code.js';
import type { RepairDetails, RepairEvent } from './repair.events.js';
import { repairMessages as m } from './repair.messages.js';
import { newRepairSchema, repairEditSchema, repairStatusSchema, type RepairStatus } from './repair.rules.js';
import { evolveRepair, initialRepair, type Repair } from './repair.js';

export type RepairCommand =
  | {
      type: 'RegisterRepair';
      /** The form as sent; checked here against the spec's rules. */
      data: Record<string, unknown> & { repairId: number };
      /** Whether the chosen client exists: the handler looks it up. */
      clientExists: boolean;
      now: Date;
      /** The revision it comes from (a conversion); set by the server, never by the form. */
      origin?: { revisionId: number } | null;
      /** The unlock code, already sealed by the server; the form's clear code never gets here. */
      unlockCode?: string | null;
    }
  | {
      type: 'CorrectRepairDetails';
      data: Record<string, unknown>;
      now: Date;
      /** A new sealed unlock code, `null` to remove it, absent to keep it. */
      unlockCode?: string | null;
    }
  | { type: 'ChangeRepairStatus'; data: { status: unknown }; now: Date }
  | { type: 'NotifyRepairCompletion'; now: Date }
  | { type: 'CollectRepair'; now: Date }
  | { type: 'DeleteRepair' }
  | { type: 'AttachRepairImage'; data: AttachedImage }
  | { type: 'RemoveRepairImage'; data: { imageId: string } };

type LiveRepair = Extract<Repair, { exists: true }>;

/** A repair that can be acted on: registered and not deleted. */
export function requireRepair(state: Repair): LiveRepair {
  if (!state.exists || state.deleted) throw new NotFound(m.notFound);
  return state;
}

function registerRepair(command: Extract<RepairCommand, { type: 'RegisterRepair' }>, state: Repair): RepairEvent[] {
  if (state.exists) throw new RuleBroken('La reparación ya existe');
  const form = validate(newRepairSchema, command.data, m.formHasErrors);
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientRequired }, m.formHasErrors);
  const { entryDate, ...details } = form;
  return [
    {
      type: 'RepairRegistered',
      data: {
        ...details,
        repairId: command.data.repairId,
        entryDate: entryDate ?? madridDay(command.now),
        status: 'pending',
        origin: command.origin ?? null,
        unlockCode: command.unlockCode ?? null,
      },
    },
  ];
}

/** The customer is told the day it becomes ready: storage counts from that day. */
const completionNotice = (now: Date): RepairEvent => ({
  type: 'RepairCompletionNotified',
  data: { notifiedAt: now.toISOString(), noticeDay: madridDay(now) },
});

/** A status change; completing it records the completion notice. A collected device stays as it left. */
function statusChange(repair: LiveRepair, to: RepairStatus, now: Date): RepairEvent[] {
  if (to === repair.status) return [];
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  const changed: RepairEvent = { type: 'RepairStatusChanged', data: { from: repair.status, to } };
  return to === 'completed' ? [changed, completionNotice(now)] : [changed];
}

/**
 * Records only what really changed, so the history says exactly what was corrected. A field
 * the form leaves out keeps its value: nothing is lost to a partial form.
 */
function correctRepairDetails(command: Extract<RepairCommand, { type: 'CorrectRepairDetails' }>, state: Repair): RepairEvent[] {
  const { data, now } = command;
  const repair = requireRepair(state);
  const { exists: _e, deleted: _d, repairId: _r, clientId: _c, entryDate: _en, status: current, ...details } = repair;
  const { status, ...form } = validate(repairEditSchema, { ...details, status: current, ...data }, m.formHasErrors);
  const changes: Partial<RepairDetails> = {};
  for (const key of Object.keys(form) as (keyof RepairDetails)[]) {
    if (form[key] !== repair[key]) Object.assign(changes, { [key]: form[key] });
  }
  const events: RepairEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'RepairDetailsCorrected', data: { changes } });
  if (changesUnlockCode(repair.unlockCode, command.unlockCode)) {
    if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
    events.push({ type: 'RepairUnlockCodeChanged', data: { unlockCode: command.unlockCode } });
  }
  if (status !== undefined) events.push(...statusChange(repair, status, now));
  return events;
}

function changeRepairStatus(data: { status: unknown }, now: Date, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  return statusChange(repair, validate(repairStatusSchema, data.status, m.statusInvalid), now);
}

/**
 * Tells the customer it is ready: completes it if it was not, and records the notice. The
 * first notice starts the storage count, so telling them again records nothing.
 */
function notifyRepairCompletion(now: Date, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  if (repair.status === 'cancelled') throw new RuleBroken(m.notifyCancelled);
  if (repair.status !== 'completed') return statusChange(repair, 'completed', now);
  return repair.noticeDay === null ? [completionNotice(now)] : [];
}

/** The customer takes the device: storage stops, the warranty starts, the unlock code goes. */
function collectRepair(now: Date, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  if (repair.status !== 'completed') throw new RuleBroken(m.collectNeedsCompleted);
  const collected: RepairEvent = { type: 'RepairCollected', data: { collectedAt: now.toISOString(), collectedDay: madridDay(now) } };
  return repair.unlockCode === null ? [collected] : [collected, { type: 'RepairUnlockCodePurged', data: {} }];
}

function deleteRepair(state: Repair): RepairEvent[] {
  requireRepair(state);
  return [{ type: 'RepairDeleted', data: {} }];
}

/** A deleted repair takes no new images; attaching the same image twice records it once. */
function attachRepairImage(image: AttachedImage, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  return attachOnce(repair.images, image, { type: 'RepairImageAttached', data: image });
}

/**
 * Images can still be taken off a deleted repair (tidying up what it left behind). Removing an
 * image that is no longer attached records nothing, so a removal retried after a failure is safe.
 */
function removeRepairImage(imageId: string, state: Repair): RepairEvent[] {
  if (!state.exists) throw new NotFound(m.notFound);
  return removeIfAttached(state.images, imageId, { type: 'RepairImageRemoved', data: { imageId } });
}

export function decideRepair(command: RepairCommand, state: Repair): RepairEvent[] {
  switch (command.type) {
    case 'RegisterRepair':
      return registerRepair(command, state);
    case 'CorrectRepairDetails':
      return correctRepairDetails(command, state);
    case 'ChangeRepairStatus':
      return changeRepairStatus(command.data, command.now, state);
    case 'NotifyRepairCompletion':
      return notifyRepairCompletion(command.now, state);
    case 'CollectRepair':
      return collectRepair(command.now, state);
    case 'DeleteRepair':
      return deleteRepair(state);
    case 'AttachRepairImage':
      return attachRepairImage(command.data, state);
    case 'RemoveRepairImage':
      return removeRepairImage(command.data.imageId, state);
    default:
      return assertNever(command);
  }
}

export const repairDecider: Decider<RepairCommand, RepairEvent, Repair> = {
  initialState: initialRepair,
  evolve: evolveRepair,
  decide: decideRepair,
};
