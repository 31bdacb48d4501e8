import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './reducedMotion';

/** Spec §9: the count-ups move in 16 ms ticks. */
export const COUNT_UP_TICK_MS = 16;

/** Maps the elapsed fraction of the animation (0…1) to the fraction of the target shown. */
export type Easing = (progress: number) => number;

export const linear: Easing = (progress) => progress;
/** Fast at first, settling gently on the final number. */
export const easeOutCubic: Easing = (progress) => 1 - (1 - progress) ** 3;

/**
 * The whole number a counter shows `elapsedMs` after it started counting towards `target`:
 * 0 before it starts, never more than the target, and exactly the target from `durationMs` on.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number, easing: Easing = easeOutCubic): number {
  if (elapsedMs <= 0) return 0;
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.min(1, Math.max(0, easing(elapsedMs / durationMs)));
  return Math.min(target, Math.floor(target * progress));
}

export interface CountUpOptions {
  /** How long the count from zero to the target lasts. */
  durationMs: number;
  /** Wait this long after the element comes into view before counting (default 0). */
  delayMs?: number;
  /** Fraction of the watched element that must be visible to start (default 0.1, spec §9). */
  threshold?: number;
  /** Watch this element instead of the one given `ref` (e.g. a whole statistics strip). */
  trigger?: RefObject<Element | null>;
  easing?: Easing;
}

/**
 * A number that counts up from zero to `target` once its element scrolls into view.
 * Visitors who ask for reduced motion, and browsers without IntersectionObserver, see the
 * final number straight away: the animation is decoration, the number is the content.
 */
export function useCountUp<E extends Element = HTMLElement>(
  target: number,
  { durationMs, delayMs = 0, threshold = 0.1, trigger, easing = easeOutCubic }: CountUpOptions,
): { ref: RefObject<E | null>; value: number; done: boolean } {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(() => (animates() ? 0 : target));

  useEffect(() => {
    const element = trigger?.current ?? ref.current;
    if (!animates() || !element) {
      setValue(target);
      return;
    }
    let delayTimer: ReturnType<typeof setTimeout> | undefined;
    let tickTimer: ReturnType<typeof setInterval> | undefined;
    setValue(0);

    const count = () => {
      const startedAt = performance.now();
      tickTimer = setInterval(() => {
        // Computed from the clock, not from the number of ticks: a throttled tab still ends on time.
        const next = countUpValue(target, performance.now() - startedAt, durationMs, easing);
        setValue(next);
        if (next === target) clearInterval(tickTimer);
      }, COUNT_UP_TICK_MS);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        delayTimer = setTimeout(count, delayMs);
      },
      { threshold },
    );
    observer.observe(element);

    return () => {
      observer.disconnect();
      clearTimeout(delayTimer);
      clearInterval(tickTimer);
    };
  }, [target, durationMs, delayMs, threshold, trigger, easing]);

  return { ref, value, done: value === target };
}

function animates(): boolean {
  return typeof IntersectionObserver !== 'undefined' && !prefersReducedMotion();
}
