import { useEffect, useState } from 'react';

/** Spec §9: a section is active while it crosses the band 20 %–30 % from the top of the viewport. */
export const ACTIVE_BAND = { top: 0.2, bottom: 0.3 } as const;
const rootMargin = `-${Math.round(ACTIVE_BAND.top * 100)}% 0px -${Math.round((1 - ACTIVE_BAND.bottom) * 100)}% 0px`;

/**
 * The section being read, for the table of contents: of the sections crossing the band, the
 * last in page order (the one whose top has passed the band's lower edge). Above the first
 * section nothing is active. The setter lets a click in the index mark its target at once.
 */
export function useActiveSection(ids: readonly string[]): [string | null, (id: string | null) => void] {
  const [active, setActive] = useState<string | null>(null);
  const idList = ids.join(' ');

  useEffect(() => {
    const order = idList ? idList.split(' ') : [];
    const elements = order.map((id) => document.getElementById(id)).filter((element) => element !== null);
    if (elements.length === 0) return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const current = order.findLast((id) => inBand.has(id));
        if (current) setActive(current);
        else if (elements[0]!.getBoundingClientRect().top > window.innerHeight * ACTIVE_BAND.bottom) setActive(null);
      },
      { rootMargin, threshold: 0 },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [idList]);

  return [active, setActive];
}
