import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True from the moment `threshold` of the element has been visible (and for good after):
 * sections use it to play their entrance once. Without IntersectionObserver it is true at
 * once, so nothing stays hidden.
 */
export function useInView<E extends Element>(threshold: number): { ref: RefObject<E | null>; inView: boolean } {
  const ref = useRef<E>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setInView(true);
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold]);

  return { ref, inView };
}
