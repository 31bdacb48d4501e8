import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { OUTBOX_MAX_ATTEMPTS } from '../mail/outbox.js';
import { OutboxMessage, type OutboxChannel } from '../mail/outbox-message.entity.js';

/**
 * What an operator watches, read once: the metrics (`/api/metrics`) and `taller doctor` both ask
 * here (and `Projector.status()` for the projections), so the series and the doctor's lines
 * never disagree about what "behind" or "failing" is.
 */

export interface OutboxFailure {
  id: number;
  channel: OutboxChannel;
  attempts: number;
  lastError: string;
  /** Tried for the last time (OUTBOX_MAX_ATTEMPTS): it stays as it is until someone looks. */
  givenUp: boolean;
}

export interface OutboxProbe {
  /** Messages not sent yet, whether or not they have failed. */
  pending: number;
  /** Pending ones that failed at least once and will be tried again. */
  retrying: number;
  /** Pending ones that failed every attempt and are no longer tried. */
  givenUp: number;
  /** When the oldest pending one was stored; null with none pending. */
  oldestPendingAt: Date | null;
  /** The most recent failures of pending messages, newest first (at most three). */
  lastFailures: OutboxFailure[];
}

/** The outbox's backlog and failures, from its table (shared by every process that sends). */
export async function probeOutbox(em: EntityManager): Promise<OutboxProbe> {
  const fork = em.fork();
  const [pending, retrying, givenUp, oldest, failures] = await Promise.all([
    fork.count(OutboxMessage, { sentAt: null }),
    fork.count(OutboxMessage, { sentAt: null, attempts: { $gt: 0, $lt: OUTBOX_MAX_ATTEMPTS } }),
    fork.count(OutboxMessage, { sentAt: null, attempts: { $gte: OUTBOX_MAX_ATTEMPTS } }),
    fork.findOne(OutboxMessage, { sentAt: null }, { orderBy: { id: 'asc' }, fields: ['id', 'createdAt'] }),
    fork.find(OutboxMessage, { sentAt: null, lastError: { $ne: null } }, { orderBy: { id: 'desc' }, limit: 3, fields: ['id', 'channel', 'attempts', 'lastError'] }),
  ]);
  return {
    pending,
    retrying,
    givenUp,
    oldestPendingAt: oldest?.createdAt ?? null,
    lastFailures: failures.map((row) => ({
      id: row.id,
      channel: row.channel,
      attempts: row.attempts,
      lastError: row.lastError ?? '',
      givenUp: row.attempts >= OUTBOX_MAX_ATTEMPTS,
    })),
  };
}

export interface DiskProbe {
  freeBytes: number;
  totalBytes: number;
}

/** Free and total space of the file system that holds `dir` (DATA_DIR). */
export async function probeDisk(dir: string): Promise<DiskProbe> {
  const stats = await statfs(dir);
  // bavail: what an unprivileged process may still write (bfree counts root's reserve too).
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
}

/** The uploads folder under DATA_DIR (ImageStorage's). */
export function uploadsFolder(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Whether the uploads folder exists and this process may write in it. ImageStorage makes it on
 * the first upload: until then, what counts is whether DATA_DIR takes it (`parentWritable`).
 */
export async function probeUploads(dataDir: string): Promise<{ exists: boolean; writable: boolean; parentWritable: boolean }> {
  const canWrite = (dir: string) => access(dir, constants.W_OK).then(() => true, () => false);
  const dir = uploadsFolder(dataDir);
  const exists = await access(dir, constants.F_OK).then(() => true, () => false);
  return { exists, writable: exists && (await canWrite(dir)), parentWritable: await canWrite(dataDir) };
}
