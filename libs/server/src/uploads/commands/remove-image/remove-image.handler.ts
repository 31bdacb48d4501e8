import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { NotFound } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { attachmentTarget } from '../../attachment-targets.js';
import { ImageStorage } from '../../image-storage.js';
import { imageJson } from '../../image.json.js';
import { uploadMessages } from '../../upload.messages.js';
import { UploadedImage } from '../../uploaded-image.entity.js';
import { RemoveImage } from './remove-image.command.js';

/**
 * The event first, then the row, then the file. If a later step fails, the same delete can be
 * sent again: the record records no second removal, and the row and file still go.
 */
@CommandHandler(RemoveImage)
export class RemoveImageHandler implements ICommandHandler<RemoveImage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly storage: ImageStorage,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  async execute({ imageId, context }: RemoveImage) {
    const em = this.orm.em.fork();
    const row = await em.findOne(UploadedImage, imageId);
    if (!row) throw new NotFound(uploadMessages.imageNotFound);
    const target = attachmentTarget(row.targetType);
    const { position, version } = await target.remove(this.aggregates, row.targetId, row.id, context);
    await em.nativeDelete(UploadedImage, { id: row.id });
    await this.storage.remove(row.storedName);
    return { id: row.targetId, position, version, image: imageJson(row) };
  }
}
