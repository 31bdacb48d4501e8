import { fieldErrors } from '@taller/domain';

type ZodError = Parameters<typeof fieldErrors>[0];

/** What the forms need of the domain's zod object schemas (`repairEditSchema`, `newRepairSchema`). */
interface ObjectSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: ZodError };
  shape: Record<string, { safeParse(input: unknown): { success: boolean } }>;
}

/**
 * A react-admin form validator from one of the domain's zod schemas: the form checks the
 * very rules the server checks, with the spec's messages, one per field.
 */
export function validateWith(schema: ObjectSchema) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
}

/** Whether the schema refuses a missing value for the field (drives the `*` of the label). */
export function isRequiredBy(schema: ObjectSchema, field: string): boolean {
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
