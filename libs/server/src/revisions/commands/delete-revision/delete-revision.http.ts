import { Controller, Delete, Param } from '@nestjs/common';
import { revisionMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionReads } from '../../revision-reads.js';
import { DeleteRevision } from './delete-revision.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { revisionJsonSchema } from '../../revision.json.js';

@Controller('revisions')
export class DeleteRevisionController {
  constructor(
    private readonly commands: Commands,
    private readonly revisions: RevisionReads,
  ) {}

  /** Answers the revision as it was (ra-data-simple-rest's delete); its history stays. */
  @ApiRoute({ summary: 'Eliminar una revisión', answer: revisionJsonSchema.describe('La revisión tal como era; su historial queda') })
  @Delete(':id')
  async delete(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    const revision = await this.revisions.require(id);
    await this.commands.run(new DeleteRevision(id, context));
    return revision;
  }
}
