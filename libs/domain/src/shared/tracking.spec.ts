import { orderDecider } from '../order/order.decide.js';
import { repairDecider } from '../repair/repair.decide.js';
import { revisionDecider } from '../revision/revision.decide.js';
import type { Decider } from './decider.js';
import { replay } from './decider.js';
import { NotFound, RuleBroken } from './errors.js';
import { isTrackingToken, TRACKING_TOKEN_ALPHABET, TRACKING_TOKEN_LENGTH } from './tracking.js';

const NOW = new Date('2026-11-27T10:00:00Z');
const TOKEN = 'k3m9x2p7q4r8s5t6';
const OTHER = 'a1b2c3d4e5f6g7h8';

type AnyDecider = Decider<{ type: string }, { type: string; data: unknown }, unknown>;

/** The three records a customer follows, each with how it is registered, deleted, and its commands' names. */
const kinds = [
  {
    kind: 'repair',
    decider: repairDecider as unknown as AnyDecider,
    register: (trackingToken?: string) => ({
      type: 'RegisterRepair',
      data: { repairId: 1, clientId: 3, device: 'Móvil', description: 'No carga' },
      clientExists: true,
      now: NOW,
      ...(trackingToken === undefined ? {} : { trackingToken }),
    }),
    remove: { type: 'DeleteRepair' },
    prefix: 'Repair',
  },
  {
    kind: 'revision',
    decider: revisionDecider as unknown as AnyDecider,
    register: (trackingToken?: string) => ({
      type: 'RegisterRevision',
      data: {
        revisionId: 7,
        clientId: 3,
        device: 'Portátil',
        model: 'HP Pavilion 15',
        contactNumber: '600 111 222',
        motive: 'diagnostico',
        description: 'Se calienta',
        date: '2026-11-30',
      },
      clientExists: true,
      ...(trackingToken === undefined ? {} : { trackingToken }),
    }),
    remove: { type: 'DeleteRevision' },
    prefix: 'Revision',
  },
  {
    kind: 'order',
    decider: orderDecider as unknown as AnyDecider,
    register: (trackingToken?: string) => ({
      type: 'PlaceOrder',
      data: { orderId: 1, clientId: 3, name: 'Funda', description: 'Funda azul', unitPriceCents: 1250 },
      clientExists: true,
      now: NOW,
      ...(trackingToken === undefined ? {} : { trackingToken }),
    }),
    remove: { type: 'DeleteOrder' },
    prefix: 'Order',
  },
] as const;

describe.each(kinds)('The tracking link of a $kind', ({ decider, register, remove, prefix }) => {
  const decide = (events: { type: string; data: unknown }[], command: object) =>
    decider.decide(command as { type: string }, replay(decider, events));
  const stateAfter = (events: { type: string; data: unknown }[]) => replay(decider, events) as { tracking: string | null };
  const registeredWith = (token?: string) => decide([], register(token));
  const issue = (token: string) => ({ type: `Issue${prefix}Tracking`, token });
  const revoke = { type: `Revoke${prefix}Tracking` };

  it('is given with the registration, in its own event (no second event: the version reads as before)', () => {
    const events = registeredWith(TOKEN);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ trackingToken: TOKEN });
    expect(stateAfter(events).tracking).toBe(TOKEN);
  });

  it('is absent for a record registered before links existed, until one is issued', () => {
    const events = registeredWith();
    expect(events[0]!.data).not.toHaveProperty('trackingToken');
    expect(stateAfter(events).tracking).toBeNull();
    const issued = decide(events, issue(OTHER));
    expect(issued).toEqual([{ type: `${prefix}TrackingIssued`, data: { token: OTHER } }]);
    expect(stateAfter([...events, ...issued]).tracking).toBe(OTHER);
  });

  it('is replaced by a reissue, and gone once revoked; a second revocation records nothing', () => {
    const events = registeredWith(TOKEN);
    const reissued = [...events, ...decide(events, issue(OTHER))];
    expect(stateAfter(reissued).tracking).toBe(OTHER);
    const revoked = [...reissued, ...decide(reissued, revoke)];
    expect(revoked.at(-1)).toEqual({ type: `${prefix}TrackingRevoked`, data: {} });
    expect(stateAfter(revoked).tracking).toBeNull();
    expect(decide(revoked, revoke)).toEqual([]);
  });

  it('is never issued to a deleted or unknown record, and a token of another shape is refused', () => {
    const events = registeredWith(TOKEN);
    const deleted = [...events, ...decide(events, remove)];
    expect(() => decide(deleted, issue(OTHER))).toThrow(NotFound);
    expect(() => decide([], issue(OTHER))).toThrow(NotFound);
    expect(() => decide([], revoke)).toThrow(NotFound);
    for (const bad of ['', 'K3M9X2P7Q4R8S5T6', 'k3m9x2p7q4r8s5t', 'k3m9x2p7q4r8s5t6x', 'ilou00000000000a', '../../../etc/pas']) {
      expect(() => decide(events, issue(bad))).toThrow(RuleBroken);
      expect(() => decide([], register(bad))).toThrow(RuleBroken);
    }
  });

  it('can still be revoked on a deleted record (a link left on paper stops opening it)', () => {
    const events = registeredWith(TOKEN);
    const deleted = [...events, ...decide(events, remove)];
    expect(decide(deleted, revoke)).toEqual([{ type: `${prefix}TrackingRevoked`, data: {} }]);
  });
});

describe('A tracking token', () => {
  /** A text of `length` characters drawn from `characters`. */
  const drawn = (characters: string, length: number) => Array.from({ length }, () => characters[Math.floor(Math.random() * characters.length)]).join('');

  it('is sixteen characters of lower-case Crockford base32, nothing else', () => {
    for (let n = 0; n < 500; n++) expect(isTrackingToken(drawn(TRACKING_TOKEN_ALPHABET, TRACKING_TOKEN_LENGTH))).toBe(true);
    // Any other character, length or type is refused, whatever else it holds.
    const others = 'ABCilouILOU-_ .ñ\u0000\n\u202e😀/%';
    for (let n = 0; n < 500; n++) {
      const token = drawn(TRACKING_TOKEN_ALPHABET, TRACKING_TOKEN_LENGTH);
      const at = Math.floor(Math.random() * TRACKING_TOKEN_LENGTH);
      const spoiled = `${token.slice(0, at)}${drawn(others, 1)}${token.slice(at + 1)}`;
      expect({ spoiled, valid: isTrackingToken(spoiled) }).toEqual({ spoiled, valid: false });
      expect(isTrackingToken(token.slice(0, 1 + Math.floor(Math.random() * 15)))).toBe(false);
      expect(isTrackingToken(token + drawn(TRACKING_TOKEN_ALPHABET, 1 + Math.floor(Math.random() * 5)))).toBe(false);
    }
    for (const value of [undefined, null, 12, {}, [TOKEN], { token: TOKEN }, `${TOKEN}\n`, `\n${TOKEN}`, 'x'.repeat(1_000_000)]) expect(isTrackingToken(value)).toBe(false);
  });
});
