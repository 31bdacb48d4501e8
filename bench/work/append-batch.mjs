import { repairEvents } from '../lib/events.mjs';
import { plan, slice, time } from '../lib/plan.mjs';

/** (2) Batches of 100 events per append call, each batch a new stream. */
export const id = 'append-batch';
export const title = '2. append, 100 events per call';
/** One call per turn, as for item 1. */
export const turns = () => Math.ceil(plan.appendBatch.events / plan.appendBatch.batch);

export async function run(adapter, part, parts) {
  const { events: count, batch } = plan.appendBatch;
  const [from, to] = slice(Math.ceil(count / batch), part, parts);
  const batches = [];
  for (let b = from; b < to; b++) batches.push(repairEvents(Math.min(batch, count - b * batch), 1_000_000 + b * batch));
  const seconds = await time(async () => {
    for (let b = from; b < to; b++) await adapter.appendBatch(`batch-${b}`, batches[b - from], 0);
  });
  return { events: batches.reduce((sum, events) => sum + events.length, 0), seconds };
}

export const detail = () => `${Math.ceil(plan.appendBatch.events / plan.appendBatch.batch)} calls of ${plan.appendBatch.batch}`;
