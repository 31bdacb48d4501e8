import { fieldErrors } from '@taller/domain';

type ZodError = Parameters<typeof fieldErrors>[0];

/** What the forms need of the domain's zod object schemas (`repairEditSchema`, `newRepairSchema`). */
export interface FormSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: ZodError };
  shape: Record<string, { safeParse(input: unknown): { success: boolean } }>;
}

/**
 * A react-admin form validator from one of the domain's zod schemas: the form checks the
 * very rules the server checks, with the spec's messages, one per field.
 */
export function validateWith(schema: FormSchema) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
}

/** Whether the schema refuses a missing value for the field (drives the `*` of the label). */
export function isRequiredBy(schema: FormSchema, field: string): boolean {
  const fieldSchema = schema.shape[field];
  return fieldSchema ? !fieldSchema.safeParse(undefined).success : false;
}

/** Keeps an emptied text box as `''` (react-admin would send `null`, which the schemas refuse). */
export const keepText = (value: string | null | undefined): string => value ?? '';

/** Integer cents shown as euros in a number box (`12345` → `123.45`). */
export const centsToEurosInput = (cents: number | null | undefined): string =>
  cents == null || !Number.isFinite(cents) ? '' : (cents / 100).toFixed(2);

/**
 * What is typed in euros, stored as integer cents. An unreadable or negative amount is kept
 * as such so that the schema answers with the spec's price message.
 */
export const eurosInputToCents = (euros: number | string | null | undefined): number | null => {
  if (euros == null || euros === '') return null;
  const amount = typeof euros === 'number' ? euros : Number(String(euros).replace(',', '.'));
  return Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN;
};

/** An empty unlock code is no code at all: a new record's form sends none. */
export const withoutEmptyUnlockCode = ({ unlockCode, ...values }: Record<string, unknown>): Record<string, unknown> =>
  typeof unlockCode === 'string' && unlockCode !== '' ? { ...values, unlockCode } : values;

/**
 * An edit form of a record that keeps an unlock code, as PUT: the code only when a new one was
 * typed (its absence keeps the one kept); the images and the code's mask are not the form's.
 */
export const withNewUnlockCode = <Form extends { newUnlockCode?: string; images?: unknown; unlockCode?: unknown }>({
  newUnlockCode,
  images: _images,
  unlockCode: _mask,
  ...form
}: Form) => (newUnlockCode ? { ...form, unlockCode: newUnlockCode } : form);
