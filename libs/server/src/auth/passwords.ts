import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashCost } from '../config/config.js';

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1) unless PASSWORD_HASH_COST sets N: Node's own,
 * no native add-on. (The tests use 2^14: a sign-in costs 70 ms there instead of nearly a second.)
 */
const params = () => ({ N: 2 ** passwordHashCost(), r: 8, p: 1 });
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params();
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to check against when the account does not exist, so timing tells nothing. */
export function dummyHash(): string {
  const { N, r, p } = params();
  return `scrypt$${N}$${r}$${p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;
}
