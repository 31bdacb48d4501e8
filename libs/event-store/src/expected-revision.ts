import { WrongExpectedRevision, type ExpectedRevision } from './event-store.js';

/** Throws unless the stream is where the writer expected (`current`: last revision or null). */
export function checkExpected(streamId: string, expected: ExpectedRevision, current: number | null): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === null) ||
    (expected === 'stream_exists' && current !== null) ||
    (typeof expected === 'number' && current === expected);
  if (!ok) throw new WrongExpectedRevision(streamId, expected, current ?? 'no_stream');
}
