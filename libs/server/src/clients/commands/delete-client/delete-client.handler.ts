import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { ClientWork } from '../../client-work.js';
import { NoticeOptOuts } from '../../../notices/notice-opt-outs.js';
import { clientAggregate } from '../../client.stream.js';
import { DeleteClient } from './delete-client.command.js';

@CommandHandler(DeleteClient)
export class DeleteClientHandler implements ICommandHandler<DeleteClient> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly work: ClientWork,
    private readonly optOuts: NoticeOptOuts,
  ) {}

  async execute({ clientId, context }: DeleteClient) {
    const hasWork = await this.work.hasAny(clientId);
    const { position, version } = await this.aggregates.handle({
      ...clientAggregate(clientId),
      command: { type: 'DeleteClient', hasWork },
      context,
    });
    // Their opt-out link and preference go with them.
    await this.optOuts.forget(clientId);
    return { id: clientId, position, version };
  }
}
