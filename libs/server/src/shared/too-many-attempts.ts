import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** 429 with a Spanish message, and how long to wait (sent as `Retry-After`). */
export class TooManyAttempts extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(message: string, waitMs: number) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** Runs the work; a `TooManyAttempts` it throws leaves with its `Retry-After` header. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyAttempts) void reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
