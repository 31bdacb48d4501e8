// Property tests of libs/domain/src/shop/tax-id.ts: here because the domain imports nothing but zod (fast-check included).
import fc from 'fast-check';
import { cifControlDigit, dniLetter, isValidTaxId, normalizeTaxId, taxIdKind } from '@taller/domain';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = (length: number) => fc.integer({ min: 0, max: 10 ** length - 1 }).map((n) => String(n).padStart(length, '0'));
const otherThan = (right: string, alphabet: string) => fc.constantFrom(...alphabet.split('').filter((c) => c !== right));

describe('Spanish tax ids (NIF): the control character', () => {
  it('takes well-known valid ids of every kind, written as people write them', () => {
    expect(taxIdKind('12345678Z')).toBe('dni');
    expect(taxIdKind('12.345.678-z')).toBe('dni');
    expect(taxIdKind('X1234567L')).toBe('nie');
    expect(taxIdKind('Y 1234567 X')).toBe('nie');
    expect(taxIdKind('A58818501')).toBe('cif');
    expect(taxIdKind('B00000000')).toBe('cif');
    expect(taxIdKind('Q2826000H')).toBe('cif');
    expect(normalizeTaxId(' b-58.818.501 ')).toBe('B58818501');
  });

  it('refuses what is no tax id at all', () => {
    for (const value of ['', '1234567Z', '123456789', 'ZZ1234567', 'I1234567A', 'B1234567K', '12345678Ñ', '😀', 'B0000000\u0000']) {
      expect(isValidTaxId(value)).toBe(false);
    }
  });

  it('a DNI is valid with exactly one letter: number mod 23', () => {
    fc.assert(
      fc.property(digits(8), (number) => {
        const right = dniLetter(Number(number));
        expect(isValidTaxId(`${number}${right}`)).toBe(true);
        for (const letter of LETTERS) if (letter !== right) expect(isValidTaxId(`${number}${letter}`)).toBe(false);
      }),
    );
  });

  it('an NIE is its DNI with X, Y, Z read as 0, 1, 2, and any other letter is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('X', 'Y', 'Z'), digits(7), (prefix, number) => {
        const right = dniLetter(Number(`${'XYZ'.indexOf(prefix)}${number}`));
        expect(taxIdKind(`${prefix}${number}${right}`)).toBe('nie');
        expect(isValidTaxId(`${prefix}${number}${right === 'T' ? 'R' : 'T'}`)).toBe(false);
      }),
    );
  });

  it('a CIF takes its control as a digit or its letter (JABCDEFGHI) as the entity letter requires, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'ABCDEFGHJNPQRSUVW'.split('')), digits(7), (entity, number) => {
        const digit = cifControlDigit(number);
        const letter = 'JABCDEFGHI'[digit]!;
        const byDigit = isValidTaxId(`${entity}${number}${digit}`);
        const byLetter = isValidTaxId(`${entity}${number}${letter}`);
        if ('ABEH'.includes(entity)) expect([byDigit, byLetter]).toEqual([true, false]);
        else if ('NPQRSW'.includes(entity)) expect([byDigit, byLetter]).toEqual([false, true]);
        else expect([byDigit, byLetter]).toEqual([true, true]);
      }),
    );
  });

  it('a CIF with any other control digit is refused (one wrong digit is always caught)', () => {
    fc.assert(
      fc.property(fc.constantFrom('A', 'B', 'E', 'H'), digits(7), (entity, number) => {
        const right = String(cifControlDigit(number));
        fc.assert(fc.property(otherThan(right, '0123456789'), (wrong) => !isValidTaxId(`${entity}${number}${wrong}`)), { numRuns: 9 });
      }),
      { numRuns: 50 },
    );
  });

  it('changing any one digit of a valid DNI makes it invalid', () => {
    fc.assert(
      fc.property(digits(8), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (number, place, shift) => {
        const id = `${number}${dniLetter(Number(number))}`;
        const changed = `${id.slice(0, place)}${(Number(id[place]) + shift) % 10}${id.slice(place + 1)}`;
        expect(isValidTaxId(changed)).toBe(false);
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => typeof isValidTaxId(value) === 'boolean'));
  });
});
