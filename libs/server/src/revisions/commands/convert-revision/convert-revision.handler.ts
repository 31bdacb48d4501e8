import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { madridDay, repairFromRevision, requireRevision, type Revision } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { AggregateStore, ConcurrentChange } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { repairAggregate } from '../../../repairs/repair.stream.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { resealUnlockCode, unlockCodeSubject } from '../../../secrets/unlock-code.js';
import type { CommandContext } from '../../../shared/actor.js';
import { revisionAggregate } from '../../revision.stream.js';
import { ConvertRevision, type Conversion } from './convert-revision.command.js';
import { newTrackingToken } from '../../../tracking/tracking-token.js';

type LiveRevision = Extract<Revision, { exists: true }>;

/** Another command may land between reading the revision and recording the conversion. */
const ATTEMPTS = 5;

/** The conversion as recorded on the revision: everything the repair is registered with. */
interface RecordedConversion {
  revision: LiveRevision;
  /** The Madrid day the revision was registered: the repair's entry date. */
  registeredOn: string;
  repairId: number;
  /** The revision's unlock code sealed with the repair's key, or null. */
  unlockCode: string | null;
  position: number;
  version: number;
}

/**
 * A revision becomes a repair in one decision: the revision records which repair it became,
 * with its unlock code sealed again for that repair (appended against the version it was read
 * at, so of two conversions at once only one wins), then that repair is registered with its
 * origin and that code. Converting again, or after a crash between the two, registers the
 * repair if it is missing and answers it: never a second one, and never without the code.
 */
@CommandHandler(ConvertRevision)
export class ConvertRevisionHandler implements ICommandHandler<ConvertRevision> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ revisionId, context }: ConvertRevision): Promise<Conversion> {
    const conversion = await this.recordConversion(revisionId, context);
    // The code lives in the repair now: the revision's key goes, and the copy sealed with it
    // becomes noise. Again on a repeated conversion, to finish what a crash left undone.
    await this.secrets.shred(unlockCodeSubject('revision', revisionId));
    const registeredAt = await this.ensureRepair(conversion, context);
    const position = Math.max(conversion.position, registeredAt);
    return { id: revisionId, repairId: conversion.repairId, position, version: conversion.version };
  }

  private async recordConversion(revisionId: number, context: CommandContext): Promise<RecordedConversion> {
    const aggregate = revisionAggregate(revisionId);
    let repairId: number | undefined;
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue);
      const revision = requireRevision(loaded.state);
      const registeredOn = madridDay(loaded.events[0]!.metadata.occurredAt);
      if (revision.convertedToRepairId !== null) {
        // Another conversion won: nothing stays sealed for the number this one took.
        if (repairId !== undefined && repairId !== revision.convertedToRepairId) {
          await this.secrets.shred(unlockCodeSubject('repair', repairId));
        }
        const { convertedToRepairId, unlockCodeForRepair } = revision;
        return { revision, registeredOn, repairId: convertedToRepairId, unlockCode: unlockCodeForRepair, position: 0, version: loaded.version };
      }
      // Taken once: a lost race leaves at most this one number unused.
      repairId ??= await this.store.nextId('repair');
      // Sealed again at each attempt: the code may have been changed in between.
      const unlockCode = await resealUnlockCode(
        this.secrets,
        unlockCodeSubject('revision', revisionId),
        unlockCodeSubject('repair', repairId),
        revision.unlockCode,
      );
      try {
        const { position, version } = await this.aggregates.handle({
          ...aggregate,
          command: { type: 'ConvertRevisionToRepair', repairId, unlockCode },
          expectedVersion: loaded.version,
          context,
        });
        return { revision, registeredOn, repairId, unlockCode, position, version };
      } catch (error) {
        if (error instanceof ConcurrentChange && attempt < ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * Registers the repair unless it exists; answers a position the read models must reach to
   * show it. One registered by a conversion running at the same time may stand after this
   * one's own conversion in the log, so then the answer is the log's head (which includes it).
   */
  private async ensureRepair({ repairId, revision, registeredOn, unlockCode }: RecordedConversion, context: CommandContext): Promise<number> {
    const aggregate = repairAggregate(repairId);
    const exists = async () => (await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue)).state.exists;
    if (await exists()) return this.store.headPosition();
    try {
      const { position } = await this.aggregates.handle({
        ...aggregate,
        command: {
          type: 'RegisterRepair',
          data: { ...repairFromRevision(revision, registeredOn), repairId },
          // The revision's client: checked when the revision was registered, and a client
          // with work is never deleted.
          clientExists: true,
          now: context.now,
          origin: { revisionId: revision.revisionId },
          unlockCode,
          trackingToken: newTrackingToken(),
        },
        context,
      });
      return position;
    } catch (error) {
      // A conversion running at the same time registered it first.
      if (await exists()) return this.store.headPosition();
      throw error;
    }
  }
}
