import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Focuses an element once the render under way is committed: after a refused submit, the
 * inputs are still disabled until the form leaves its "submitting" state.
 */
export function useFocusLater(): (ref: RefObject<HTMLElement | null>) => void {
  const [target, setTarget] = useState<{ ref: RefObject<HTMLElement | null> } | null>(null);
  useEffect(() => target?.ref.current?.focus(), [target]);
  return useCallback((ref) => setTarget({ ref }), []);
}
