import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { SNIFF_BYTES } from './image-type.js';

/** A file received in full under a temporary name, not yet kept. */
export interface ReceivedFile {
  tempPath: string;
  size: number;
  /** Its first bytes, to judge its format by. */
  head: Buffer;
}

const INCOMING = '.incoming-';
/** An unfinished upload older than this was left by a process that died: swept at start. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The image files, under DATA_DIR/uploads with names we make. A file arrives under a temporary
 * name, is flushed to disk, and only then renamed to its real one (atomic in one folder): a
 * failed or refused upload leaves nothing behind, and a kept one survives a power cut.
 */
@Injectable()
export class ImageStorage implements OnModuleInit {
  private readonly logger = new Logger('ImageStorage');
  readonly dir: string;

  constructor(@Inject(TALLER_CONFIG) config: TallerConfig) {
    this.dir = join(config.dataDir, 'uploads');
  }

  async onModuleInit(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.startsWith(INCOMING))) {
      const path = join(this.dir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
      if (Date.now() - mtimeMs > STALE_MS) await this.discard(path);
    }
  }

  /** Writes the stream to a temporary file; on any failure nothing is left. */
  async receive(source: Readable): Promise<ReceivedFile> {
    await mkdir(this.dir, { recursive: true });
    const tempPath = join(this.dir, `${INCOMING}${randomUUID()}`);
    const head: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (headLength < SNIFF_BYTES) {
              head.push(chunk);
              headLength += chunk.length;
            }
            yield chunk;
          }
        },
        createWriteStream(tempPath, { flags: 'wx', mode: 0o640, flush: true }),
      );
    } catch (error) {
      await this.discard(tempPath);
      throw error;
    }
    return { tempPath, size, head: Buffer.concat(head).subarray(0, SNIFF_BYTES) };
  }

  /** Gives a received file its real name; the rename is made durable too. */
  async keep(received: ReceivedFile, storedName: string): Promise<void> {
    await rename(received.tempPath, this.pathOf(storedName));
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  /** Removes a file, kept or temporary; one already gone is fine. */
  async discard(path: string): Promise<void> {
    try {
      await unlink(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.logger.error(`No se pudo borrar ${path}: ${(error as Error).message}`);
      }
    }
  }

  async remove(storedName: string): Promise<void> {
    await this.discard(this.pathOf(storedName));
  }

  open(storedName: string): ReadStream {
    return createReadStream(this.pathOf(storedName));
  }

  pathOf(storedName: string): string {
    // Names are ours (`<uuid>.<ext>`), but never let one climb out of the folder.
    if (!/^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/.test(storedName)) throw new Error(`Nombre de archivo no válido: ${storedName}`);
    return join(this.dir, storedName);
  }
}
