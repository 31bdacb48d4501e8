import { BadRequestException, Body, Controller, Param, Put } from '@nestjs/common';
import { clientMessages, clientEditSchema, clientFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ClientReads } from '../../client-reads.js';
import { CorrectClientDetails } from './correct-client-details.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { clientJsonSchema } from '../../client.json.js';

const EDITABLE = ['name', 'lastName', 'phone', 'email', 'company', 'status'] as const;

@Controller('clients')
export class CorrectClientDetailsController {
  constructor(
    private readonly commands: Commands,
    private readonly clients: ClientReads,
  ) {}

  /**
   * The fields sent change, the others stay: the whole record (ra-data-simple-rest) or one
   * field (the detail screen's e-mail or phone), with the `version` the screen showed.
   */
  @ApiRoute({ summary: 'Corregir los datos de un cliente', body: clientEditSchema.partial(), description: 'Cambian los campos enviados (el registro entero o uno solo) con la `version` que mostró la pantalla; un teléfono o correo de otro cliente, 409 con `existing`.', answer: clientJsonSchema, labels: clientFieldLabels })
  @Put(':id')
  async correct(
    @Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Ctx() context: CommandContext,
  ) {
    const form = objectBody(body);
    if (!Number.isSafeInteger(form.version)) {
      throw new BadRequestException({ message: clientMessages.versionMissing, errors: { version: clientMessages.versionMissing } });
    }
    const changes = Object.fromEntries(EDITABLE.filter((field) => field in form).map((field) => [field, form[field]]));
    await this.commands.run(new CorrectClientDetails(id, changes, form.version as number, context));
    return this.clients.require(id);
  }
}
