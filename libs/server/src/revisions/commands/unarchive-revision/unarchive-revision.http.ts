import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { revisionMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionReads } from '../../revision-reads.js';
import { UnarchiveRevision } from './unarchive-revision.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { revisionJsonSchema } from '../../revision.json.js';

@Controller('revisions')
export class UnarchiveRevisionController {
  constructor(
    private readonly commands: Commands,
    private readonly revisions: RevisionReads,
  ) {}

  /** Back to pending, the archive date cleared; only an archived revision (else 409). */
  @ApiRoute({ summary: 'Desarchivar una revisión', answer: revisionJsonSchema })
  @Post(':id/unarchive')
  @HttpCode(200)
  async unarchive(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    await this.commands.run(new UnarchiveRevision(id, context));
    return this.revisions.require(id);
  }
}
