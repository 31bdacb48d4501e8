import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@taller/event-store';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller repairs abandoned` end to end: the real command line over a real data directory,
 * seeded by `taller demo seed` as of March 2026, so every repair finished then was told of
 * long ago (more than 90 days before today) and is due a final notice.
 */
let dataDir: string;
beforeAll(async () => {
  requireBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'taller-abandoned-'));
  const seeded = await taller('demo', 'seed', '--clients', '12', '--repairs', '30', '--revisions', '0', '--orders', '0', '--notes', '0', '--today', '2026-03-01T10:00:00Z', '--seed', '7');
  expect(seeded.code).toBe(0);
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const sqlite = () => new Database(join(dataDir, 'taller.sqlite'), { readonly: true });
const eventCount = () => {
  const db = sqlite();
  try {
    return (db.prepare('select count(*) as n from events').get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const eventsOf = (type: string) => {
  const db = sqlite();
  try {
    return db.prepare('select stream_id as streamId, metadata from events where type = ? order by position').all(type) as { streamId: string; metadata: string }[];
  } finally {
    db.close();
  }
};
const outboxRows = () => {
  const db = sqlite();
  try {
    return db.prepare('select to_address as "to", subject, regarding, sent_at as sentAt from outbox_messages order by id').all() as { to: string; subject: string; regarding: string; sentAt: unknown }[];
  } finally {
    db.close();
  }
};
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + offset * 86_400_000));

interface Candidate {
  id: number;
  clientId: number;
  client: string;
  device: string;
  noticeDay: string;
  daysWaiting: number;
  storageOwedCents: number;
  stage: string;
  finalNoticeDay: string | null;
  abandonOn: string | null;
}

describe('taller repairs abandoned', () => {
  let candidates: Candidate[];

  it('lists the candidates as a table and as JSON: id, client, device, notice date, days waiting, storage owed', async () => {
    const json = await taller('repairs', 'abandoned', '--json');
    expect(json.code).toBe(0);
    candidates = JSON.parse(json.stdout) as Candidate[];
    expect(candidates.length).toBeGreaterThan(5);
    for (const c of candidates) {
      expect(c).toEqual({
        id: expect.any(Number),
        clientId: expect.any(Number),
        client: expect.any(String),
        device: expect.any(String),
        noticeDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        daysWaiting: expect.any(Number),
        storageOwedCents: (c.daysWaiting - 10) * 300,
        stage: 'final_notice_due',
        finalNoticeDay: null,
        abandonOn: null,
      });
      expect(c.daysWaiting).toBeGreaterThanOrEqual(90);
    }
    const text = await taller('repairs', 'abandoned');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/ID\s+Cliente\s+Dispositivo\s+Aviso\s+Días\s+Almacenaje/);
    expect(text.stdout).toContain(candidates[0]!.client);
    expect(text.stdout).toContain(`${candidates.length} reparaciones`);
  });

  it('--notify --dry-run says what it would send and changes nothing', async () => {
    const before = eventCount();
    const dry = await taller('repairs', 'abandoned', '--notify', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain(`Avisos finales, simulación (nada cambiado): se enviarían ${candidates.length}`);
    expect(eventCount()).toBe(before);
    expect(outboxRows()).toEqual([]);
  });

  it('--notify queues the final notices by e-mail, source cli; those without an address are a partial run (exit 3)', async () => {
    const result = await taller('repairs', 'abandoned', '--notify');
    const sent = eventsOf('RepairFinalNoticeSent');
    const refused = candidates.length - sent.length;
    expect(sent.length).toBeGreaterThan(0);
    expect(result.code).toBe(refused > 0 ? 3 : 0);
    expect(result.stderr).toContain(`Avisos finales: enviados ${sent.length}${refused > 0 ? ` · sin poder enviar ${refused}` : ''}`);
    if (refused > 0) expect(result.stderr).toContain('El cliente no tiene correo electrónico');
    for (const event of sent) expect(JSON.parse(event.metadata)).toMatchObject({ source: 'cli', actor: { role: 'cli', name: 'Línea de comandos' } });
    // Queued, not sent: the command line stores e-mails, the server sends them.
    const mails = outboxRows();
    expect(mails).toHaveLength(sent.length);
    expect(mails.every((m) => m.sentAt === null && m.to.includes('@') && m.subject.startsWith('Aviso final'))).toBe(true);
    expect(result.stderr).toContain('Los correos quedan en la bandeja de salida');

    const after = JSON.parse((await taller('repairs', 'abandoned', '--json')).stdout) as Candidate[];
    expect(after.filter((c) => c.stage === 'final_notice_sent')).toHaveLength(sent.length);
    expect(after.find((c) => c.stage === 'final_notice_sent')).toMatchObject({ finalNoticeDay: day(0), abandonOn: day(30) });
  });

  it('a second --notify changes nothing and says so', async () => {
    const before = eventCount();
    const again = await taller('repairs', 'abandoned', '--notify');
    expect(eventCount()).toBe(before);
    expect(outboxRows()).toHaveLength(eventsOf('RepairFinalNoticeSent').length);
    expect(again.stderr).toMatch(/Avisos finales: (nada que hacer|enviados 0 · sin poder enviar \d+ \(ningún cambio\))/);
  });

  it('--mark finds nothing while the final notices run, and exits 0', async () => {
    const mark = await taller('repairs', 'abandoned', '--mark');
    expect(mark.code).toBe(0);
    expect(mark.stderr).toContain('Abandonos: nada que hacer, ninguna reparación tiene el aviso final vencido');
  });

  it('--mark marks those whose final notice expired, with a progress bar and a summary; --dry-run first, then once', async () => {
    // Two final notices given 40 days ago (by phone), whose 30 days ran out 10 days ago.
    const due = candidates.filter((c) => !eventsOf('RepairFinalNoticeSent').some((e) => e.streamId === `repair-${c.id}`));
    const expired = (due.length >= 2 ? due : candidates.slice(-2)).slice(0, 2);
    const store = new SqliteEventStore(join(dataDir, 'taller.sqlite'));
    try {
      for (const c of expired) {
        const stream = await store.readStream(`repair-${c.id}`);
        if (stream.some((e) => e.type === 'RepairFinalNoticeSent')) continue;
        await store.append(
          `repair-${c.id}`,
          [
            {
              id: randomUUID(),
              type: 'RepairFinalNoticeSent',
              schemaVersion: 1,
              data: { sentAt: `${day(-40)}T10:00:00.000Z`, sentDay: day(-40), abandonOn: day(-10), channel: 'phone', givenBy: { id: null, name: 'Lucía' }, email: null },
              metadata: { actor: { id: null, name: 'Lucía', role: 'gerente' }, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' },
            },
          ],
          stream.length - 1,
        );
      }
    } finally {
      await store.close();
    }

    const before = eventCount();
    const dry = await taller('repairs', 'abandoned', '--mark', '--dry-run', '--json');
    expect(dry.code).toBe(0);
    const report = JSON.parse(dry.stdout) as { dryRun: boolean; mark: { id: number; outcome: string }[]; exitCode: number };
    expect(report).toMatchObject({ dryRun: true, exitCode: 0 });
    expect(report.mark.map((r) => r.id).sort()).toEqual(expired.map((c) => c.id).sort());
    expect(report.mark.every((r) => r.outcome === 'would_send')).toBe(true);
    expect(eventCount()).toBe(before);

    const marked = await taller('repairs', 'abandoned', '--mark');
    expect(marked.code).toBe(0);
    expect(marked.stderr).toMatch(/Abandonos \[.*\] 2\/2/);
    expect(marked.stderr).toContain('Abandonos: marcadas como abandonadas 2');
    const abandoned = eventsOf('RepairAbandoned');
    expect(abandoned.map((e) => e.streamId).sort()).toEqual(expired.map((c) => `repair-${c.id}`).sort());
    for (const event of abandoned) expect(JSON.parse(event.metadata)).toMatchObject({ source: 'cli' });

    const list = await taller('repairs', 'list', '--status', 'abandoned', '--json');
    expect((JSON.parse(list.stdout) as { id: number; abandonReason: string }[]).map((r) => [r.id, r.abandonReason]).sort()).toEqual(
      expired.map((c) => [c.id, 'Plazo del aviso final vencido sin recogida']).sort(),
    );
    const remaining = JSON.parse((await taller('repairs', 'abandoned', '--json')).stdout) as Candidate[];
    expect(remaining.map((c) => c.id)).not.toEqual(expect.arrayContaining(expired.map((c) => c.id)));

    const afterMark = eventCount();
    const again = await taller('repairs', 'abandoned', '--mark');
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('Abandonos: nada que hacer');
    expect(eventCount()).toBe(afterMark);
  });

  it('explains wrong use in Spanish with exit code 1; a status of abandoned points to --mark', async () => {
    const cases: [string[], string][] = [
      [['repairs', 'abandoned', '--dry-run'], '--simular acompaña a --avisar o a --marcar'],
      [['repairs', 'abandoned', '--reason', 'x'], '--motivo solo tiene sentido con --marcar'],
      [['repairs', 'status', '3', 'abandoned'], 'taller reparaciones abandonadas --marcar'],
    ];
    for (const [args, message] of cases) {
      const result = await taller(...args);
      expect({ args, code: result.code }).toEqual({ args, code: 1 });
      expect(result.stderr).toContain(message);
    }
  });
});
