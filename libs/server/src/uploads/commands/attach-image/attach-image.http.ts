import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { attachmentTarget } from '../../attachment-targets.js';
import { cleanFilename } from '../../filename.js';
import { ImageStorage } from '../../image-storage.js';
import { detectImageType } from '../../image-type.js';
import { UploadRefused } from '../../upload-error.js';
import { readUploadForm } from '../../upload-form.js';
import { recordIdOf } from '../../upload-params.js';
import { uploadMessages as m } from '../../upload.messages.js';
import { AttachImage } from './attach-image.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { imageJsonSchema } from '../../image.json.js';

@Controller('uploads')
export class AttachImageController {
  constructor(
    private readonly commands: Commands,
    private readonly storage: ImageStorage,
  ) {}

  /**
   * `multipart/form-data` with `type` (repair or revision), `id` and one `file`: a JPEG, PNG,
   * WEBP or GIF by its content, up to 10 MB. Answers 201 with the image.
   */
  @ApiRoute({ summary: 'Adjuntar una imagen a una reparación, revisión o producto', multipart: 'Campos `type` (repair, revision o product), `id` y `file` (un JPEG, PNG, WEBP o GIF de hasta 10 MB)', answer: imageJsonSchema, errors: [409, 413, 415] })
  @Post()
  @HttpCode(201)
  async upload(@Req() request: FastifyRequest, @Ctx() context: CommandContext) {
    const { fields, file } = await readUploadForm(request, this.storage);
    try {
      if (!file) throw new UploadRefused(400, 'missing_file_field', m.missingFile);
      const filename = cleanFilename(file.filename);
      if (filename === '') throw new UploadRefused(400, 'empty_filename', m.emptyFilename);
      const target = attachmentTarget(fields.type);
      const recordId = recordIdOf(fields.id, target);
      const type = await detectImageType(file.received.head);
      if (!type) throw new UploadRefused(415, 'unsupported_extension', m.unsupportedType);
      const { image } = await this.commands.run(new AttachImage(target.type, recordId, { received: file.received, filename, type }, context));
      return image;
    } finally {
      // Kept files were renamed away; whatever is still under its temporary name goes.
      if (file) await this.storage.discard(file.received.tempPath);
    }
  }
}
