import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '../hooks/useDismiss';

/**
 * A button that shows and hides a panel (the mobile menu, the account menus). The panel
 * closes on a click outside, on Escape (focus back on the button), when the keyboard focus
 * leaves it, and on every change of page.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, [panelRef, buttonRef], dismiss);

  // Tabbing past the last entry leaves the menu: it should not stay open behind the focus.
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (!target || target === document.body) return;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  return { open, toggle, close, buttonRef, panelRef };
}
