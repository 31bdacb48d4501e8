import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { clientMessages as m, oneLineText } from '@taller/domain';
import { Roles } from '../../../auth/auth.guard.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { AccountLinks } from '../../account-links/account-links.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/** What 'Vincular cuenta' searches by: part of an e-mail or phone, 3 to 100 characters of one line. */
const searchText = oneLineText({ label: 'Buscar', max: 100, error: m.accountSearchInvalid, tooLong: m.accountSearchInvalid, invalid: m.accountSearchInvalid });

/**
 * 'Cuenta de cliente' on the client's detail. `GET /api/clients/:id/accounts` → `{linked,
 * suggested}`: the customer accounts linked to the client (by its e-mail, or by hand: who and
 * when) and those staff might link (the same phone, which nobody verified; or unlinked before).
 * `GET /api/clients/:id/accounts/search?q=` → `{accounts}`: customer accounts whose e-mail or
 * phone holds `q` (3 characters or more; fewer find nothing). Gerente and Administrador.
 */
@Controller('clients')
@Roles('gerente', 'administrador')
export class ClientAccountsController {
  constructor(private readonly links: AccountLinks) {}

  @ApiRoute({ summary: 'Cuentas vinculadas y sugeridas de un cliente', answer: '`{linked, suggested}`' })
  @Get(':id/accounts')
  of(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.links.ofClient(id);
  }

  @ApiRoute({ summary: 'Buscar cuentas de cliente para vincular (`q`)', answer: '`{accounts}`: cuentas cuyo correo o teléfono contiene `q` (desde 3 caracteres, 10 como mucho)' })
  @Get(':id/accounts/search')
  async search(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Query('q') q: unknown) {
    const parsed = searchText.safeParse(q ?? '');
    if (!parsed.success) throw new BadRequestException({ message: m.accountSearchInvalid, errors: { q: m.accountSearchInvalid } });
    const text = parsed.data.trim();
    if (text.length < 3) {
      await this.links.requireClient(id);
      return { accounts: [] };
    }
    return { accounts: await this.links.search(id, text) };
  }
}
