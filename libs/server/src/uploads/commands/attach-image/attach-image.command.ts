import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';
import type { ReceivedFile } from '../../image-storage.js';
import type { ImageType } from '../../image-type.js';
import type { ImageJson } from '../../image.json.js';

/** A checked image file, received in full, to keep and attach to a record. */
export interface IncomingImage {
  received: ReceivedFile;
  /** The uploader's file name, cleaned. */
  filename: string;
  /** Judged from the content. */
  type: ImageType;
}

/** Keeps an image and attaches it to a record; answers the record's id and the image. */
export class AttachImage extends Command<CommandResult & { image: ImageJson }> {
  constructor(
    readonly targetType: string,
    readonly recordId: number,
    readonly image: IncomingImage,
    readonly context: CommandContext,
  ) {
    super();
  }
}
