import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';

/**
 * Scroll to the top on every location change and when authentication changes
 * (spec, rules of the frame). After a client-side navigation the focus moves to
 * the main landmark, so screen-reader and keyboard users start at the new page.
 */
export function ScrollToTop({ mainId }: { mainId: string }) {
  const location = useLocation();
  const { current } = useAuth();
  const sessionKey = current ? `${current.user.id}:${current.session.createdAt}` : 'none';
  const firstRender = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, sessionKey]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location.pathname, mainId]);

  return null;
}
