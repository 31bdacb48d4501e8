import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ListImages } from '../../../uploads/queries/list-images/list-images.query.js';
import { RepairReads } from '../../repair-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { imageJsonSchema } from '../../../uploads/image.json.js';
import { repairJsonSchema } from '../../repair.json.js';
import { z } from 'zod';

@Controller('repairs')
export class GetRepairController {
  constructor(
    private readonly repairs: RepairReads,
    private readonly queries: QueryBus,
  ) {}

  /** The detail screen's repair, with its images (spec: repair detail, images section). */
  @ApiRoute({ summary: 'Una reparación con sus imágenes', answer: repairJsonSchema.extend({ images: z.array(imageJsonSchema).describe('Sus imágenes') }).describe('La reparación y sus imágenes') })
  @Get(':id')
  async get(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    const repair = await this.repairs.require(id);
    return { ...repair, images: (await this.queries.execute(new ListImages('repair', id))) ?? [] };
  }
}
