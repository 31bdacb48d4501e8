import { useEffect, useRef } from 'react';

/**
 * react-admin 5.15's row checkbox (`SelectRowCheckbox`) gives its `aria-label` to the MUI 7
 * Checkbox's root, a `<span>`, where it is not allowed, and leaves the `<input>` unnamed (axe:
 * aria-prohibited-attr and label, both serious). Until react-admin passes it through
 * `inputProps`, as its page checkbox does, this moves each row checkbox's name onto its input,
 * for the rows inside the element it is given, as they come and go. `ShopList` applies it.
 */
export function useAccessibleRowCheckboxes<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const relabel = () => {
      for (const root of container.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        const input = root.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', root.getAttribute('aria-label') ?? '');
        root.removeAttribute('aria-label');
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}
