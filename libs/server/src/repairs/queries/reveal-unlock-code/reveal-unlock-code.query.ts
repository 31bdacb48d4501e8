import { Query } from '@nestjs/cqrs';

export type RevealedUnlockCode =
  | { found: 'code'; unlockCode: string }
  | { found: 'no-repair' | 'no-code' | 'purged' };

/** A repair's unlock code in clear, asked for explicitly by staff. */
export class RevealUnlockCode extends Query<RevealedUnlockCode> {
  constructor(readonly repairId: number) {
    super();
  }
}
