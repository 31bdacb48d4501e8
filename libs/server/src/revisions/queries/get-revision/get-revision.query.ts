import { Query } from '@nestjs/cqrs';
import type { RevisionJson } from '../../revision.json.js';

export class GetRevision extends Query<RevisionJson | null> {
  constructor(readonly revisionId: number) {
    super();
  }
}
