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
import { revisionJsonSchema } from '../../revision.json.js';
import { repairJsonSchema } from '../../../repairs/repair.json.js';
import { z } from 'zod';

/** The revision, converted, and the repair it became. */
const convertedSchema = z
  .strictObject({
    revision: revisionJsonSchema.describe('La revisión, ya convertida'),
    repairId: z.number().int().describe('La reparación en que se convirtió'),
    repair: repairJsonSchema.nullable().describe('Esa reparación; null solo si se eliminó después'),
  })
  .describe('La revisión, convertida, y la reparación en que se convirtió');

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
  @ApiRoute({ summary: 'Convertir una revisión en reparación', answer: convertedSchema })
  @Post(':id/convert')
  @HttpCode(200)
  async convert(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    const { repairId } = await this.commands.run(new ConvertRevision(id, context));
    return { revision: await this.revisions.require(id), repairId, repair: await this.queries.execute(new GetRepair(repairId)) };
  }
}
