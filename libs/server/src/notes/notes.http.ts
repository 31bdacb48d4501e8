import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { noteMessages as m, ValidationFailed, noteEditSchema, noteFormSchema, noteTextLabels } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/auth.guard.js';
import type { CommandContext } from '../shared/actor.js';
import { objectBody } from '../shared/http-body.js';
import { ParseIdPipe } from '../shared/id.pipe.js';
import { listAnswer, MAX_PAGE, parseListQuery } from '../shared/list-query.js';
import { NEWEST_NOTES_FIRST, NOTE_SORTABLE, NotesService } from './notes.service.js';
import { ApiRoute } from '../http/openapi/api-route.js';
import { noteJsonSchema } from './note.json.js';
import { z } from 'zod';

/** The notes board over ra-data-simple-rest's protocol: list, one, create, update, delete. */
@Controller('notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  /** `sort`, `range`, `filter={"q":…,"age":"recent"|"older"}` or `filter={"id":[…]}`. */
  @ApiRoute({ summary: 'Notas', list: true, description: 'Filtros `q` y `age` (recent u older).', answer: z.array(noteJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, NOTE_SORTABLE, NEWEST_NOTES_FIRST);
    return listAnswer(reply, 'notes', list, await this.notes.list(list));
  }

  @ApiRoute({ summary: 'Una nota', answer: noteJsonSchema })
  @Get(':id')
  get(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.notes.require(id);
  }

  /** `{title, content}`: the note belongs to the signed-in account. */
  @ApiRoute({ summary: 'Crear una nota', body: noteFormSchema, answer: noteJsonSchema, labels: noteTextLabels })
  @Post()
  create(@Body() body: unknown, @Ctx() context: CommandContext) {
    return this.notes.create(objectBody(body), context);
  }

  /** `{title, content, version?}`: with `version`, a note changed since is refused (409). */
  @ApiRoute({ summary: 'Cambiar una nota', body: noteEditSchema, answer: noteJsonSchema, labels: noteTextLabels })
  @Put(':id')
  update(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    return this.notes.update(id, objectBody(body), context);
  }

  /** Answers the deleted note (bulk delete from the board is one DELETE per note). */
  @ApiRoute({ summary: 'Eliminar una nota', answer: noteJsonSchema.describe('La nota eliminada') })
  @Delete(':id')
  delete(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.notes.remove(id);
  }

  /** `DELETE /api/notes?filter={"id":[1,2]}`: deletes those that exist and answers them. */
  @ApiRoute({ summary: 'Eliminar varias notas (`filter={"id":[…]}`)', answer: z.array(noteJsonSchema).describe('Las notas eliminadas') })
  @Delete()
  deleteMany(@Query() query: Record<string, unknown>) {
    return this.notes.removeMany(idsToDelete(parseListQuery(query, NOTE_SORTABLE, NEWEST_NOTES_FIRST).filter));
  }
}

/** Never "delete everything": the ids must be given, and each a valid one. */
function idsToDelete(filter: Record<string, unknown>): number[] {
  const given = filter.id === undefined ? [] : Array.isArray(filter.id) ? filter.id : [filter.id];
  if (given.length === 0) throw new ValidationFailed({ id: m.idsRequired }, m.idsRequired);
  if (given.length > MAX_PAGE) throw new ValidationFailed({ id: m.tooManyIds }, m.tooManyIds);
  if (!given.every((id) => /^[1-9]\d{0,14}$/.test(String(id)))) throw new ValidationFailed({ id: m.invalidId }, m.invalidId);
  return [...new Set(given.map(Number))];
}
