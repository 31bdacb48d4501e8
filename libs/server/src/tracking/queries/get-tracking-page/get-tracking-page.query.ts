import { Query } from '@nestjs/cqrs';
import type { TrackingView } from '@taller/domain';

/** What `/seguimiento/<token>` shows, for anyone holding the token; null for a token that opens nothing. */
export class GetTrackingPage extends Query<TrackingView | null> {
  constructor(
    readonly token: unknown,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
