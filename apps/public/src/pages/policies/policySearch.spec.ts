import { describe, expect, it } from '@jest/globals';
import { searchTerms } from '../../lib/textSearch';
import { list, paragraph, type PolicySection } from './policy';
import { searchSections } from './policySearch';
import { privacyPolicy } from './privacy.es';
import { termsAndConditions } from './terms.es';

const sections: PolicySection[] = [
  { id: 'uno', title: 'Garantía', blocks: [paragraph('Tres meses de garantía.')] },
  { id: 'dos', title: 'Pagos', blocks: [list('Efectivo', 'Tarjeta, también en la web')] },
  { id: 'tres', title: 'Recogida', blocks: [paragraph('Sin envíos: la garantía no cambia.')] },
];

describe('searching a legal text', () => {
  it('keeps every section, numbered, when nothing is searched', () => {
    expect(searchSections(sections, [])).toEqual([
      { section: sections[0], number: 1, hits: 0 },
      { section: sections[1], number: 2, hits: 0 },
      { section: sections[2], number: 3, hits: 0 },
    ]);
  });

  it('keeps the sections where every word appears, with their own number and their marks', () => {
    const found = searchSections(sections, searchTerms('GARANTIA'));
    expect(found.map(({ section, number, hits }) => [section.id, number, hits])).toEqual([
      ['uno', 1, 2],
      ['tres', 3, 1],
    ]);
    // Words may sit in the title and the body, or in list items.
    expect(searchSections(sections, searchTerms('pagos web')).map(({ section }) => section.id)).toEqual(['dos']);
    expect(searchSections(sections, searchTerms('garantía web'))).toEqual([]);
  });
});

describe('the legal texts', () => {
  it('have ten sections (privacy) and fifteen (terms), each with its own anchor', () => {
    expect(privacyPolicy.sections).toHaveLength(10);
    expect(termsAndConditions.sections).toHaveLength(15);
    for (const { sections: all } of [privacyPolicy, termsAndConditions]) {
      expect(new Set(all.map(({ id }) => id)).size).toBe(all.length);
      for (const { id } of all) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('state the shop rules the albarán prints', () => {
    const terms = JSON.stringify(termsAndConditions);
    expect(terms).toContain('garantía de 3 meses desde la entrega');
    expect(terms).toContain('Pasados 10 días desde ese aviso, su almacenaje se cobra a 3\u00a0€ por día');
    expect(terms).toContain('no se recoja en 90 días (3 meses) desde el aviso');
    expect(terms).toContain('No se admiten devoluciones');
    expect(terms).toContain('Los plazos de entrega de los códigos de desbloqueo son solo orientativos');
    expect(JSON.stringify(privacyPolicy)).toContain('6 años');
  });
});
