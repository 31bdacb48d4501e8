import { repairEvents } from '../lib/events.mjs';
import { plan, slice, time } from '../lib/plan.mjs';

/** (3) Read one stream of 1,000 events again and again (as loading an aggregate does). */
export const id = 'read-stream';
export const title = '3. read a 1,000-event stream';
export const turns = () => plan.rounds;
const STREAM = 'read-1';

export async function run(adapter, part, parts) {
  const { streamLength, reads } = plan.readStream;
  if (part === 0) {
    for (let known = 0; known < streamLength; known += 100) {
      await adapter.appendBatch(STREAM, repairEvents(100, 2_000_000 + known), known);
    }
    const check = await adapter.readStream(STREAM); // also warms up
    if (check !== streamLength) throw new Error(`${adapter.name} read ${check} events of ${STREAM}, expected ${streamLength}`);
  }
  const [from, to] = slice(reads, part, parts);
  const seconds = await time(async () => {
    for (let r = from; r < to; r++) await adapter.readStream(STREAM);
  });
  return { events: streamLength * (to - from), seconds };
}

export const detail = () => `${plan.readStream.reads} reads`;
