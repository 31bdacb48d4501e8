import fc from 'fast-check';

/**
 * Text a clumsy user or an attacker sends, for the fuzz suite and the property test.
 *
 * "Hostile" is what issue 11 asks every text field to refuse with 400: NUL, the other C0
 * control characters (tab and line breaks aside, which multi-line fields may keep) and lone
 * surrogates. "Clean" is Unicode every field must store and give back exactly: accents, ñ,
 * emoji, CJK, right-to-left scripts. Characters whose fate the issue leaves open (DEL, C1
 * controls, noncharacters, tab and line breaks) are in neither set.
 */

/** A named sample, so that a failure says which text broke what. */
export interface NamedText {
  name: string;
  text: string;
}

/** One megabyte of text: fits a JSON body (the limit is 1 MiB) but no field of the shop. */
export const ONE_MB = 1_000_000;

/** Hostile texts that must be refused wherever text is taken. */
export const HOSTILE_TEXTS: readonly NamedText[] = [
  { name: 'NUL at the end', text: 'ACME\u0000' },
  { name: 'NUL alone', text: '\u0000' },
  { name: 'NUL inside', text: 'Ana\u0000María' },
  { name: 'BEL', text: 'a\u0007b' },
  { name: 'ESC sequence', text: '\u001b[31mrojo\u001b[0m' },
  { name: 'backspace', text: 'pass\u0008\u0008\u0008' },
  { name: 'vertical tab and form feed', text: 'a\u000bb\u000cc' },
  { name: 'unit separator', text: 'a\u001fb' },
  { name: 'lone high surrogate', text: 'Ana\uD800' },
  { name: 'lone low surrogate', text: '\uDC00Luis' },
  { name: 'reversed surrogate pair', text: 'x\uDE00\uD83Dy' },
];

/** Clean Unicode that must be stored and read back exactly (no blanks at the ends: fields are trimmed). */
export const UNICODE_TEXTS: readonly NamedText[] = [
  { name: 'Spanish accents', text: 'Ñandú Peñalver Güell' },
  { name: 'emoji', text: 'Móvil 📱🔧' },
  { name: 'emoji with ZWJ', text: 'Familia 👨‍👩‍👧‍👦' },
  { name: 'flag', text: 'España 🇪🇸' },
  { name: 'CJK', text: '修理店 スマホ 수리' },
  { name: 'Arabic', text: 'إصلاح الهاتف' },
  { name: 'combining accent', text: 'Jose\u0301' },
  { name: 'astral CJK', text: '𠮷野家' },
];

/** The characters the rule refuses: every C0 control but tab, line feed and carriage return. */
export const HOSTILE_CONTROL_CODES: readonly number[] = Array.from({ length: 0x20 }, (_, code) => code).filter(
  (code) => ![0x09, 0x0a, 0x0d].includes(code),
);

/** Whether a text holds something issue 11 says must be refused: a C0 control (but tab/newlines) or a lone surrogate. */
export function isHostile(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (HOSTILE_CONTROL_CODES.includes(unit)) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return true;
  }
  return false;
}

/** One UTF-16 code unit, any at all: controls, lone surrogates, private use… */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const hostileUnit = fc.oneof(
  fc.constantFrom(...HOSTILE_CONTROL_CODES).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);

/**
 * Clean text of at most `maxLength` UTF-16 units: graphemes from the whole of Unicode (accents,
 * emoji, CJK), no blanks at the ends, none of the characters whose fate is open.
 */
export function cleanText(maxLength: number, minLength = 1): fc.Arbitrary<string> {
  const graphemes = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 12)) }) },
    { weight: 1, arbitrary: fc.constantFrom(...UNICODE_TEXTS.map(({ text }) => text)) },
  );
  return graphemes.filter((text) => text.length >= minLength && text.length <= maxLength && text === text.trim() && isOpenQuestionFree(text));
}

/** Neither DEL, C1 controls, noncharacters, tabs, line breaks nor any whitespace JavaScript trims. */
function isOpenQuestionFree(text: string): boolean {
  return !/[\u0000-\u001f\u007f-\u009f\ufffe\uffff\u2028\u2029]/.test(text) && !isHostile(text);
}

/**
 * Hostile text: a named sample, or clean text with hostile code units slipped in at random
 * places. Kept within `maxLength` so that the length rule alone cannot be what refuses it.
 */
export function hostileText(maxLength: number): fc.Arbitrary<string> {
  const slipped = fc
    .tuple(fc.string({ unit: 'grapheme-ascii', maxLength: Math.min(10, maxLength - 1) }), fc.array(hostileUnit, { minLength: 1, maxLength: 3 }), fc.nat())
    .map(([text, units, at]) => {
      let out = text;
      for (const unit of units) {
        const i = at % (out.length + 1);
        out = out.slice(0, i) + unit + out.slice(i);
      }
      return out.slice(0, maxLength);
    })
    .filter(isHostile);
  const named = fc.constantFrom(...HOSTILE_TEXTS.filter(({ text }) => text.length <= maxLength).map(({ text }) => text));
  return fc.oneof(named, slipped);
}

/** Anything at all, one code unit at a time: most of it hostile, some of it not. */
export const anyText = (maxLength: number) => fc.string({ unit: anyCodeUnit, maxLength });

/** A text as a short, readable excerpt for failure messages (escapes shown, long texts cut). */
export function excerpt(value: unknown, max = 80): string {
  if (typeof value === 'string' && value.length > max) {
    const head = JSON.stringify(value.slice(0, Math.max(12, max - 20)));
    return `${head.slice(0, -1)}…"(${value.length} chars)`;
  }
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  return shown.length > max ? `${shown.slice(0, max)}…(${shown.length})` : shown;
}
