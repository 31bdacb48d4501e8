import { Query } from '@nestjs/cqrs';
import type { RevealedUnlockCode } from '../../../secrets/unlock-code.js';

/** As a repair's, plus: the code went to the repair the revision became. */
export type RevealedRevisionUnlockCode = RevealedUnlockCode | { found: 'moved'; repairId: number };

/** A revision's unlock code in clear, asked for explicitly by staff. */
export class RevealRevisionUnlockCode extends Query<RevealedRevisionUnlockCode> {
  constructor(readonly revisionId: number) {
    super();
  }
}
