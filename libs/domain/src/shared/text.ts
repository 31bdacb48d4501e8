import { z } from 'zod';

/**
 * Text as every field of the shop takes it, one rule for all: whatever a form, a query or a
 * script sends is refused at the door if it holds a character no person types and some
 * program downstream chokes on. PostgreSQL refuses NUL in text, the SQL sent to SQLite breaks
 * on it, a lone surrogate is not even UTF-8, and a control character can rewrite a terminal
 * or a log line. Accents, ñ, emoji, CJK and every other character pass unchanged.
 *
 * Refused everywhere: the C0 controls (U+0000–U+001F), DEL (U+007F), the C1 controls
 * (U+0080–U+009F: never typed, only left by text decoded with the wrong code page, and U+009B
 * starts a terminal escape) and a surrogate without its pair. Tab, line feed and carriage
 * return are taken only by multi-line fields (descriptions, notes, messages).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a field takes this text as it is (line breaks and tabs only when it is multi-line). */
export function isCleanText(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return !(multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text) && !LONE_SURROGATE.test(text);
}

/** The messages of text fields that have none of their own, each naming the field. */
export const textMessages = {
  forbiddenCharacters: (label: string) => `El campo «${label}» contiene caracteres no permitidos`,
  tooLong: (label: string, max: number) => `El campo «${label}» no puede exceder ${max} caracteres`,
  notText: (label: string) => `El campo «${label}» debe ser un texto`,
} as const;

/** A text field: how the form names it, and its bound (every free text field has one). */
export interface TextField {
  /** The field as the screen names it, for the messages: 'Empresa'. */
  label: string;
  /** The longest value taken, counted after trimming. */
  max: number;
  /** The message when the value is no text at all (missing, a number…); the field's own when it has one. */
  error?: string;
  /** The message when it is longer than `max`; the field's own when it has one. */
  tooLong?: string;
  /** The message for a character no field takes; by default one that names the field. */
  invalid?: string;
  /** Blanks around are dropped before anything is checked; passwords and tokens are taken exactly as sent. */
  trim?: boolean;
}

function text(field: TextField, multiLine: boolean): z.ZodString {
  const string = z.string({ error: field.error ?? textMessages.notText(field.label) });
  return (field.trim === false ? string : string.trim())
    .refine((value) => isCleanText(value, { multiLine }), {
      message: field.invalid ?? textMessages.forbiddenCharacters(field.label),
      abort: true,
    })
    .max(field.max, field.tooLong ?? textMessages.tooLong(field.label, field.max));
}

/**
 * A one-line field (names, phones, e-mails, titles, passwords, search boxes): trimmed, no
 * control characters at all, at most `max` characters. Chain the field's own rules after it
 * (`.min(1, required)`, `.regex(…)`, `.default('')`).
 */
export const oneLineText = (field: TextField): z.ZodString => text(field, false);

/** A multi-line field (descriptions, notes, messages): as one line, but tab and line breaks are kept. */
export const multiLineText = (field: TextField): z.ZodString => text(field, true);

/**
 * The text fields of one form, each with its label and bound, written once per form:
 * `const text = textFields({ labels, limits, multiLine: ['description'], tooLong: m.tooLong })`,
 * then `text('device', { error: m.deviceRequired }).min(1, m.deviceRequired)`.
 */
export function textFields<Field extends string>(form: {
  labels: Record<Field, string>;
  limits: Record<Field, number>;
  /** The fields written in several lines; the others take one. */
  multiLine?: readonly NoInfer<Field>[];
  /** The form's own wording for a value too long, when it has one. */
  tooLong?: (max: number) => string;
}) {
  return (field: Field, messages: Omit<TextField, 'label' | 'max'> = {}): z.ZodString => {
    const max = form.limits[field];
    const rules: TextField = { label: form.labels[field], max, tooLong: form.tooLong?.(max), ...messages };
    return form.multiLine?.includes(field) ? multiLineText(rules) : oneLineText(rules);
  };
}
