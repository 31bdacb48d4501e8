import { Query } from '@nestjs/cqrs';
import type { CustomerData } from './customer-data.json.js';

/** A copy of everything the shop keeps about a customer account (GDPR: access and portability). */
export class ExportCustomerData extends Query<CustomerData> {
  constructor(
    readonly accountId: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
