/**
 * A quantile of values given as a histogram (value → how many), by linear interpolation between
 * the two nearest ranks (R-7, what spreadsheets' PERCENTIL.INC and numpy compute): the median of
 * 2, 3, 5, 9 is 4. Null for no values. Turnarounds are whole days, so a period of thousands of
 * repairs is a histogram of a few dozen values.
 */
export function quantileOf(histogram: ReadonlyMap<number, number>, p: number): number | null {
  const values = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const n = values.reduce((sum, [, count]) => sum + count, 0);
  if (n === 0) return null;
  const h = (n - 1) * p;
  const below = Math.floor(h);
  const at = (rank: number): number => {
    let seen = 0;
    for (const [value, count] of values) {
      seen += count;
      if (rank < seen) return value;
    }
    return values[values.length - 1]![0];
  };
  const low = at(below);
  return low + (h - below) * (at(Math.min(below + 1, n - 1)) - low);
}

/** Counts of `[value, count]` pairs added into a histogram. */
export function histogramOf(pairs: Iterable<readonly [number, number]>): Map<number, number> {
  const histogram = new Map<number, number>();
  for (const [value, count] of pairs) histogram.set(value, (histogram.get(value) ?? 0) + count);
  return histogram;
}
