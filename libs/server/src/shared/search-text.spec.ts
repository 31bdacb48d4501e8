import { containsPattern, searchable } from './search-text.js';

/** The rule: Unicode decomposition, diacritics dropped, lower case. */
const rule = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

describe('Search text', () => {
  it('finds accented, upper-case words by their plain lower-case letters', () => {
    expect(searchable('José', 'FERNÁNDEZ', null, '', 'Ñandú')).toBe('jose fernandez nandu');
    expect(searchable('Portátil', 'Pantalla rota; cambiar cristal y revisar batería')).toBe(
      'portatil pantalla rota; cambiar cristal y revisar bateria',
    );
  });

  it('gives what the rule gives for every character, alone and among Latin text', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code < 0xe000) continue; // surrogate halves are not characters
      const char = String.fromCharCode(code);
      for (const text of [char, `Ánimo ${char}ÑU`, `${char}\u0301`]) {
        if (searchable(text) !== rule(text)) differing.push(`U+${code.toString(16)}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('makes LIKE wildcards plain characters in a search', () => {
    expect(containsPattern('50% Á_b\\')).toBe('%50_ a_b_%');
  });
});
