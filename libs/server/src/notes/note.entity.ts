import { EntitySchema, type Opt } from '@mikro-orm/core';

/** A quick note of the dashboard's board. Not event-sourced: a plain table (DESIGN.md). */
export class Note {
  id!: number;
  /** Optimistic lock: 1 when created, one more on every edit. */
  version!: Opt<number>;
  title!: string;
  content!: string;
  /** Title and content, lower case without accents, for `q`. */
  searchText!: string;
  /** The account that wrote it. */
  userId!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

export const NoteSchema = new EntitySchema<Note>({
  class: Note,
  tableName: 'notes',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    version: { type: 'integer', version: true },
    title: { type: 'string', length: 30 },
    content: { type: 'text' },
    searchText: { type: 'text' },
    userId: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
