/** Spec §9: the carousel's constants. */
export const CAROUSEL = {
  /** Autoplay moves to the next slide after this long. */
  intervalMs: 5000,
  /** After a slide change, further changes are ignored for this long. */
  lockMs: 300,
  /** A horizontal swipe longer than this moves to the next or previous slide. */
  swipePx: 50,
  /** Slides whose images load straight away; the rest load lazily. */
  eagerImages: 3,
} as const;

export type Step = 'next' | 'previous';

/**
 * Where a finished swipe takes the carousel: a drag of more than `thresholdPx` to the left
 * is "next", to the right "previous". A drag that is mostly vertical is the visitor
 * scrolling the page, not swiping, and moves nothing.
 */
export function swipeStep(dx: number, dy: number, thresholdPx: number = CAROUSEL.swipePx): Step | null {
  if (Math.abs(dx) <= thresholdPx || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The slide one step away, wrapping around at both ends. */
export function stepIndex(index: number, step: Step, count: number): number {
  const delta = step === 'next' ? 1 : -1;
  return (((index + delta) % count) + count) % count;
}

export interface SlideLock {
  /** True, and closes the lock for its duration, if no change happened in the last `lockMs`. */
  tryAcquire(): boolean;
}

/**
 * The 300 ms lock: a slide change closes it, and changes asked for while it is closed are
 * dropped (not queued), so a double click or a burst of arrow keys moves one slide.
 */
export function createSlideLock(lockMs: number, now: () => number = () => performance.now()): SlideLock {
  let opensAt = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire() {
      const time = now();
      if (time < opensAt) return false;
      opensAt = time + lockMs;
      return true;
    },
  };
}
