import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The error side of a form whose fields are `fields`, in screen order: each field's id and
 * input ref, its error (cleared when the field is edited, spec §4), and showing a set of
 * errors with the focus on the first. The focus moves once the render under way is
 * committed: after a refused submit the inputs are still disabled until then.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusTarget, setFocusTarget] = useState<{ field: F } | null>(null);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const base = useId();

  useEffect(() => {
    if (focusTarget) inputs.current[focusTarget.field]?.focus();
  }, [focusTarget]);

  // Stable per field, so React does not detach and attach the refs at every render.
  const refs = useMemo(
    () =>
      Object.fromEntries(fields.map((field) => [field, (input: HTMLInputElement | null) => void (inputs.current[field] = input)])) as Record<
        F,
        (input: HTMLInputElement | null) => void
      >,
    [fields],
  );

  const clear = useCallback((field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);

  /** Shows these errors, and only these; true when there is one (the first is focused). */
  const show = useCallback(
    (found: FieldErrors<F>): boolean => {
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first !== undefined) setFocusTarget({ field: first });
      return first !== undefined;
    },
    [fields],
  );

  /** The server's field errors that belong to this form. */
  const fromServer = useCallback(
    (fieldErrors: Record<string, string | undefined>): FieldErrors<F> => {
      const found: FieldErrors<F> = {};
      for (const field of fields) if (fieldErrors[field]) found[field] = fieldErrors[field];
      return found;
    },
    [fields],
  );

  return { errors, id: (field: F) => `${base}-${field}`, ref: (field: F) => refs[field], clear, show, fromServer };
}
