import { describe, expect, it } from '@jest/globals';
import {
  buildVocabulary,
  containsAllTerms,
  countMatches,
  findMatches,
  foldText,
  searchTerms,
  splitByMatches,
  suggestWords,
} from './textSearch';

describe('folding and search terms', () => {
  it('ignores accents and case', () => {
    expect(foldText('Garantía DE 3 MESES, Ñandú')).toBe('garantia de 3 meses, nandu');
  });

  it('splits a query into distinct folded words, ignoring punctuation', () => {
    expect(searchTerms('  ¿Garantía   de la garantia? ')).toEqual(['garantia', 'de', 'la']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('finds a text only when every word of the query appears in it', () => {
    const text = foldText('Las reparaciones tienen 3 meses de garantía');
    expect(containsAllTerms(text, searchTerms('GARANTIA meses'))).toBe(true);
    expect(containsAllTerms(text, searchTerms('garantía envío'))).toBe(false);
  });
});

describe('marking matches', () => {
  it('marks the original characters, accents and case included', () => {
    const text = 'La Garantía cubre la garantía.';
    const ranges = findMatches(text, searchTerms('garantia'));
    expect(ranges.map(({ start, end }) => text.slice(start, end))).toEqual(['Garantía', 'garantía']);
  });

  it('merges overlapping words into one mark and counts marks', () => {
    const text = 'Copia de seguridad';
    expect(splitByMatches(text, searchTerms('cop copia'))).toEqual([
      { text: 'Copia', match: true },
      { text: ' de seguridad', match: false },
    ]);
    expect(countMatches('dato, datos y más datos', searchTerms('dato'))).toBe(3);
    expect(countMatches('nada que ver', searchTerms('dato'))).toBe(0);
  });

  it('leaves the text whole when there is nothing to search', () => {
    expect(splitByMatches('Texto', [])).toEqual([{ text: 'Texto', match: false }]);
  });
});

describe('word suggestions', () => {
  const vocabulary = buildVocabulary([
    'Reparamos pantallas, baterías y placas. Reparación con garantía.',
    'La reparación de la pantalla tarda un día; las reparaciones de placa, más.',
    'Reservas: recogida en tienda. Recogemos tu dispositivo.',
    'Red, reto, rey.',
  ]);

  it('suggests nothing until more than two characters are typed', () => {
    expect(suggestWords(vocabulary, 're')).toEqual([]);
    expect(suggestWords(vocabulary, ' re ')).toEqual([]);
    expect(suggestWords(vocabulary, 'rep').length).toBeGreaterThan(0);
  });

  it('offers only words longer than three characters that start with the text, at most five', () => {
    const suggestions = suggestWords(vocabulary, 'rec');
    expect(suggestions).toEqual(['recogemos', 'recogida']);
    const many = suggestWords(vocabulary, 'REP');
    expect(many.length).toBeLessThanOrEqual(5);
    for (const word of many) expect(foldText(word).startsWith('rep')).toBe(true);
    // Words of three letters or fewer ("red", "rey", "con") are never offered.
    expect(vocabulary.every(({ word }) => [...word].length > 3)).toBe(true);
    expect(vocabulary.map(({ word }) => word)).not.toContain('rey');
    expect(suggestWords(vocabulary, 'ret')).toEqual(['reto']);
  });

  it('ignores accents, puts frequent words first and keeps the accented form', () => {
    expect(suggestWords(vocabulary, 'reparacio')).toEqual(['reparación', 'reparaciones']);
    expect(suggestWords(vocabulary, 'panta')).toEqual(['pantalla', 'pantallas']);
  });

  it('does not offer back the word already typed in full', () => {
    expect(suggestWords(vocabulary, 'garantía')).toEqual([]);
  });

  it('never offers more than five', () => {
    const big = buildVocabulary(['casa casas casita casona casero casera caseta casino']);
    expect(suggestWords(big, 'cas')).toHaveLength(5);
  });
});
