import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Close an open menu when the visitor clicks (or taps) outside of it or presses Escape.
 * `within` lists the elements that count as inside (the panel and its toggle button).
 */
export function useDismiss(
  open: boolean,
  within: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: 'outside' | 'escape') => void,
): void {
  // Latest values without re-subscribing on every render.
  const latest = useRef({ within, onDismiss });
  useLayoutEffect(() => {
    latest.current = { within, onDismiss };
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && latest.current.within.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
