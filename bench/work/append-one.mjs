import { repairEvents } from '../lib/events.mjs';
import { plan, slice, time } from '../lib/plan.mjs';

/** (1) One event per append call, round-robin over streams of 10 events, each with its expected revision. */
export const id = 'append-one';
export const title = '1. append, 1 event per call';
/** One call per turn: the sides alternate call by call, so the disk's drift hits them alike. */
export const turns = () => plan.appendOne.events;

export async function run(adapter, part, parts) {
  const { events: count, eventsPerStream } = plan.appendOne;
  const streams = Math.ceil(count / eventsPerStream);
  const [from, to] = slice(count, part, parts);
  const events = repairEvents(to - from, 1 + from);
  const seconds = await time(async () => {
    for (let k = from; k < to; k++) await adapter.appendOne(`one-${k % streams}`, events[k - from], Math.floor(k / streams));
  });
  return { events: to - from, seconds, calls: to - from };
}

export const detail = () => `${plan.appendOne.events} calls over ${Math.ceil(plan.appendOne.events / plan.appendOne.eventsPerStream)} streams`;
