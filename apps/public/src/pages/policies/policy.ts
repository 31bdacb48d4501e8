/** What a legal text of the site is made of: numbered sections of paragraphs and lists. */
export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface PolicySection {
  /** Slug: the section's anchor (`/terminos-y-condiciones#garantia-reparaciones`). */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyContent {
  title: string;
  eyebrow: string;
  /** ISO day of the last change, shown as "1 de septiembre de 2025". */
  updatedOn: string;
  intro: readonly string[];
  /** The few points a visitor most needs, shown under the introduction. */
  summary: readonly string[];
  searchLabel: string;
  contactTitle: string;
  contactText: string;
  sections: readonly PolicySection[];
}

export const paragraph = (text: string): PolicyBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items });

/** The searchable texts of a section: its title, then every paragraph and list item. */
export function sectionTexts(section: PolicySection): string[] {
  return [section.title, ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))];
}
