import { HttpException } from '@nestjs/common';
import type { UploadErrorCode } from './upload.messages.js';

/**
 * A refused upload: the house's `{ message }` in Spanish plus the spec's machine-readable
 * `error` code (and `max_mb` for a file too large), which the back-office turns into its alert.
 */
export class UploadRefused extends HttpException {
  constructor(status: number, error: UploadErrorCode, message: string, details: Record<string, unknown> = {}) {
    super({ message, error, ...details }, status);
  }
}
