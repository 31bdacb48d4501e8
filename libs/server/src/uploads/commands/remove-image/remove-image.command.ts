import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';
import type { ImageJson } from '../../image.json.js';

/** Takes an image off its record and deletes its file; answers the record's id and the image. */
export class RemoveImage extends Command<CommandResult & { image: ImageJson }> {
  constructor(
    readonly imageId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
