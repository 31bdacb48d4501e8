import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { UploadedImage } from '../../uploaded-image.entity.js';
import { GetImage } from './get-image.query.js';

@QueryHandler(GetImage)
export class GetImageHandler implements IQueryHandler<GetImage> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  execute({ imageId }: GetImage) {
    return this.orm.em.fork().findOne(UploadedImage, imageId);
  }
}
