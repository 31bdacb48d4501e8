import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { revealUnlockCode, unlockCodeSubject } from '../../../secrets/unlock-code.js';
import { revisionAggregate } from '../../revision.stream.js';
import { RevealRevisionUnlockCode, type RevealedRevisionUnlockCode } from './reveal-revision-unlock-code.query.js';

@QueryHandler(RevealRevisionUnlockCode)
export class RevealRevisionUnlockCodeHandler implements IQueryHandler<RevealRevisionUnlockCode> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ revisionId }: RevealRevisionUnlockCode): Promise<RevealedRevisionUnlockCode> {
    const { streamId, decider, catalogue } = revisionAggregate(revisionId);
    const { state } = await this.aggregates.load(streamId, decider, catalogue);
    const revealed = await revealUnlockCode(this.secrets, unlockCodeSubject('revision', revisionId), state);
    // Purged by the conversion: the code is the repair's now, and is asked of it.
    if (revealed.found === 'purged' && state.exists && state.convertedToRepairId !== null) {
      return { found: 'moved', repairId: state.convertedToRepairId };
    }
    return revealed;
  }
}
