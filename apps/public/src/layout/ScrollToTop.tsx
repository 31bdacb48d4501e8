import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';

/**
 * Scroll to the top on every location change and when authentication changes
 * (spec, rules of the frame); a link to a fragment (/perfil#pedidos) lands on that
 * element when the page has it. After a client-side navigation the focus moves to
 * the main landmark, so screen-reader and keyboard users start at the new page.
 */
export function ScrollToTop({ mainId }: { mainId: string }) {
  const location = useLocation();
  const { current } = useAuth();
  const sessionKey = current ? `${current.user.id}:${current.session.createdAt}` : 'none';
  const firstRender = useRef(true);

  useEffect(() => {
    const fragment = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (fragment) fragment.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, sessionKey]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location.pathname, mainId]);

  return null;
}
