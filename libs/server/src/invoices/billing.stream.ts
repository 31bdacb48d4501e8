import { billingLogDecider, invoiceEvents } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** The shop's billing log is one stream, `billing-1`: every invoice and annulment, chained. */
export const BILLING_STREAM = streamName('billing', 1);

export const billingAggregate = () => ({
  streamId: BILLING_STREAM,
  decider: billingLogDecider,
  catalogue: invoiceEvents,
  conflictMessage: 'Se acaba de emitir otra factura: vuelve a intentarlo',
  // Two clerks invoicing at once only means a second turn: the numbers and the chain are decided again.
  attempts: 5,
});
