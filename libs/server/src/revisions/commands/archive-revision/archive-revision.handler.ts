import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { unlockCodeSubject } from '../../../secrets/unlock-code.js';
import { revisionAggregate } from '../../revision.stream.js';
import { ArchiveRevision } from './archive-revision.command.js';

@CommandHandler(ArchiveRevision)
export class ArchiveRevisionHandler implements ICommandHandler<ArchiveRevision> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ revisionId, context }: ArchiveRevision) {
    const { events, position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'ArchiveRevision' },
      context,
    });
    // A finished revision filed away: the purge recorded, the key goes. After the append, so
    // a refused archive never loses the code; an open revision put aside keeps it.
    if (events.some((e) => e.type === 'RevisionUnlockCodePurged')) await this.secrets.shred(unlockCodeSubject('revision', revisionId));
    return { id: revisionId, position, version };
  }
}
