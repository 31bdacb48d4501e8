import type { InvoiceEvent } from '@taller/domain';
import type { Decided } from '../../event-sourcing/aggregate-store.js';
import type { CommandResult } from '../../shared/command-result.js';
import type { InvoiceSources } from '../invoice-sources.js';

/** The invoice a command issued, or the one the same request issued before (nothing new decided). */
export async function issuedId(decided: Decided<InvoiceEvent>, requestId: string, sources: InvoiceSources): Promise<CommandResult> {
  const event = decided.events[0];
  if (event?.type === 'InvoiceIssued') return { id: event.data.invoiceId, position: decided.position, version: decided.version };
  return { id: (await sources.idOfRequest(requestId)) ?? 0, position: 0, version: decided.version };
}
