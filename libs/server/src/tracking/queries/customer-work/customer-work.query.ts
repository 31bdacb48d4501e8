import { Query } from '@nestjs/cqrs';
import type { CustomerWork } from '@taller/domain';

/** 'Mis pedidos y reparaciones' of a customer account. */
export class GetCustomerWork extends Query<CustomerWork> {
  constructor(
    readonly accountId: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
