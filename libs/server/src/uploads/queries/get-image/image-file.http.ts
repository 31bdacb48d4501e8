import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { inlineDisposition } from '../../filename.js';
import type { UploadedImage } from '../../uploaded-image.entity.js';
import { ImageStorage } from '../../image-storage.js';
import { ParseImageIdPipe } from '../../upload-params.js';
import { uploadMessages } from '../../upload.messages.js';
import { GetImage } from './get-image.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * The image's bytes with the type judged at upload, shown inline and never sniffed, run or
 * shared: even a file that fooled the check could do nothing opened on its own. An id's bytes
 * never change, so they may be kept: by the browser alone (`private`) for a record's photos,
 * by any cache for the public catalogue's.
 */
export async function imageFile(storage: ImageStorage, image: UploadedImage, reply: FastifyReply, cache: 'private' | 'public'): Promise<StreamableFile> {
  const stream = storage.open(image.storedName);
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject)).catch(() => {
    throw new NotFoundException({ message: uploadMessages.imageNotFound });
  });
  void reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', `${cache}, max-age=86400, immutable`)
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  return new StreamableFile(stream, {
    type: image.contentType,
    length: image.size,
    disposition: inlineDisposition(image.originalName),
  });
}

@Controller('uploads')
export class ImageFileController {
  constructor(
    private readonly queries: QueryBus,
    private readonly storage: ImageStorage,
  ) {}

  @ApiRoute({ summary: 'El archivo de una imagen', format: 'image', answer: 'La imagen' })
  @Get(':id/file')
  async file(@Param('id', ParseImageIdPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = await this.queries.execute(new GetImage(id));
    if (!image) throw new NotFoundException({ message: uploadMessages.imageNotFound });
    return imageFile(this.storage, image, reply, 'private');
  }
}
