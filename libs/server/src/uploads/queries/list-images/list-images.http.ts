import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { attachmentTarget } from '../../attachment-targets.js';
import { recordIdOf } from '../../upload-params.js';
import { ListImages } from './list-images.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { imageJsonSchema } from '../../image.json.js';
import { z } from 'zod';

@Controller('uploads')
export class ListImagesController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/uploads?type=repair&id=12`: the record's images, oldest first. */
  @ApiRoute({ summary: 'Imágenes de un registro (`type` e `id`)', answer: z.array(imageJsonSchema).describe('Las imágenes del registro, de la más antigua') })
  @Get()
  async list(@Query('type') type: unknown, @Query('id') id: unknown) {
    const target = attachmentTarget(type);
    const recordId = recordIdOf(id, target);
    const images = await this.queries.execute(new ListImages(target.type, recordId));
    if (!images) throw new NotFoundException({ message: target.messages.notFound });
    return images;
  }
}
