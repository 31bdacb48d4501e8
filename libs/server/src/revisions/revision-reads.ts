import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { revisionMessages } from '@taller/domain';
import { GetRevision } from './queries/get-revision/get-revision.query.js';
import type { RevisionJson } from './revision.json.js';

/** The revision as the read model holds it, or the spec's 404. */
@Injectable()
export class RevisionReads {
  constructor(private readonly queries: QueryBus) {}

  async require(revisionId: number): Promise<RevisionJson> {
    const revision = await this.queries.execute(new GetRevision(revisionId));
    if (!revision) throw new NotFoundException({ message: revisionMessages.notFound });
    return revision;
  }
}
