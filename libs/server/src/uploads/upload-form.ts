import type { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ImageStorage, ReceivedFile } from './image-storage.js';
import { MAX_UPLOAD_MB } from './upload-limits.js';
import { UploadRefused } from './upload-error.js';
import { uploadMessages as m } from './upload.messages.js';

/** The upload's form as received: its text fields, and the file, already on disk. */
export interface UploadForm {
  fields: Record<string, string>;
  file?: { filename: string; received: ReceivedFile };
}

/** The form field that carries the file (spec §7). */
const FILE_FIELD = 'file';

export const fileTooLarge = () => new UploadRefused(413, 'file_too_large', m.tooLarge, { max_mb: MAX_UPLOAD_MB });

/**
 * Reads a multipart upload as it arrives, the file straight to a temporary file. The limits of
 * the multipart plugin (bootstrap.ts) refuse a second file or a file over 10 MB mid-stream; any
 * refusal or failure removes what was written.
 */
export async function readUploadForm(request: FastifyRequest, storage: ImageStorage): Promise<UploadForm> {
  if (!request.isMultipart()) throw new UploadRefused(400, 'missing_file_field', m.missingFile);
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] ??= String(part.value);
      } else if (part.fieldname !== FILE_FIELD || form.file) {
        await drain(part.file);
      } else {
        // A part with no filename at all is a file too when sent as application/octet-stream.
        form.file = { filename: part.filename ?? '', received: await storage.receive(part.file) };
        if (part.file.truncated) throw fileTooLarge();
      }
    }
  } catch (error) {
    if (form.file) await storage.discard(form.file.received.tempPath);
    throw refusalOf(error);
  }
  return form;
}

async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream);
}

/** The multipart plugin's refusals in the shop's words; bad input is never a 500. */
function refusalOf(error: unknown): unknown {
  if (error instanceof HttpException) return error;
  // The disk's own failures (full, no permission) are ours, not the sender's.
  if ((error as NodeJS.ErrnoException).syscall) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return new UploadRefused(400, 'too_many_files', m.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new UploadRefused(413, 'too_many_fields', m.tooManyFields);
    default:
      // Malformed multipart, a request cut short: the sender's doing.
      return new UploadRefused(400, 'invalid_form', m.invalidForm);
  }
}
