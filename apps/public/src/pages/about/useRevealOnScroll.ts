import { useLayoutEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../../hooks/reducedMotion';

/** Spec §9: sections fade in when 10 % of them is visible. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Fades an element in the first time 10 % of it scrolls into view.
 * The content is visible by default: it is only held back (data-reveal="pending") once an
 * observer is watching it, and never when the visitor prefers reduced motion, so a browser
 * without IntersectionObserver, or a failed script, never leaves a section hidden.
 */
export function useRevealOnScroll<E extends HTMLElement>(): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);
  return ref;
}
