import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { fingerprint } from '../../../verifactu/verifactu-hash.js';
import { billingAggregate } from '../../billing.stream.js';
import { InvoiceSources } from '../../invoice-sources.js';
import { IssueInvoice } from './issue-invoice.command.js';
import { issuedId } from '../issued-id.js';

@CommandHandler(IssueInvoice)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoice> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly sources: InvoiceSources,
  ) {}

  async execute({ form, requestId, context }: IssueInvoice) {
    await this.sources.caughtUp();
    const work = await this.sources.work(form['source'], form['lines']);
    const customer = (form['customer'] ?? {}) as Record<string, unknown>;
    const decided = await this.aggregates.handle({
      ...billingAggregate(),
      command: {
        type: 'IssueInvoice',
        kind: form['kind'] ?? 'simplified',
        lines: work.lines,
        // A simplified invoice names the customer of the work unless the form says otherwise.
        customer: { ...customer, name: customer['name'] ?? work.customerName },
        source: work.source,
        sourceInvoice: await this.sources.invoiceOf(work.source),
        requestId,
        now: context.now,
        fingerprint,
        issuer: await this.sources.issuer(),
      },
      context,
    });
    return issuedId(decided, requestId, this.sources);
  }
}
