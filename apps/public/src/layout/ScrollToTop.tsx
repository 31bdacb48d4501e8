import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { useAuth } from '../auth/AuthContext';

/**
 * A page coming back may still be growing (its code, images, data): it is given this long to
 * get tall enough. Time rather than frames: a busy or backgrounded tab draws few frames.
 */
const RESTORE_MS = 3000;
/** Positions kept over a reload (the tab's session storage), as the browser keeps its own. */
const STORAGE_KEY = 'taller:posiciones';
const KEPT_POSITIONS = 100;

/** Where each history entry (entryKey: react-router's key, which survives a reload) was scrolled to when last seen. */
const scrollPositions = new Map<string, number>(readStoredPositions());

function readStoredPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is [string, number] => typeof entry?.[0] === 'string' && typeof entry[1] === 'number') : [];
  } catch {
    return []; // storage blocked or garbled: positions live as long as the page
  }
}

function storePositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...scrollPositions].slice(-KEPT_POSITIONS)));
  } catch {
    // storage blocked or full: a reload starts at the top
  }
}

/** The entry shown now (set when its page commits), whose position `rememberNow` records. */
let shownKey: string | undefined;

function remember(key: string): void {
  // Latest last: the storage keeps the most recent entries.
  scrollPositions.delete(key);
  scrollPositions.set(key, window.scrollY);
}

/**
 * Records where the shown entry is scrolled to, at the moment the reader leaves it. Scroll
 * events arrive with the next frame: a Back or a link followed within the same frame as the
 * last scroll (a busy or backgrounded tab draws few) would otherwise leave the entry with an
 * older position, or the top.
 */
function rememberNow(): void {
  if (shownKey !== undefined) remember(shownKey);
}

// Before the router hears of it: listeners on window at capture run ahead of its own (added later,
// without capture), while the page on screen is still the one being left.
window.addEventListener('popstate', rememberNow, { capture: true });
document.addEventListener('click', rememberNow, { capture: true });
document.addEventListener('submit', rememberNow, { capture: true });

/** The history entry's name: a page load's first entry has none of its own ('default'), its address stands in. */
function entryKey({ key, pathname, search }: Location): string {
  return key === 'default' ? `default:${pathname}${search}` : key;
}

/** Whether this page load returned to an entry (Back, Forward, reload) rather than visited anew. */
function loadReturned(): boolean {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return load?.type === 'back_forward' || load?.type === 'reload';
}

/**
 * Scroll to the top on every new location (a link, a redirect: PUSH or REPLACE) and when
 * authentication changes (spec, rules of the frame); a link to a fragment (/perfil#pedidos)
 * lands on that element when the page has it. Back and Forward (POP), and a reload, return to
 * where that entry was scrolled to, as browsers do for pages of their own: done here rather
 * than left to the browser, whose own restoration races this scroll to the top (which of the
 * two lands last differs between browsers). After a client-side navigation the focus moves
 * to the main landmark, so screen-reader and keyboard users start at the new page.
 */
export function ScrollToTop({ mainId }: { mainId: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { current, status } = useAuth();
  // The first answer of the session check is not a change: a reload keeps its place.
  const sessionKey = status === 'checking' ? undefined : current ? `${current.user.id}:${current.session.createdAt}` : 'none';
  const firstRender = useRef(true);
  const seenSession = useRef(sessionKey);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', storePositions);
    };
  }, []);

  // Remember this entry's position as the reader scrolls. Swapped during the commit that shows a
  // new page, before the browser reports any scroll of it, so no entry gets another's position.
  useLayoutEffect(() => {
    const key = entryKey(location);
    shownKey = key;
    const onScroll = () => remember(key);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (shownKey === key) shownKey = undefined;
    };
  }, [location]);

  const firstLocation = useRef(location);
  useLayoutEffect(() => {
    // The first location of a page load is a return only when the load itself was one.
    const returning = navigationType === 'POP' && (location !== firstLocation.current || loadReturned());
    const saved = returning ? scrollPositions.get(entryKey(location)) : undefined;
    if (saved !== undefined) return restore(saved);
    const fragment = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (fragment) fragment.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
    return undefined;
  }, [location, navigationType]);

  useEffect(() => {
    const before = seenSession.current;
    seenSession.current = sessionKey;
    if (before !== undefined && before !== sessionKey) window.scrollTo(0, 0);
  }, [sessionKey]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location.pathname, mainId]);

  return null;
}

/** Scrolls back to `top`, trying again each frame while the page is still too short (for up to RESTORE_MS); answers how to stop. */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_MS;
  let request = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) request = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(request);
}
