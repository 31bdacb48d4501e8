import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { clientMessages, validate } from '@taller/domain';
import { z } from 'zod';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { searchText } from '../../../shared/list-query.js';
import { containsPattern } from '../../../shared/search-text.js';
import { ClientRow } from '../../client-row.entity.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/** Matches answered to a search: enough to pick from, never the whole book. */
const MATCHES = 20;

/** `?q=`: clean text of at least 2 characters (once trimmed), like every search box. */
const searchQuery = z.object({
  q: searchText.min(2, clientMessages.searchTooShort),
});

@Controller('clients')
export class SearchClientsController {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /**
   * The client picker of new work: from 2 characters, over name, last name, phone (as typed
   * or as digits) and e-mail, accents and case ignored.
   */
  @ApiRoute({ summary: 'Buscar clientes (`q`, desde 2 caracteres)', query: searchQuery, answer: 'Hasta 20 clientes que coinciden' })
  @Get('search')
  async search(@Query('q') q: unknown) {
    const { q: text } = validate(searchQuery, { q: typeof q === 'string' ? q : '' });
    const rows = await this.orm.em.fork().find(
      ClientRow,
      { searchText: { $like: containsPattern(text) } },
      { orderBy: { nameKey: 'ASC', lastNameKey: 'ASC', name: 'ASC', lastName: 'ASC', id: 'ASC' }, limit: MATCHES },
    );
    return rows.map(({ id, name, lastName, email, phone }) => ({ id, name, lastName, email, phone }));
  }
}
