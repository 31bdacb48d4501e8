import { BadRequestException, Body, Controller, Param, Put } from '@nestjs/common';
import { revisionMessages, revisionEditSchema, revisionFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionReads } from '../../revision-reads.js';
import { CorrectRevisionDetails } from './correct-revision-details.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { revisionJsonSchema } from '../../revision.json.js';

const MISSING_VERSION = 'Falta la versión de la revisión que se editaba';

@Controller('revisions')
export class CorrectRevisionDetailsController {
  constructor(
    private readonly commands: Commands,
    private readonly revisions: RevisionReads,
  ) {}

  /** The whole edit form, with the `version` the screen showed: a stale one is refused (409). */
  @ApiRoute({ summary: 'Corregir una revisión', body: revisionEditSchema, description: 'Con la `version` que mostró la pantalla (si ha cambiado, 409); `unlockCode` opcional.', answer: revisionJsonSchema, labels: revisionFieldLabels })
  @Put(':id')
  async correct(
    @Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Ctx() context: CommandContext,
  ) {
    const form = objectBody(body);
    if (!Number.isSafeInteger(form.version)) {
      throw new BadRequestException({ message: MISSING_VERSION, errors: { version: MISSING_VERSION } });
    }
    await this.commands.run(new CorrectRevisionDetails(id, form, form.version as number, context));
    return this.revisions.require(id);
  }
}
