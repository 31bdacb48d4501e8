/**
 * How much each work item does. BENCH_SCALE multiplies every count (0.1 for a quick look,
 * 2 for steadier numbers); BENCH_REBUILD_EVENTS fixes the rebuild's size.
 */
const scale = Number(process.env.BENCH_SCALE ?? 1);
if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, not ${process.env.BENCH_SCALE}`);
const n = (count, min = 1) => Math.max(min, Math.round(count * scale));

export const plan = {
  scale,
  /**
   * The sides of one engine take turns: each work item is cut in parts and every side runs
   * part 1, then every side part 2…, so a slow patch of the disk hits all alike. Appends
   * alternate call by call; reads in `rounds` parts.
   */
  rounds: 10,
  appendOne: { events: n(5_000, 100), eventsPerStream: 10 },
  appendBatch: { events: n(100_000, 1_000), batch: 100 },
  readStream: { streamLength: 1_000, reads: n(200, 10) },
  readAll: { page: 500 },
  rebuild: {
    events: Number(process.env.BENCH_REBUILD_EVENTS ?? n(100_000, 1_000)),
    /** Rebuilds per size, on the same log: the median is reported. */
    repeats: Number(process.env.BENCH_REBUILD_REPEATS ?? 3),
    /**
     * Grow to `full` events when, projected from the first run, the rebuild of `full` takes
     * under `growIfRebuildUnder` seconds and the whole step (writing the log, the core's
     * start-up catch-up, the rebuild) under `growIfStepUnder`, to keep `npm run bench` short.
     */
    full: 1_000_000,
    growIfRebuildUnder: 60,
    growIfStepUnder: 150,
    grow: process.env.BENCH_REBUILD_EVENTS === undefined && process.env.BENCH_REBUILD_GROW !== '0',
  },
  engines: (process.env.BENCH_ENGINES ?? 'sqlite,postgresql').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
};

/** Seconds spent in `fn`. */
export async function time(fn) {
  const started = performance.now();
  await fn();
  return (performance.now() - started) / 1000;
}

/** The `part`-th of `parts` slices of 0…count−1, as [from, to). */
export function slice(count, part, parts) {
  return [Math.floor((count * part) / parts), Math.floor((count * (part + 1)) / parts)];
}
