import { Controller, Get, Param } from '@nestjs/common';
import { revisionMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionReads } from '../../revision-reads.js';

@Controller('revisions')
export class GetRevisionController {
  constructor(private readonly revisions: RevisionReads) {}

  @Get(':id')
  get(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number) {
    return this.revisions.require(id);
  }
}
