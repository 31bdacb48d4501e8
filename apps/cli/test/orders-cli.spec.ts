import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@taller/event-store';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller orders special|arrived` over a real data directory: a generated shop plus two encargos
 * written to its log as the server writes them (one with its deposit paid in cash), which the
 * operator lists and marks arrived from a script.
 */
let dataDir: string;
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const PAID = 900;
const OWED = 901;

const placed = (orderId: number, name: string, depositRefundable: boolean) => ({
  id: randomUUID(),
  type: 'OrderPlaced',
  schemaVersion: 1,
  data: {
    orderId, clientId: 1, name, description: 'Encargado al mayorista', quantity: 1, unitPriceCents: 5490, paymentMethod: 'cash', isPaid: false,
    deliveryDate: null, date: '2026-11-20', status: 'pending', specialOrder: { productId: null, depositCents: 2000, depositRefundable },
  },
  metadata: { actor: { id: null, name: 'Lucía', role: 'gerente' }, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' as const },
});

beforeAll(async () => {
  requireBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-orders-'));
  const seeded = await taller('demo', 'seed', '--clients', '3', '--repairs', '2', '--revisions', '1', '--orders', '2', '--notes', '0', '--seed', '5');
  expect(seeded.code).toBe(0);
  const store = new SqliteEventStore(join(dataDir, 'taller.sqlite'));
  try {
    const paid = placed(PAID, 'Funda Otterbox Galaxy S23', false);
    await store.append(
      `order-${PAID}`,
      [paid, { ...paid, id: randomUUID(), type: 'OrderDepositPaid', data: { amountCents: 2000, method: 'cash', paidAt: new Date().toISOString() } }],
      'no_stream',
    );
    await store.append(`order-${OWED}`, [placed(OWED, 'Auriculares Sony WH-1000XM5', true)], 'no_stream');
  } finally {
    await store.close();
  }
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('taller orders', () => {
  it('lists the encargos with their deposit and what is owed, as a table and as JSON', async () => {
    const listed = await taller('orders', 'special');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split('\n');
    expect(lines.find((line) => line.startsWith('P-000900'))).toMatch(/Funda Otterbox Galaxy S23\s+Pendiente\s+20,00\s€ \(efectivo\)\s+aún no\s+34,90\s€$/);
    expect(lines.find((line) => line.startsWith('P-000901'))).toMatch(/Auriculares Sony WH-1000XM5\s+Pendiente\s+20,00\s€ pendiente\s+aún no\s+54,90\s€$/);
    expect(listed.stdout).toContain('2 encargos');
    const json = JSON.parse((await taller('orders', 'special', '--json')).stdout) as { id: number; specialOrder: { balanceCents: number } }[];
    expect(json.map((order) => [order.id, order.specialOrder.balanceCents])).toEqual([[PAID, 3490], [OWED, 5490]]);
  });

  it('marks one arrived, as the button does: ready, out of the waiting list; twice, or a plain order, is refused with exit 1', async () => {
    const arrived = await taller('orders', 'arrived', 'P-000900');
    expect(arrived.code).toBe(0);
    expect(arrived.stdout).toContain('Encargo P-000900 (Funda Otterbox Galaxy S23) recibido: listo para recoger.');
    const waiting = JSON.parse((await taller('orders', 'special', '--waiting', '--json')).stdout) as { id: number }[];
    expect(waiting.map((order) => order.id)).toEqual([OWED]);
    const shown = JSON.parse((await taller('orders', 'special', '--json')).stdout) as { id: number; status: string; specialOrder: { arrivedAt: string | null } }[];
    expect(shown.find((order) => order.id === PAID)).toMatchObject({ status: 'ready', specialOrder: { arrivedAt: expect.any(String) } });

    const again = await taller('orders', 'arrived', String(PAID));
    expect([again.code, again.stderr.trim()]).toEqual([1, 'Error: Este encargo ya consta como recibido en la tienda']);
    const plain = await taller('orders', 'arrived', '1');
    expect([plain.code, plain.stderr.trim()]).toEqual([1, 'Error: Este pedido no es un encargo']);
    const nonsense = await taller('orders', 'arrived', 'abc');
    expect([nonsense.code, nonsense.stderr.trim()]).toEqual([1, 'Error: ID de pedido no válido']);
  });
});
