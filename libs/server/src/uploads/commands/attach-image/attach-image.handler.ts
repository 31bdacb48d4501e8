import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { attachmentTarget } from '../../attachment-targets.js';
import { ImageStorage } from '../../image-storage.js';
import { imageJson } from '../../image.json.js';
import { UploadedImage } from '../../uploaded-image.entity.js';
import { AttachImage } from './attach-image.command.js';

/**
 * File first, then the event, then the row, so that no step points at something missing:
 * the event never names a file that is not on disk, and the row exists only for an image the
 * record's history has. Each failure undoes the steps before it. (A crash between the event
 * and the row leaves a history entry and a file with no row: the image does not show.)
 */
@CommandHandler(AttachImage)
export class AttachImageHandler implements ICommandHandler<AttachImage> {
  private readonly logger = new Logger('AttachImage');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly storage: ImageStorage,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  async execute({ targetType, recordId, image, context }: AttachImage) {
    const target = attachmentTarget(targetType);
    const imageId = randomUUID();
    const storedName = `${imageId}.${image.type.ext}`;
    await this.storage.keep(image.received, storedName);

    let decided;
    try {
      decided = await target.attach(
        this.aggregates,
        recordId,
        { imageId, filename: image.filename, contentType: image.type.mime },
        context,
      );
    } catch (error) {
      await this.storage.remove(storedName);
      throw error;
    }

    const em = this.orm.em.fork();
    const row = em.create(UploadedImage, {
      id: imageId,
      targetType,
      targetId: recordId,
      storedName,
      originalName: image.filename,
      contentType: image.type.mime,
      size: image.received.size,
      createdAt: context.now,
      uploadedBy: context.actor.id,
    });
    try {
      await em.flush();
    } catch (error) {
      // Take it off the record again, so the history never keeps an image nobody can see.
      await target.remove(this.aggregates, recordId, imageId, context).catch((undo: Error) => {
        this.logger.error(`No se pudo retirar la imagen ${imageId} tras un fallo: ${undo.message}`);
      });
      await this.storage.remove(storedName);
      throw error;
    }
    return { id: recordId, position: decided.position, version: decided.version, image: imageJson(row) };
  }
}
