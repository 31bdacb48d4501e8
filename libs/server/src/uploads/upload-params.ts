import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { AttachmentTarget } from './attachment-targets.js';
import { UploadRefused } from './upload-error.js';
import { uploadMessages } from './upload.messages.js';

/** The record's id as the form or query sends it: a positive whole number, else its 400. */
export function recordIdOf(value: unknown, target: AttachmentTarget): number {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new UploadRefused(400, 'invalid_id', target.messages.invalidId);
  return Number(text);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An image id is the UUID we gave it; anything else is the spec's 'ID de imagen no válido'. */
export class ParseImageIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(String(value))) throw new BadRequestException({ message: uploadMessages.invalidImageId });
    return value.toLowerCase();
  }
}
