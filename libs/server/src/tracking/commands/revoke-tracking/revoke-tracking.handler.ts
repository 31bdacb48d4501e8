import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { changeTracking } from '../../tracked-records.js';
import { RevokeTracking } from './revoke-tracking.command.js';

@CommandHandler(RevokeTracking)
export class RevokeTrackingHandler implements ICommandHandler<RevokeTracking> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ kind, id, context }: RevokeTracking) {
    const { position, version } = await changeTracking(this.aggregates, kind, id, { revoke: true }, context);
    return { id, position, version };
  }
}
