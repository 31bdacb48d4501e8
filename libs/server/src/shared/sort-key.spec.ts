import { spanishSortKey } from './sort-key.js';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => {
    const ka = spanishSortKey(a);
    const kb = spanishSortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
  });

describe('The Spanish sort key', () => {
  it('sorts accented names with their letter, ñ after n, case aside, as a Spanish reader expects', () => {
    expect(sorted(['Zoe', 'Álvaro', 'alberto', 'Ñandú', 'Nuria', 'Óscar', 'oscar', 'Ángel', 'Angel', 'Núñez', 'Nunez', 'Úrsula', 'Ulises'])).toEqual([
      'alberto',
      'Álvaro',
      'Angel',
      'Ángel',
      'Nunez',
      'Núñez',
      'Nuria',
      'Ñandú',
      'oscar',
      'Óscar',
      'Ulises',
      'Úrsula',
      'Zoe',
    ]);
  });

  it('puts a shorter word first, numbers before letters, and sets punctuation and repeated spaces aside', () => {
    expect(sorted(['Anabel', 'Ana  Zapata', 'Ana', '2ª mano', 'iPhone 13', 'iPhone 12 Pro', "O'Brien", 'Obispo'])).toEqual([
      '2ª mano',
      'Ana',
      'Ana  Zapata',
      'Anabel',
      'iPhone 12 Pro',
      'iPhone 13',
      "O'Brien",
      'Obispo',
    ]);
  });

  it('is digits only and bounded, whatever the text (other scripts, emoji, control characters, a megabyte)', () => {
    for (const text of ['', '\u0000\u001f', '📱 Móvil', 'Ωμέγα', 'ß', 'x'.repeat(1_000_000), '\ud800']) {
      const key = spanishSortKey(text);
      expect(key).toMatch(/^(\d\d)*$/);
      expect(key.length).toBeLessThanOrEqual(96);
    }
    expect(spanishSortKey('Ωμέγα') > spanishSortKey('Zoe')).toBe(true);
  });
});
