import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { clientMessages } from '@taller/domain';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { containsPattern } from '../../../shared/search-text.js';
import { ClientRow } from '../../client-row.entity.js';

/** Matches answered to a search: enough to pick from, never the whole book. */
const MATCHES = 20;

@Controller('clients')
export class SearchClientsController {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /**
   * The client picker of new work: from 2 characters, over name, last name, phone (as typed
   * or as digits) and e-mail, accents and case ignored.
   */
  @Get('search')
  async search(@Query('q') q: unknown) {
    const text = typeof q === 'string' ? q.trim() : '';
    if (text.length < 2) throw new BadRequestException({ message: clientMessages.searchTooShort, errors: { q: clientMessages.searchTooShort } });
    const rows = await this.orm.em.fork().find(
      ClientRow,
      { searchText: { $like: containsPattern(text) } },
      { orderBy: { name: 'ASC', lastName: 'ASC', id: 'ASC' }, limit: MATCHES },
    );
    return rows.map(({ id, name, lastName, email, phone }) => ({ id, name, lastName, email, phone }));
  }
}
