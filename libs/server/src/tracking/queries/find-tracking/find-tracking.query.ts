import { Query } from '@nestjs/cqrs';

/**
 * The public lookup at `/seguimiento`: the albarán's number and the phone's last four digits
 * give the record's live token. Counted against the asking address and the number asked for.
 */
export class FindTracking extends Query<{ token: string }> {
  constructor(
    readonly body: unknown,
    readonly address: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
