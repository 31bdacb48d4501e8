import { randomInt } from 'node:crypto';

/** Letters and digits nobody confuses when read out at the counter (no 0/O, 1/I/L, 5/S, 8/B, 2/Z). */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/** `K7M-4QX`: six characters, said and typed at the counter; with the order's number, it is the customer's. */
export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
