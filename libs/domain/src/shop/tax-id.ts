/**
 * Spanish tax identification numbers, checked with their control character as the Agencia
 * Tributaria computes it (Orden EHA/451/2008 for the legal entities' NIF, formerly CIF):
 *
 *   DNI  8 digits + letter                 letter = TRWAGMYFPDXBNJZSQVHLCKE[number mod 23]
 *   NIE  X|Y|Z + 7 digits + letter         X, Y, Z read as 0, 1, 2, then as a DNI
 *   K, L, M + 7 digits + letter            NIF of people without DNI: the 7 digits mod 23
 *   CIF  entity letter + 7 digits + control digit or letter (JABCDEFGHI), from the 7 digits
 *        (odd places doubled and their digits summed, even places added; 10 − last digit)
 *
 * Pure functions, no imports: the back-office form and the server check the same way.
 */
export type TaxIdKind = 'dni' | 'nie' | 'nif_klm' | 'cif';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';
/** Entities whose control is always a letter (public bodies, non-resident and foreign entities…). */
const CIF_LETTER_CONTROL = 'NPQRSW';
/** Entities whose control is always a digit (companies, partnerships, co-ownerships). */
const CIF_DIGIT_CONTROL = 'ABEH';
const CIF_ENTITY = 'ABCDEFGHJNPQRSUVW';

/** The form a tax id is compared in: upper case, without blanks, dots or dashes. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-]/g, '');
}

/** The letter of a DNI number (also of an NIE once its first letter is read as a digit). */
export function dniLetter(number: number): string {
  return DNI_LETTERS[number % 23]!;
}

/** The control digit (0–9) of a CIF's seven digits; its letter form is `JABCDEFGHI[digit]`. */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** What kind of tax id `value` is, when it is a valid one (control character included); otherwise null. */
export function taxIdKind(value: string): TaxIdKind | null {
  const id = normalizeTaxId(value);
  let match = /^(\d{8})([A-Z])$/.exec(id);
  if (match) return dniLetter(Number(match[1])) === match[2] ? 'dni' : null;
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (match) return dniLetter(Number(`${'XYZ'.indexOf(match[1]!)}${match[2]}`)) === match[3] ? 'nie' : null;
  match = /^([KLM])(\d{7})([A-Z])$/.exec(id);
  if (match) return dniLetter(Number(match[2])) === match[3] ? 'nif_klm' : null;
  match = /^([A-Z])(\d{7})([0-9A-J])$/.exec(id);
  if (match && CIF_ENTITY.includes(match[1]!)) {
    const [, entity, digits, control] = match as unknown as [string, string, string, string];
    const digit = cifControlDigit(digits);
    const asDigit = control === String(digit);
    const asLetter = control === CIF_LETTERS[digit];
    if (CIF_LETTER_CONTROL.includes(entity)) return asLetter ? 'cif' : null;
    if (CIF_DIGIT_CONTROL.includes(entity)) return asDigit ? 'cif' : null;
    return asDigit || asLetter ? 'cif' : null;
  }
  return null;
}

/** Whether `value` is a well-formed Spanish NIF (DNI, NIE, K/L/M or CIF) with the right control character. */
export function isValidTaxId(value: string): boolean {
  return taxIdKind(value) !== null;
}
