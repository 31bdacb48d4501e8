import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { OptimisticLockError, type EntityManager, type FilterQuery, type MikroORM } from '@mikro-orm/core';
import {
  NOTE_AGES,
  noteEditSchema,
  noteFormSchema,
  noteMessages as m,
  recentNotesSince,
  validate,
  ValidationFailed,
  type NoteAge,
} from '@taller/domain';
import { Account } from '../auth/account.entity.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import type { CommandContext } from '../shared/actor.js';
import { commonFilters, type ListQuery } from '../shared/list-query.js';
import { searchable } from '../shared/search-text.js';
import { Note } from './note.entity.js';
import { noteJson, type NoteJson } from './note.json.js';

export const NOTE_SORTABLE = ['id', 'title', 'createdAt', 'updatedAt', 'userId'] as const;
export type NoteSortField = (typeof NOTE_SORTABLE)[number];
export const NEWEST_NOTES_FIRST: ListQuery<NoteSortField>['sort'] = { field: 'createdAt', order: 'DESC' };

/**
 * The notes board: a plain table, no events. Every call answers the notes as the API shows
 * them, with their author's name.
 */
@Injectable()
export class NotesService {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** Filters: `q` (title and content, case and accents ignored), `age` (recent/older), `id`. */
  async list(list: ListQuery<NoteSortField>, now = new Date()): Promise<{ rows: NoteJson[]; total: number }> {
    const where: FilterQuery<Note> = commonFilters(list.filter);
    const age = ageFilter(list.filter.age);
    if (age === 'recent') where.createdAt = { $gte: recentNotesSince(now) };
    if (age === 'older') where.createdAt = { $lt: recentNotesSince(now) };
    const em = this.orm.em.fork();
    const [notes, total] = await em.findAndCount(Note, where, {
      // Notes written in the same instant: the later one (higher id) counts as newer.
      orderBy: { [list.sort.field]: list.sort.order, id: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    return { rows: await this.withAuthors(em, notes), total };
  }

  /** The note, or the 404 'Nota no encontrada'. */
  async require(id: number): Promise<NoteJson> {
    const em = this.orm.em.fork();
    const [note] = await this.withAuthors(em, [await this.find(em, id)]);
    return note!;
  }

  async create(body: unknown, context: CommandContext): Promise<NoteJson> {
    const userId = authorOf(context);
    const form = validate(noteFormSchema, body);
    const em = this.orm.em.fork();
    const note = em.create(Note, {
      ...form,
      searchText: searchable(form.title, form.content),
      userId,
      createdAt: context.now,
      updatedAt: context.now,
    });
    await em.flush();
    const [created] = await this.withAuthors(em, [note]);
    return created!;
  }

  /**
   * Replaces title and content. With the `version` the screen showed, a note changed since
   * is refused (409); without one, the last save wins.
   */
  async update(id: number, body: unknown, context: CommandContext): Promise<NoteJson> {
    authorOf(context);
    const form = validate(noteEditSchema, body);
    for (let attempt = 1; ; attempt++) {
      const em = this.orm.em.fork();
      const note = await this.find(em, id);
      if (form.version !== undefined && form.version !== note.version) throw new ConflictException({ message: m.staleVersion });
      if (note.title !== form.title || note.content !== form.content) {
        Object.assign(note, {
          title: form.title,
          content: form.content,
          searchText: searchable(form.title, form.content),
          updatedAt: context.now,
        });
      }
      try {
        // UPDATE … WHERE version = the one read: a save in between makes it fail, not overwrite.
        await em.flush();
        const [updated] = await this.withAuthors(em, [note]);
        return updated!;
      } catch (error) {
        if (!(error instanceof OptimisticLockError)) throw error;
        // Read again: now deleted (404), changed under a version (409), or saved once more.
        if (attempt === 2) throw new ConflictException({ message: m.staleVersion });
      }
    }
  }

  /** Deletes the note and answers it as it was. */
  async remove(id: number): Promise<NoteJson> {
    const em = this.orm.em.fork();
    const [note] = await this.withAuthors(em, [await this.find(em, id)]);
    if ((await em.nativeDelete(Note, { id })) === 0) throw new NotFoundException({ message: m.notFound });
    return note!;
  }

  /** Deletes the notes of these ids that exist, and answers them as they were. */
  async removeMany(ids: number[]): Promise<NoteJson[]> {
    const em = this.orm.em.fork();
    const notes = await em.find(Note, { id: { $in: ids } }, { orderBy: { id: 'ASC' } });
    if (notes.length > 0) await em.nativeDelete(Note, { id: { $in: notes.map((note) => note.id) } });
    return this.withAuthors(em, notes);
  }

  private async find(em: EntityManager, id: number): Promise<Note> {
    const note = await em.findOne(Note, id);
    if (!note) throw new NotFoundException({ message: m.notFound });
    return note;
  }

  private async withAuthors(em: EntityManager, notes: Note[]): Promise<NoteJson[]> {
    const userIds = [...new Set(notes.map((note) => note.userId))];
    const accounts = userIds.length > 0 ? await em.find(Account, { id: { $in: userIds } }, { fields: ['id', 'name'] }) : [];
    const names = new Map(accounts.map((account) => [account.id, account.name]));
    return notes.map((note) => noteJson(note, names.get(note.userId) ?? null));
  }
}

/** A note belongs to the signed-in account that writes it ('Usuario no autenticado' otherwise). */
function authorOf(context: CommandContext): number {
  if (context.actor.id === null) throw new UnauthorizedException({ message: m.notSignedIn });
  return context.actor.id;
}

/** `age`: 'recent', 'older', or nothing/'all' for every note. */
function ageFilter(age: unknown): NoteAge | undefined {
  if (age === undefined || age === null || age === '' || age === 'all') return undefined;
  if (NOTE_AGES.includes(age as NoteAge)) return age as NoteAge;
  throw new ValidationFailed({ age: m.ageInvalid }, m.ageInvalid);
}
