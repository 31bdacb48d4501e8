import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliWords, repairStatusWords, typeable, workKindWords } from '../../../libs/server/src/shared/cli-words.js';
import { CLI_MAIN, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';

describe('A value typed on the command line', () => {
  it('is its label made typeable: lower case, no accents, words joined by _', () => {
    expect(typeable('En progreso')).toBe('en_progreso');
    expect(typeable('  Revisión ')).toBe('revision');
    expect(typeable('Esperando Cliente')).toBe('esperando_cliente');
    expect(typeable('Cuenta desactivada (sesiones cerradas)')).toBe('cuenta_desactivada_sesiones_cerradas');
  });

  it('means its id written in Spanish, in any case, with or without accents, and the English id still works', () => {
    for (const typed of ['en_progreso', 'En progreso', 'EN_PROGRESO', 'en-progreso', 'in_progress']) {
      expect({ typed, id: repairStatusWords.idOf(typed) }).toEqual({ typed, id: 'in_progress' });
    }
    for (const typed of ['reparación', 'Reparacion', 'repair']) expect(workKindWords.idOf(typed)).toBe('repair');
    expect(workKindWords.idOf('pedido')).toBe('order');
    expect(workKindWords.idOf('factura')).toBeUndefined();
  });

  it('is refused with the Spanish words only, those of the ids asked for', () => {
    expect(repairStatusWords.list()).toBe('pendiente, en_progreso, completada, cancelada, en_espera, esperando_cliente, abandonada');
    expect(() => repairStatusWords.parse('rota', 'Estado', ['pending', 'completed'])).toThrow('Estado no válido: rota. Usa uno de: pendiente, completada');
  });

  it('cannot mean two ids', () => {
    expect(() => new CliWords({ day: 'día', daily: 'Día' })).toThrow(/«dia» would mean both day and daily/);
  });
});

let dataDir: string;
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

/**
 * Each command below opens the demo shop in a CLI process of its own (a few seconds each; up to
 * 20 under a loaded CI): a test that runs nine of them gets 5 minutes.
 */
const SEVERAL_RUNS = 300_000;

describe('The CLI in Spanish to the last word: the values', () => {
  beforeAll(requireBuilt);
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-words-'));
    // The server seeds the demo shop into DATA_DIR, then steps aside.
    const server = await startServer({ DATA_DIR: dataDir });
    await stop(server.child);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const json = async (...args: string[]) => {
    const result = await taller(...args, '--json');
    expect({ args, stderr: result.stderr, code: result.code }).toEqual({ args, stderr: '', code: 0 });
    return JSON.parse(result.stdout) as unknown;
  };
  const refused = async (...args: string[]) => {
    const result = await taller(...args);
    expect({ args, code: result.code }).toEqual({ args, code: 1 });
    return result.stderr.trim();
  };
  const help = async (...args: string[]) => (await taller(...args, '--help')).stdout.replace(/\s+/g, ' ');

  it('lists and changes repairs by a Spanish status, the English one still taken', async () => {
    const pending = (await json('repairs', 'list', '--status', 'pendiente')) as { id: number; status: string }[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(await json('repairs', 'list', '--status', 'Pendiente')).toEqual(pending);
    expect(await json('repairs', 'list', '--status', 'pending')).toEqual(pending);

    const id = String(pending[0]!.id);
    const started = await taller('repairs', 'status', id, 'En progreso');
    expect(started.stderr).toBe('');
    expect(started.stdout).toBe(`Reparación ${id}: Pendiente → En progreso\n`);
    const inProgress = (await json('repairs', 'list', '--status', 'en_progreso')) as { id: number }[];
    expect(inProgress.map((r) => r.id)).toContain(Number(id));
    expect((await taller('repairs', 'status', id, 'pending')).stdout).toBe(`Reparación ${id}: En progreso → Pendiente\n`);
    expect(await refused('repairs', 'status', id, 'abandonada')).toMatch(/^Error: Una reparación se marca como abandonada con «taller /);

    expect(await refused('repairs', 'status', id, 'rota')).toBe(
      'Error: Estado no válido: rota. Usa uno de: pendiente, en_progreso, completada, cancelada, en_espera, esperando_cliente',
    );
    expect(await refused('repairs', 'list', '--status', 'done')).toBe(
      'Error: Estado no válido: done. Usa uno de: pendiente, en_progreso, completada, cancelada, en_espera, esperando_cliente, abandonada',
    );
    expect(await help('repairs', 'list')).toContain('solo las de este estado (pendiente, en_progreso, completada, cancelada, en_espera, esperando_cliente, abandonada)');
    const statusHelp = await help('repairs', 'status');
    expect(statusHelp).toContain('pendiente | en_progreso | completada | cancelada | en_espera | esperando_cliente');
    expect(statusHelp).not.toMatch(/in_progress|pending/);
  }, SEVERAL_RUNS);

  it('takes the calendar\'s kind of work in Spanish, as tracking does', async () => {
    // Compared by record: each item's time left moves on between two runs.
    const urgent = async (...type: string[]) => ((await json('calendar', 'urgent', ...type)) as { key: string; type: string }[]).map(({ key, type }) => ({ key, type }));
    const all = await urgent();
    const orders = all.filter((item) => item.type === 'order');
    expect(await urgent('--type', 'pedido')).toEqual(orders);
    expect(await urgent('--type', 'order')).toEqual(orders);
    expect(await urgent('--type', 'Reparación')).toEqual(all.filter((item) => item.type === 'repair'));
    expect(await refused('calendar', 'urgent', '--type', 'factura')).toBe('Error: Tipo no válido: factura. Usa uno de: reparacion, revision, pedido');
    expect(await help('calendar', 'urgent')).toContain('solo un tipo de trabajo (reparacion, revision, pedido)');
  }, SEVERAL_RUNS);

  it('groups the statistics\' revenue by dia, semana or mes', async () => {
    const periodOf = async (typed: string) => ((await json('stats', '--period', typed)) as { revenue: { period: string } }).revenue.period;
    expect(await periodOf('dia')).toBe('day');
    expect(await periodOf('Día')).toBe('day');
    expect(await periodOf('semana')).toBe('week');
    expect(await periodOf('mes')).toBe('month');
    expect(await periodOf('month')).toBe('month');
    expect((await taller('stats', '--period', 'semana')).stdout).toContain('Facturación por semana');
    expect(await refused('stats', '--period', 'year')).toBe('Error: Periodo no válido: year. Usa uno de: dia, semana, mes');
    expect(await help('stats')).toContain('facturación por periodo: dia | semana | mes');
  }, SEVERAL_RUNS);

  it('filters the activity by a Spanish kind of record, origin and «sistema»', async () => {
    expect((await taller('repairs', 'status', '2', 'completada')).code).toBe(0);
    type Page = { lines: { source: string; actor: { key: string }; record: { kind: string; id: string } }[] };
    const byCli = (await json('audit', '--kind', 'reparacion', '--record', '2', '--source', 'cli', '--actor', 'cli')) as Page;
    expect(byCli.lines.length).toBeGreaterThan(0);
    expect(byCli).toEqual(await json('audit', '--kind', 'repair', '--record', '2', '--source', 'cli', '--actor', 'cli'));
    expect(byCli.lines.every((l) => l.source === 'cli' && l.record.kind === 'repair' && l.record.id === '2')).toBe(true);

    const clients = (await json('audit', '--kind', 'Cliente', '--limit', '5')) as Page;
    expect(clients.lines.length).toBeGreaterThan(0);
    expect(clients.lines.every((l) => l.record.kind === 'client')).toBe(true);
    const bySystem = (await json('audit', '--source', 'sistema', '--actor', 'Sistema', '--limit', '5')) as Page;
    expect(bySystem).toEqual(await json('audit', '--source', 'system', '--actor', 'system', '--limit', '5'));
    expect(bySystem.lines.every((l) => l.source === 'system' && l.actor.key === 'system')).toBe(true);

    type Typed = { lines: { type: string; label: string }[] };
    const statusChanges = (await json('audit', '--kind', 'reparacion', '--type', 'Estado cambiado')) as Typed;
    expect(statusChanges.lines.length).toBeGreaterThan(0);
    expect(statusChanges.lines.every((l) => l.type === 'RepairStatusChanged' && l.label === 'Estado cambiado')).toBe(true);
    expect(await json('audit', '--kind', 'reparacion', '--type', 'estado_cambiado')).toEqual(statusChanges);
    expect(await json('audit', '--kind', 'reparacion', '--type', 'RepairStatusChanged')).toEqual(statusChanges);
    const two = (await json('audit', '--type', 'Cliente registrado, reparacion registrada', '--limit', '20')) as Typed;
    expect(two.lines.length).toBeGreaterThan(0);
    expect(two.lines.every((l) => ['ClientRegistered', 'RepairRegistered'].includes(l.type))).toBe(true);
    expect(await refused('audit', '--type', 'rota')).toBe(
      'Error: Tipo de evento no válido: rota. Escríbelo como lo nombra la actividad en «Qué pasó» (p. ej. «Estado cambiado»)',
    );
    expect(await refused('audit', '--kind', 'factura')).toBe(
      'Error: Tipo de registro no válido: factura. Usa uno de: reparacion, revision, pedido, producto, cliente, cuenta, ajustes, caja, facturacion, aeat',
    );
    expect(await refused('audit', '--source', 'web')).toBe('Error: Origen no válido: web. Usa uno de: api, cli, sistema');
    expect(await refused('audit', '--actor', 'robot')).toBe('Error: Quién: debe ser el e-mail o el número de una cuenta, «cli» (línea de comandos) o «sistema»');
    expect(await refused('audit', '--limit', '0')).toBe('Error: Cuántos: debe ser un número entero de 1 a 200');
    const auditHelp = await help('audit');
    expect(auditHelp).toContain('tipo de registro: reparacion, revision, pedido, producto, cliente, cuenta, ajustes, caja, facturacion, aeat');
    expect(auditHelp).toContain('origen: api, cli, sistema');
    expect(auditHelp).toContain('«cli» o «sistema»');
    expect(auditHelp).toContain('qué pasó, como lo nombra la actividad (p. ej. «Estado cambiado» o estado_cambiado)');
    expect(auditHelp).not.toMatch(/\bsystem\b|\brepair\b|RepairStatusChanged/);
  }, SEVERAL_RUNS);

  it('sets the customer notices by Spanish steps, and their texts from a file in Spanish', async () => {
    type Profile = { notices: { steps: Record<string, boolean>; templates: Record<string, { subject: string; body: string; short: string }> } };
    const set = (await json('shop', 'set', '--notice-steps', 'recibido=no,Presupuesto listo=si,order_ready=no')) as Profile;
    expect(set.notices.steps).toMatchObject({ received: false, quote_ready: true, order_ready: false });
    const shown = await taller('shop', 'show');
    expect(shown.stdout).toMatch(/Equipo recibido\s+recibido\s+No/);
    expect(shown.stdout).toMatch(/Presupuesto listo\s+presupuesto_listo\s+Sí/);
    expect(await refused('shop', 'set', '--notice-steps', 'recogido=si')).toBe(
      'Error: Paso de aviso no válido: recogido. Usa uno de: recibido, presupuesto_listo, listo_para_recoger, almacenaje, aviso_final, pedido_listo',
    );

    const file = join(dataDir, 'avisos.json');
    writeFileSync(file, JSON.stringify({ recibido: { asunto: 'Ya tenemos tu equipo', texto: 'Hola {nombre}: ya tenemos {trabajo}.', corto: 'Tenemos {trabajo}' } }));
    const texts = (await json('shop', 'set', '--notice-templates', file)) as Profile;
    expect(texts.notices.templates.received).toEqual({ subject: 'Ya tenemos tu equipo', body: 'Hola {nombre}: ya tenemos {trabajo}.', short: 'Tenemos {trabajo}' });
    const setHelp = await help('shop', 'set');
    expect(setHelp).toContain('recibido=si,pedido_listo=no… (pasos: recibido, presupuesto_listo, listo_para_recoger, almacenaje, aviso_final, pedido_listo)');
    expect(setHelp).toContain('{"recibido":{"asunto":…,"texto":…,"corto":…},…}');
  }, SEVERAL_RUNS);

  it('names product categories in Spanish in the help', async () => {
    const listHelp = await help('products', 'list');
    expect(listHelp).toContain('solo los de una categoría (Fundas, Cristales templados, Cargadores,');
    expect(listHelp).not.toContain('screen_protectors');
  }, SEVERAL_RUNS);
});
