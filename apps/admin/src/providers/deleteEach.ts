import { HttpError, type DataProvider, type DeleteManyParams, type DeleteManyResult, type Identifier } from 'react-admin';
import { serverMessage } from './errors';

/** A record a bulk delete left in place, and the server's reason (its Spanish message) if it gave one. */
export interface RefusedDeletion {
  id: Identifier;
  reason: string | undefined;
}

/**
 * A bulk delete that deleted some of the records (maybe none) and not the others: which were
 * deleted, and for each of the others why not.
 */
export class BulkDeleteIncomplete extends Error {
  constructor(
    readonly deleted: Identifier[],
    readonly refused: RefusedDeletion[],
  ) {
    super(refused.map(({ id, reason }) => `#${id}: ${reason ?? '—'}`).join('; '));
    this.name = 'BulkDeleteIncomplete';
  }
}

/**
 * `deleteMany` as ra-data-simple-rest sends it (one DELETE per id, all at once: spec §7), but
 * settled one by one: its own `deleteMany` rejects with the first failure, which hides both the
 * other refusals and the deletions that went through. This one answers the ids deleted, or
 * throws `BulkDeleteIncomplete` with every outcome. A 401 is thrown as it is, so that
 * react-admin still sends an expired session to the login.
 */
export function deleteEach(deleteOne: DataProvider['delete']) {
  return async (resource: string, params: DeleteManyParams): Promise<DeleteManyResult> => {
    const outcomes = await Promise.allSettled(params.ids.map((id) => deleteOne(resource, { id, meta: params.meta })));
    const deleted: Identifier[] = [];
    const refused: RefusedDeletion[] = [];
    outcomes.forEach((outcome, index) => {
      const id = params.ids[index]!;
      if (outcome.status === 'fulfilled') deleted.push(id);
      else refused.push({ id, reason: serverMessage(outcome.reason) });
    });
    const sessionGone = outcomes.find(
      (outcome): outcome is PromiseRejectedResult =>
        outcome.status === 'rejected' && outcome.reason instanceof HttpError && outcome.reason.status === 401,
    );
    if (sessionGone) throw sessionGone.reason;
    if (refused.length > 0) throw new BulkDeleteIncomplete(deleted, refused);
    return { data: deleted };
  };
}
