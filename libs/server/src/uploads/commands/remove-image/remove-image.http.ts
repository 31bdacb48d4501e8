import { Controller, Delete, Param } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseImageIdPipe } from '../../upload-params.js';
import { RemoveImage } from './remove-image.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { imageJsonSchema } from '../../image.json.js';

@Controller('uploads')
export class RemoveImageController {
  constructor(private readonly commands: Commands) {}

  /** Answers the image as it was; the record's history keeps that it was there. */
  @ApiRoute({ summary: 'Quitar una imagen', answer: imageJsonSchema.describe('La imagen quitada') })
  @Delete(':id')
  async remove(@Param('id', ParseImageIdPipe) id: string, @Ctx() context: CommandContext) {
    const { image } = await this.commands.run(new RemoveImage(id, context));
    return image;
  }
}
