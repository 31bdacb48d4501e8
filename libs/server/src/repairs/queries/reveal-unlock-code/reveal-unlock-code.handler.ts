import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { revealUnlockCode, unlockCodeSubject, type RevealedUnlockCode } from '../../../secrets/unlock-code.js';
import { repairAggregate } from '../../repair.stream.js';
import { RevealUnlockCode } from './reveal-unlock-code.query.js';

@QueryHandler(RevealUnlockCode)
export class RevealUnlockCodeHandler implements IQueryHandler<RevealUnlockCode> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ repairId }: RevealUnlockCode): Promise<RevealedUnlockCode> {
    const { streamId, decider, catalogue } = repairAggregate(repairId);
    const { state } = await this.aggregates.load(streamId, decider, catalogue);
    return revealUnlockCode(this.secrets, unlockCodeSubject('repair', repairId), state);
  }
}
