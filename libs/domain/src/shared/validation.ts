import type { z } from 'zod';
import { ValidationFailed, type FieldErrors } from './errors.js';

/** The first message of each field, keyed by the field's path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses with a schema of the spec's rules, or throws the spec's messages per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationFailed(fieldErrors(result.error), message);
  return result.data;
}

/** Text treated as missing when it holds only blanks (the spec's "blank-only counts as missing"). */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
