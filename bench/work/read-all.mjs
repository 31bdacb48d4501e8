import { plan, time } from '../lib/plan.mjs';

/**
 * (4) Catch up the whole global log from position 0 in pages of 500, as a projector does.
 * One catch-up per side, cut in turns: each turn goes on from where that side stopped.
 */
export const id = 'read-all';
export const title = '4. catch up the global log';
export const turns = () => plan.rounds;

const where = new WeakMap(); // side → position reached so far

export async function run(adapter, part, parts) {
  const { page } = plan.readAll;
  if (part === 0) {
    await adapter.readAll(0, page); // warm-up
    where.set(adapter, 0);
  }
  // What items 1–3 wrote (and the warm-up event); the last turn reads to the end whatever it is.
  const expected = 1 + plan.appendOne.events + plan.appendBatch.events + plan.readStream.streamLength;
  const share = part === parts - 1 ? Infinity : Math.ceil(expected / parts);
  let count = 0;
  const seconds = await time(async () => {
    let after = where.get(adapter);
    while (count < share) {
      const read = await adapter.readAll(after, page);
      if (read.count === 0) break;
      count += read.count;
      after = read.last;
    }
    where.set(adapter, after);
  });
  return { events: count, seconds };
}

export const detail = () => `pages of ${plan.readAll.page}`;
