import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { revisionMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ListImages } from '../../../uploads/queries/list-images/list-images.query.js';
import { RevisionReads } from '../../revision-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { revisionJsonSchema } from '../../revision.json.js';
import { imageJsonSchema } from '../../../uploads/image.json.js';
import { z } from 'zod';

@Controller('revisions')
export class GetRevisionController {
  constructor(
    private readonly revisions: RevisionReads,
    private readonly queries: QueryBus,
  ) {}

  /** The detail screen's revision, with its images (spec: revision detail, images section). */
  @ApiRoute({ summary: 'Una revisión con sus imágenes', answer: revisionJsonSchema.extend({ images: z.array(imageJsonSchema).describe('Sus imágenes') }).describe('La revisión y sus imágenes') })
  @Get(':id')
  async get(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number) {
    const revision = await this.revisions.require(id);
    return { ...revision, images: (await this.queries.execute(new ListImages('revision', id))) ?? [] };
  }
}
