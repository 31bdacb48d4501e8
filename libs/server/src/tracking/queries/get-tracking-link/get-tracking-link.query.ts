import { Query } from '@nestjs/cqrs';
import type { TrackedKind } from '@taller/domain';

/** The live link of a record, for staff: its token and when it was issued; null when it has none. */
export class GetTrackingLink extends Query<{ token: string; issuedAt: string } | null> {
  constructor(
    readonly kind: TrackedKind,
    readonly id: number,
  ) {
    super();
  }
}
