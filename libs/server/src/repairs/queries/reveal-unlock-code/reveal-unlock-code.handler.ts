import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { repairAggregate } from '../../repair.stream.js';
import { unlockCodeSubject } from '../../unlock-code.js';
import { RevealUnlockCode, type RevealedUnlockCode } from './reveal-unlock-code.query.js';

/** Read from the stream and opened with the repair's key: no read model ever holds the code. */
@QueryHandler(RevealUnlockCode)
export class RevealUnlockCodeHandler implements IQueryHandler<RevealUnlockCode> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ repairId }: RevealUnlockCode): Promise<RevealedUnlockCode> {
    const { streamId, decider, catalogue } = repairAggregate(repairId);
    const { state } = await this.aggregates.load(streamId, decider, catalogue);
    if (!state.exists || state.deleted) return { found: 'no-repair' };
    if (state.unlockCodePurged) return { found: 'purged' };
    if (state.unlockCode === null) return { found: 'no-code' };
    const unlockCode = await this.secrets.open(unlockCodeSubject(repairId), state.unlockCode);
    return unlockCode === null ? { found: 'purged' } : { found: 'code', unlockCode };
  }
}
