import { createHash } from 'node:crypto';
import { huellaInput, type BillingRecord, type UnhashedBillingRecord, type UnsealedBillingRecord } from '@taller/domain';

/**
 * A billing record's huella: SHA-256 over the UTF-8 of the text AEAT specifies (huellaInput),
 * in upper-case hex, 64 digits.
 */
export function fingerprint(record: UnhashedBillingRecord): string {
  return createHash('sha256').update(huellaInput(record), 'utf8').digest('hex').toUpperCase();
}

/**
 * Chains a drafted record to the last one of the system (null for the very first) and
 * fingerprints it. The previous record is named by its own invoice: an annulment's, the
 * annulled invoice.
 */
export function sealRecord(unsealed: UnsealedBillingRecord, previous: BillingRecord | null): BillingRecord {
  const chained = {
    ...unsealed,
    previous: previous && { invoiceNumber: previous.invoiceNumber, issueDate: previous.issueDate, hash: previous.hash },
  } as UnhashedBillingRecord;
  return { ...chained, hash: fingerprint(chained) } as BillingRecord;
}
