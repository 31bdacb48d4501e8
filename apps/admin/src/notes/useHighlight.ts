import { useCallback, useEffect, useRef, useState } from 'react';
import type { Identifier } from 'react-admin';

/** Longest a highlight waits for its note to show (a filtered-out note never does). */
const HIGHLIGHT_TIMEOUT_MS = 3000;

/**
 * Which note is lit up after it was created or changed. The note clears it when its 0.5 s
 * animation ends, so the whole highlight shows even if the list takes a moment to reload.
 */
export function useHighlight() {
  const [highlightedId, setHighlightedId] = useState<Identifier | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const highlight = useCallback((id: Identifier) => {
    window.clearTimeout(timer.current);
    setHighlightedId(id);
    timer.current = window.setTimeout(() => setHighlightedId(null), HIGHLIGHT_TIMEOUT_MS);
  }, []);

  const clearHighlight = useCallback(() => {
    window.clearTimeout(timer.current);
    setHighlightedId(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { highlightedId, highlight, clearHighlight };
}
