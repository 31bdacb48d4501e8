import { z } from 'zod';
import { RuleBroken } from './errors.js';
import { trackingMessages } from './tracking.messages.js';

/**
 * The customer's tracking link of a record (a repair, a revision, an order): an unguessable
 * token printed on the customer's copy of the albarán, as a short address and a QR code, that
 * opens `/seguimiento/<token>` without signing in. Never the record's number, which anyone can
 * count up to.
 *
 * Sixteen characters of Crockford's base32 in lower case (no i, l, o or u: read off paper and
 * typed without confusion), 80 random bits drawn by the server: at a thousand guesses a second
 * a shop of a million links is found by chance once in thirty-eight thousand years, and the
 * public lookup is rate-limited far below that.
 *
 * Every record that has a link keeps and decides on it the same way: the helpers below are that
 * way, written once. Staff can revoke a link (the paper no longer opens anything) and issue a
 * new one, which replaces the old.
 */
export const TRACKING_TOKEN_LENGTH = 16;
export const TRACKING_TOKEN_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const TOKEN_PATTERN = new RegExp(`^[${TRACKING_TOKEN_ALPHABET}]{${TRACKING_TOKEN_LENGTH}}$`);

export const trackingToken = z.string().regex(TOKEN_PATTERN);

/** Whether a text is shaped like a token (the public routes answer 404 to anything else without a lookup). */
export function isTrackingToken(text: unknown): text is string {
  return typeof text === 'string' && TOKEN_PATTERN.test(text);
}

/** The data of `…TrackingIssued`: the new link's token (replacing any the record had). */
export const trackingIssued = z.object({ token: trackingToken });
/** The data of `…TrackingRevoked`: the link stops working; the record has none until a new one is issued. */
export const trackingRevoked = z.object({});

/** The texts about links: `tracking.messages.ts`, without zod. */
export { trackingMessages };

/**
 * A new link for a live record (the caller checks it is one): always recorded, a reissue
 * replacing the old token, which stops working. The token is drawn by the server; one of
 * another shape is refused rather than kept.
 */
export function issueTracking<Event>(token: string, issued: (token: string) => Event): Event[] {
  if (!isTrackingToken(token)) throw new RuleBroken(trackingMessages.tokenInvalid);
  return [issued(token)];
}

/** Revoking a record with no link records nothing, so a revocation retried is safe. */
export function revokeTracking<Event>(record: { tracking: string | null }, revoked: Event): Event[] {
  return record.tracking === null ? [] : [revoked];
}

/**
 * The first link, given with the registration (its event carries it: no second event, so a
 * record's history and version read as before links existed). Absent when the server drew none
 * (a record written by an earlier version); one of another shape is refused.
 */
export function firstTracking(token: string | undefined): { trackingToken?: string } {
  if (token === undefined) return {};
  if (!isTrackingToken(token)) throw new RuleBroken(trackingMessages.tokenInvalid);
  return { trackingToken: token };
}

/** The field of a registration's event: its first token, absent on records registered before links existed. */
export const firstTrackingToken = trackingToken.optional();
