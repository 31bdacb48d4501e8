import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, madridDay } from '@taller/domain';
import { SqliteEventStore, type NewEvent } from '@taller/event-store';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller notices run|log|client` and `taller shop set --notice-steps …` over a real data
 * directory: a client with an e-mail and two finished repairs whose customer was told, by
 * phone, long enough ago for storage to be charged from today and for the final notice.
 */
let dataDir: string;
const PUBLIC_URL = 'https://www.tutienda.es';
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL });
const today = madridDay(new Date());
const CLIENT = 1;
const STORAGE = 1;
const FINAL = 2;

const event = (type: string, schemaVersion: number, data: object, day = today): NewEvent => ({
  id: randomUUID(),
  type,
  schemaVersion,
  data,
  metadata: { actor: { id: null, name: 'Lucía', role: 'gerente' }, occurredAt: `${day}T09:00:00.000Z`, correlationId: randomUUID(), causationId: null, source: 'api' },
});

/** A repair taken in, finished and told by phone `daysAgo` days ago. */
function finishedRepair(id: number, daysAgo: number): NewEvent[] {
  const day = addDays(today, -daysAgo);
  return [
    event('RepairRegistered', 4, {
      repairId: id, clientId: CLIENT, device: 'Móvil', model: `Modelo ${id}`, contactNumber: '600 000 001', description: 'Pantalla', motive: '',
      priceCents: null, priceType: 'flexible', paymentMethod: 'cash', isPaid: false, internalNotes: '', entryDate: day, status: 'pending',
      origin: null, estimatedCompletion: null, unlockCode: null, trackingToken: `${'abcdefghjk'[id]}${'0'.repeat(15)}`,
    }, day),
    event('RepairStatusChanged', 1, { from: 'pending', to: 'completed' }, day),
    event('RepairCompletionNotified', 2, { notifiedAt: `${day}T09:00:00.000Z`, noticeDay: day, channel: 'phone', givenBy: { id: null, name: 'Lucía' }, email: null }, day),
  ];
}

beforeAll(async () => {
  requireBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-notices-'));
  const store = new SqliteEventStore(join(dataDir, 'taller.sqlite'));
  try {
    await store.append(`client-${CLIENT}`, [event('ClientRegistered', 2, { clientId: CLIENT, name: 'Rosa', lastName: 'Almacén', phone: '600 000 001', email: 'rosa@example.es', company: '', status: 'active', registrationDate: null })], 'no_stream');
    // Default terms: 10 free days, then 3,00 € a day; the final notice is due after 90 days.
    await store.append(`repair-${STORAGE}`, finishedRepair(STORAGE, 11), 'no_stream');
    await store.append(`repair-${FINAL}`, finishedRepair(FINAL, 95), 'no_stream');
    await store.advanceSequence('client', CLIENT);
    await store.advanceSequence('repair', FINAL);
  } finally {
    await store.close();
  }
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('taller notices', () => {
  it('run gives the notices that come with time, once: storage charged from today, and the final notice', async () => {
    const first = await taller('notices', 'run', '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ storageFee: [STORAGE], finalNotice: [FINAL] });
    const again = await taller('notices', 'run');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('Almacenaje que empieza a cobrarse: ninguna\nAvisos finales: ninguna\n');

    const log = await taller('notices', 'log', 'reparacion', String(STORAGE));
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('Empieza a cobrarse el almacenaje');
    expect(log.stdout).toContain('rosa@example.es');
    const json = JSON.parse((await taller('notices', 'log', 'reparacion', String(FINAL), '--json')).stdout);
    expect(json.entries).toEqual([
      expect.objectContaining({ step: 'final_notice', channel: 'email', to: 'rosa@example.es', subject: expect.stringMatching(/^Aviso final: recoge tu reparación nº 2 \(Móvil Modelo 2\) antes del /) }),
    ]);
    // The e-mail leads to the tracking page under PUBLIC_URL; the history keeps no name.
    expect(json.entries[0].text).toContain(`${PUBLIC_URL}/seguimiento/c000000000000000`);
    expect(json.entries[0].text).toMatch(/^Hola \{nombre\}:/);
    expect((await taller('notices', 'log', 'reparacion', '999')).code).toBe(1);
    expect((await taller('notices', 'log', 'coche', '1')).stderr).toContain('Tipo no válido');
  });

  it('client stops and resumes a client’s courtesy notices; a wrong number is refused', async () => {
    const stopped = await taller('notices', 'client', String(CLIENT), '--stop');
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toMatch(/^El cliente 1 no recibe avisos de cortesía desde el .* \(Línea de comandos\)\n$/);
    expect((await taller('notices', 'client', String(CLIENT))).stdout).toContain('no recibe avisos de cortesía');
    expect((await taller('notices', 'client', String(CLIENT), '--resume')).stdout).toBe('El cliente 1 recibe todos los avisos\n');
    expect((await taller('notices', 'client', '0')).code).toBe(1);
    expect((await taller('notices', 'client', '77')).code).toBe(1);
    expect((await taller('notices', 'client', '1', '--stop', '--resume')).stderr).toContain('Elige --parar o --reanudar');
  });

  it('shop set turns steps and channels on and off and takes the texts from a file; a bad text is refused in Spanish', async () => {
    const set = await taller('shop', 'set', '--notice-steps', 'received=no,order_ready=si', '--notice-sms', 'si');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/Equipo recibido\s+recibido\s+No/);
    expect(set.stdout).toMatch(/SMS: sí · WhatsApp: no/);
    const file = join(dataDir, 'textos.json');
    writeFileSync(file, JSON.stringify({ received: { subject: 'Hola {precio}', body: 'x', short: 'y' } }));
    const bad = await taller('shop', 'set', '--notice-templates', file);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('«{precio}» no se puede usar en el aviso «Equipo recibido»');
    writeFileSync(file, JSON.stringify({ received: { subject: 'Ya tenemos tu {trabajo}', body: 'Hola {nombre}: recibido.', short: 'Recibido.' } }));
    expect((await taller('shop', 'set', '--notice-templates', file)).code).toBe(0);
    const shown = JSON.parse((await taller('shop', 'show', '--json')).stdout);
    expect(shown.notices.templates.received.subject).toBe('Ya tenemos tu {trabajo}');
    expect(shown.notices.steps.received).toBe(false);
    expect((await taller('shop', 'set', '--notice-sms', 'quizá')).code).toBe(1);
  });
});
