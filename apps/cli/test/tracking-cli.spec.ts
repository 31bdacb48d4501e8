import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@taller/event-store';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller tracking show|issue|revoke|backfill` over a real data directory: a demo shop (whose
 * work got links when it was registered) plus one repair written the way an earlier version
 * wrote it, without a link, which `backfill` gives one.
 */
let dataDir: string;
const PUBLIC_URL = 'https://www.tutienda.es';
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL });
const LEGACY_REPAIR = 900;

beforeAll(async () => {
  requireBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-tracking-'));
  const seeded = await taller('demo', 'seed', '--clients', '5', '--repairs', '4', '--revisions', '2', '--orders', '2', '--notes', '0', '--seed', '3');
  expect(seeded.code).toBe(0);
  const store = new SqliteEventStore(join(dataDir, 'taller.sqlite'));
  try {
    await store.append(
      `repair-${LEGACY_REPAIR}`,
      [
        {
          id: randomUUID(),
          type: 'RepairRegistered',
          schemaVersion: 4,
          data: {
            repairId: LEGACY_REPAIR, clientId: 1, device: 'Móvil', model: 'Nokia 3310', contactNumber: '600 000 001', description: 'Antiguo',
            motive: '', priceCents: null, priceType: 'flexible', paymentMethod: 'cash', isPaid: false, internalNotes: '', entryDate: '2025-01-10',
            status: 'pending', origin: null, estimatedCompletion: null, unlockCode: null,
          },
          metadata: { actor: { id: null, name: 'Lucía', role: 'gerente' }, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' },
        },
      ],
      'no_stream',
    );
  } finally {
    await store.close();
  }
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const trackingEvents = () => {
  const db = new Database(join(dataDir, 'taller.sqlite'), { readonly: true });
  try {
    return db.prepare("select stream_id as streamId, type, metadata from events where type like '%Tracking%' order by position").all() as { streamId: string; type: string; metadata: string }[];
  } finally {
    db.close();
  }
};

describe('taller tracking', () => {
  it('shows a link as its address under PUBLIC_URL, in JSON too; a wrong kind or number is refused before opening anything', async () => {
    const shown = await taller('tracking', 'show', 'reparacion', '1');
    expect(shown.code).toBe(0);
    expect(shown.stdout.trim()).toMatch(/^R-000001: https:\/\/www\.tutienda\.es\/seguimiento\/[0-9a-hjkmnp-tv-z]{16}$/);
    const json = await taller('tracking', 'show', 'pedido', '1', '--json');
    expect(JSON.parse(json.stdout).link).toMatchObject({ url: expect.stringMatching(/^https:\/\/www\.tutienda\.es\/seguimiento\//) });

    for (const [args, message] of [
      [['tracking', 'show', 'factura', '1'], 'Tipo no válido: factura. Usa uno de: reparacion, revision, pedido'],
      [['tracking', 'show', 'revision', 'uno'], 'ID de revisión no válido'],
      [['tracking', 'issue', 'reparacion', '99999'], 'Reparación no encontrada'],
    ] as const) {
      const refused = await taller(...args);
      expect({ args, code: refused.code, stderr: refused.stderr.trim() }).toEqual({ args, code: 1, stderr: `Error: ${message}` });
    }
  });

  it('replaces and revokes a link, each an event of the record from the command line', async () => {
    const before = (await taller('tracking', 'show', 'revision', '1')).stdout.trim();
    const issued = await taller('tracking', 'issue', 'revision', '1');
    expect(issued.code).toBe(0);
    expect(issued.stdout.trim()).toMatch(/^V-000001: https:\/\/www\.tutienda\.es\/seguimiento\//);
    expect(issued.stdout.trim()).not.toBe(before);

    const revoked = await taller('tracking', 'revoke', 'revision', '1');
    expect(revoked.stdout.trim()).toBe('V-000001: enlace de seguimiento anulado');
    expect((await taller('tracking', 'revoke', 'revision', '1')).stdout.trim()).toBe('V-000001 no tenía enlace de seguimiento');
    expect((await taller('tracking', 'show', 'revision', '1')).stdout.trim()).toBe('V-000001: sin enlace de seguimiento (créalo con «taller seguimiento emitir»)');

    const events = trackingEvents().filter((e) => e.streamId === 'revision-1');
    expect(events.map((e) => e.type)).toEqual(['RevisionTrackingIssued', 'RevisionTrackingRevoked']);
    for (const event of events) expect(JSON.parse(event.metadata)).toMatchObject({ source: 'cli', actor: { role: 'cli' } });
  });

  it('backfill gives a link to the work that has none (written before links, or revoked), and then finds nothing to do', async () => {
    const dry = await taller('tracking', 'backfill', '--dry-run');
    expect(dry.stdout.trim()).toBe('2 trabajos sin enlace de seguimiento');
    const done = await taller('tracking', 'backfill');
    expect(done.code).toBe(0);
    expect(done.stdout.trim()).toBe('2 enlaces de seguimiento creados');
    expect((await taller('tracking', 'show', 'reparacion', String(LEGACY_REPAIR))).stdout.trim()).toMatch(/^R-000900: https:\/\/www\.tutienda\.es\/seguimiento\//);
    expect((await taller('tracking', 'backfill')).stdout.trim()).toBe('0 trabajos sin enlace de seguimiento');
  });
});
