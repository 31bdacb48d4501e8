import { containsAllTerms, countMatches, foldText } from '../../lib/textSearch';
import { sectionTexts, type PolicySection } from './policy';

export interface SectionMatch {
  section: PolicySection;
  /** 1-based, as printed: a section keeps its number when others are filtered out. */
  number: number;
  /** How many marks the search puts in the section (title and body). */
  hits: number;
}

/**
 * The sections a search keeps: those where every term appears (title or body), with how
 * many marks each gets. With no terms, every section, with no hits.
 */
export function searchSections(sections: readonly PolicySection[], terms: readonly string[]): SectionMatch[] {
  return sections.flatMap((section, index) => {
    if (terms.length === 0) return [{ section, number: index + 1, hits: 0 }];
    const texts = sectionTexts(section);
    if (!containsAllTerms(foldText(texts.join('\n')), terms)) return [];
    const hits = texts.reduce((sum, text) => sum + countMatches(text, terms), 0);
    return [{ section, number: index + 1, hits }];
  });
}
