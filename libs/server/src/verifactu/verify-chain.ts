import { verifactuMessages, type BillingRecord, type ChainLink } from '@taller/domain';
import { fingerprint } from './verifactu-hash.js';

export type ChainVerification =
  | { ok: true; count: number }
  /** `count`: the records read, the broken one included; `index`: its position, from 0. */
  | { ok: false; count: number; index: number; invoiceNumber: string; reason: string };

/**
 * Reads the billing records in the order they were generated and checks that each one's huella
 * matches its data and that it chains to the record read before it (the first to nothing, or to
 * `after` when checking the rest of a chain). Streams: only the previous record is kept, so
 * any number of records can be read from a cursor. Stops at the first broken record.
 */
export async function verifyChain(
  records: Iterable<BillingRecord> | AsyncIterable<BillingRecord>,
  { after = null }: { after?: ChainLink | null } = {},
): Promise<ChainVerification> {
  let expected: ChainLink | null = after;
  let index = 0;
  for await (const record of records) {
    const reason = brokenBecause(record, expected);
    if (reason) return { ok: false, count: index + 1, index, invoiceNumber: record.invoiceNumber, reason };
    expected = { invoiceNumber: record.invoiceNumber, issueDate: record.issueDate, hash: record.hash };
    index++;
  }
  return { ok: true, count: index };
}

function brokenBecause(record: BillingRecord, expected: ChainLink | null): string | null {
  let hash: string;
  try {
    hash = fingerprint(record);
  } catch (error) {
    return verifactuMessages.chainUnreadable(error instanceof Error ? error.message : String(error));
  }
  if (hash !== record.hash) return verifactuMessages.chainHashMismatch;
  const claimed = record.previous;
  if (expected === null) return claimed === null ? null : verifactuMessages.chainFirstHasPrevious(claimed.invoiceNumber);
  if (claimed === null) return verifactuMessages.chainMissingPrevious(expected.invoiceNumber);
  if (claimed.invoiceNumber !== expected.invoiceNumber || claimed.issueDate !== expected.issueDate) {
    return verifactuMessages.chainWrongPrevious(claimed.invoiceNumber, expected.invoiceNumber);
  }
  if (claimed.hash !== expected.hash) return verifactuMessages.chainWrongPreviousHash(expected.invoiceNumber);
  return null;
}
