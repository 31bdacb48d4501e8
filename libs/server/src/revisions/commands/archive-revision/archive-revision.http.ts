import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { revisionMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionReads } from '../../revision-reads.js';
import { ArchiveRevision } from './archive-revision.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { revisionJsonSchema } from '../../revision.json.js';

@Controller('revisions')
export class ArchiveRevisionController {
  constructor(
    private readonly commands: Commands,
    private readonly revisions: RevisionReads,
  ) {}

  /** Archived, dated today; an archived revision is refused with the reason (409). */
  @ApiRoute({ summary: 'Archivar una revisión', answer: revisionJsonSchema })
  @Post(':id/archive')
  @HttpCode(200)
  async archive(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    await this.commands.run(new ArchiveRevision(id, context));
    return this.revisions.require(id);
  }
}
