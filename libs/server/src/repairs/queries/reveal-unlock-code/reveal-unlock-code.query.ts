import { Query } from '@nestjs/cqrs';
import type { RevealedUnlockCode } from '../../../secrets/unlock-code.js';

/** A repair's unlock code in clear, asked for explicitly by staff. */
export class RevealUnlockCode extends Query<RevealedUnlockCode> {
  constructor(readonly repairId: number) {
    super();
  }
}
