import { describe, expect, it } from '@jest/globals';
import { countUpValue, easeOutCubic, linear } from './useCountUp';

describe('countUpValue: the number a counter shows while it counts up', () => {
  it('shows zero before counting starts', () => {
    expect(countUpValue(8000, 0, 2500)).toBe(0);
    expect(countUpValue(8000, -16, 2500)).toBe(0);
  });

  it('shows exactly the target once the duration has passed, and after', () => {
    expect(countUpValue(8000, 2500, 2500)).toBe(8000);
    expect(countUpValue(8000, 9999, 2500)).toBe(8000);
  });

  it('climbs without ever going down or past the target', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2500; elapsed += 16) {
      const shown = countUpValue(9500, elapsed, 2500);
      expect(shown).toBeGreaterThanOrEqual(previous);
      expect(shown).toBeLessThanOrEqual(9500);
      expect(Number.isInteger(shown)).toBe(true);
      previous = shown;
    }
  });

  it('with linear easing, halfway through shows half the target', () => {
    expect(countUpValue(100, 1250, 2500, linear)).toBe(50);
  });

  it('by default eases out: more than half the target at half the time', () => {
    expect(countUpValue(100, 1250, 2500)).toBe(Math.floor(100 * easeOutCubic(0.5)));
    expect(countUpValue(100, 1250, 2500)).toBeGreaterThan(50);
  });

  it('with no duration, jumps straight to the target', () => {
    expect(countUpValue(42, 1, 0)).toBe(42);
  });
});
