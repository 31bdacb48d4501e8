import { randomBytes } from 'node:crypto';
import { TRACKING_TOKEN_ALPHABET, TRACKING_TOKEN_LENGTH } from '@taller/domain';

const BITS_PER_CHARACTER = 5;

/**
 * A new tracking token: 80 bits from the operating system's random source, written as 16
 * characters of lower-case Crockford base32 (shared/tracking.ts), 5 bits each.
 */
export function newTrackingToken(): string {
  const bytes = randomBytes((TRACKING_TOKEN_LENGTH * BITS_PER_CHARACTER) / 8);
  let token = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= BITS_PER_CHARACTER) {
      bits -= BITS_PER_CHARACTER;
      token += TRACKING_TOKEN_ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return token;
}
