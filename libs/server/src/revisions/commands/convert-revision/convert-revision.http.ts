import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { revisionMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import { GetRepair } from '../../../repairs/queries/get-repair/get-repair.query.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionReads } from '../../revision-reads.js';
import { ConvertRevision } from './convert-revision.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('revisions')
export class ConvertRevisionController {
  constructor(
    private readonly commands: Commands,
    private readonly revisions: RevisionReads,
    private readonly queries: QueryBus,
  ) {}

  /**
   * The revision, marked converted, and the repair it became (the screen goes to
   * /reparacion/{repairId}). Asking again answers the same repair; `repair` is null only if
   * that repair was deleted since.
   */
  @ApiRoute({ summary: 'Convertir una revisión en reparación', answer: 'La revisión, convertida, y `repair` (la reparación en que se convirtió)' })
  @Post(':id/convert')
  @HttpCode(200)
  async convert(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    const { repairId } = await this.commands.run(new ConvertRevision(id, context));
    return { revision: await this.revisions.require(id), repairId, repair: await this.queries.execute(new GetRepair(repairId)) };
  }
}
