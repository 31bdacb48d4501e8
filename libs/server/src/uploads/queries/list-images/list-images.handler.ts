import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { attachmentTarget } from '../../attachment-targets.js';
import { imagesOf } from '../../image-reads.js';
import { ListImages } from './list-images.query.js';

@QueryHandler(ListImages)
export class ListImagesHandler implements IQueryHandler<ListImages> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  async execute({ targetType, recordId }: ListImages) {
    if (!(await attachmentTarget(targetType).isLive(this.aggregates, recordId))) return null;
    return imagesOf(this.orm, targetType, recordId);
  }
}
