import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: the back-to-top button appears after 300 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 300;

/**
 * How much of the page (the element) has been read, 0–100: 0 while its top is in view,
 * 100 once its end reaches the bottom of the viewport. Also whether the visitor has
 * scrolled far enough to be offered a way back to the top.
 */
export function useReadingProgress(page: RefObject<HTMLElement | null>): { percent: number; showBackToTop: boolean } {
  const [percent, setPercent] = useState(0);
  const [showBackToTop, setShowBackToTop] = useState(false);

  useEffect(() => {
    const element = page.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const scrollable = element.offsetHeight - window.innerHeight;
      const ratio = scrollable <= 0 ? 1 : (window.scrollY - top) / scrollable;
      setPercent(Math.round(Math.min(1, Math.max(0, ratio)) * 100));
      setShowBackToTop(window.scrollY > BACK_TO_TOP_AFTER_PX);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Opening, closing or filtering sections changes the length to read.
    const resizes = new ResizeObserver(schedule);
    resizes.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes.disconnect();
    };
  }, [page]);

  return { percent, showBackToTop };
}
