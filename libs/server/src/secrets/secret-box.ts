import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../persistence/orm.js';
import { SecretKey } from './secret-key.entity.js';

const FORMAT = 'aes-256-gcm.v1';

/**
 * Crypto-shredding: each record's secrets are sealed (AES-256-GCM) with a key of its own,
 * kept outside the log. `shred` deletes the key, after which what the log holds is noise.
 */
@Injectable()
export class SecretBox {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** Seals `clear` for `subject`, creating its key the first time. */
  async seal(subject: string, clear: string): Promise<string> {
    const key = await this.keyOf(subject, true);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key!, iv);
    // The subject as associated data: a sealed value copied onto another record does not open.
    cipher.setAAD(Buffer.from(subject));
    const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  /** The clear text, or `null` once the subject's key was shredded. */
  async open(subject: string, sealed: string): Promise<string | null> {
    const key = await this.keyOf(subject, false);
    if (!key) return null;
    const [format, iv, tag, body] = sealed.split(':');
    if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error(`Secreto con formato desconocido en ${subject}`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(subject));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }

  /** Destroys the subject's key: every secret sealed with it becomes unreadable. */
  async shred(subject: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(SecretKey, { subject });
  }

  async hasKey(subject: string): Promise<boolean> {
    return (await this.keyOf(subject, false)) !== null;
  }

  private async keyOf(subject: string, create: boolean): Promise<Buffer | null> {
    const em = this.orm.em.fork();
    const found = await em.findOne(SecretKey, { subject });
    if (found) return Buffer.from(found.key, 'base64');
    if (!create) return null;
    const key = randomBytes(32);
    try {
      await em.insert(SecretKey, { subject, key: key.toString('base64'), createdAt: new Date() });
      return key;
    } catch (error) {
      // Another request created it first: use theirs.
      const theirs = await this.orm.em.fork().findOne(SecretKey, { subject });
      if (theirs) return Buffer.from(theirs.key, 'base64');
      throw error;
    }
  }
}
