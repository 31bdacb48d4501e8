import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { fingerprint } from '../../../verifactu/verifactu-hash.js';
import { billingAggregate } from '../../billing.stream.js';
import { InvoiceSources } from '../../invoice-sources.js';
import { issuedId } from '../issued-id.js';
import { CorrectInvoice } from './rectify-invoice.command.js';

@CommandHandler(CorrectInvoice)
export class CorrectInvoiceHandler implements ICommandHandler<CorrectInvoice> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly sources: InvoiceSources,
  ) {}

  async execute({ invoiceId, annul, form, requestId, context }: CorrectInvoice) {
    await this.sources.caughtUp();
    const sealing = { target: await this.sources.facts(invoiceId), reason: form['reason'], requestId, now: context.now, fingerprint, issuer: await this.sources.issuer() };
    const decided = await this.aggregates.handle({
      ...billingAggregate(),
      command: annul ? { type: 'AnnulInvoice', ...sealing } : { type: 'RectifyInvoice', lines: form['lines'], method: form['method'], by: movementByOf(context), ...sealing },
      context,
    });
    // An annulment answers the invoice it annulled; a rectification, the new invoice.
    return annul ? { id: invoiceId, position: decided.position, version: decided.version } : issuedId(decided, requestId, this.sources);
  }
}
