import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * The sealing keys travel encrypted with a passphrase only the owner has: scrypt turns it into
 * 64 bytes, the first 32 an AES-256-GCM key for `secret-keys.enc`, the last 32 an HMAC-SHA256
 * key that signs the manifest (so an altered archive is told from a damaged one) and a check
 * value in the header (so a wrong passphrase is told from altered keys).
 */
export interface KdfParams {
  name: 'scrypt';
  /** log2 of scrypt's N. */
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: string;
}

/** OWASP's scrypt minimum is N=2^17, r=8, p=1 (128 MiB, about half a second here). */
export const KDF_COST = 17;
export const MIN_PASSPHRASE_LENGTH = 12;
const KEYS_AAD = Buffer.from('taller-backup secret-keys v1');
const CHECK_LABEL = 'taller-backup passphrase check v1';

export function newKdfParams(): KdfParams {
  return { name: 'scrypt', cost: KDF_COST, blockSize: 8, parallelization: 1, salt: randomBytes(16).toString('base64') };
}

export interface BackupKey {
  encryption: Buffer;
  signing: Buffer;
}

export async function deriveBackupKey(passphrase: string, params: KdfParams): Promise<BackupKey> {
  const N = 2 ** params.cost;
  const bytes = await scryptAsync(passphrase.normalize('NFC'), Buffer.from(params.salt, 'base64'), 64, {
    N,
    r: params.blockSize,
    p: params.parallelization,
    maxmem: 256 * N * params.blockSize,
  });
  return { encryption: bytes.subarray(0, 32), signing: bytes.subarray(32) };
}

/** What the header keeps to tell a wrong passphrase at once, without revealing it. */
export const passphraseCheck = (key: BackupKey) => sign(key, CHECK_LABEL);

export function passphraseMatches(key: BackupKey, check: string): boolean {
  const expected = Buffer.from(passphraseCheck(key), 'hex');
  const given = Buffer.from(check, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function sign(key: BackupKey, text: string): string {
  return createHmac('sha256', key.signing).update(text).digest('hex');
}

export function signatureMatches(key: BackupKey, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, text), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `iv (12 bytes) | ciphertext | tag (16 bytes)`. */
export function sealKeys(key: BackupKey, clear: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.encryption, iv);
  cipher.setAAD(KEYS_AAD);
  const body = Buffer.concat([cipher.update(clear), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** The clear keys, or `null` when the sealed bytes were altered. */
export function openKeys(key: BackupKey, sealed: Buffer): Buffer | null {
  if (sealed.length < 28) return null;
  const decipher = createDecipheriv('aes-256-gcm', key.encryption, sealed.subarray(0, 12));
  decipher.setAAD(KEYS_AAD);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  } catch {
    return null;
  }
}
