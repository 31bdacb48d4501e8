import { Body, Controller, Post } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { RevisionReads } from '../../revision-reads.js';
import { RegisterRevision } from './register-revision.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { newRevisionSchema, revisionFieldLabels } from '@taller/domain';
import { revisionJsonSchema } from '../../revision.json.js';

@Controller('revisions')
export class RegisterRevisionController {
  constructor(
    private readonly commands: Commands,
    private readonly revisions: RevisionReads,
  ) {}

  @ApiRoute({ summary: 'Registrar una revisión', body: newRevisionSchema, description: 'Con `unlockCode` opcional.', answer: revisionJsonSchema, labels: revisionFieldLabels })
  @Post()
  async register(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new RegisterRevision(objectBody(body), context));
    return this.revisions.require(id);
  }
}
