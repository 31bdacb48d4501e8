import { client, startApi, type RunningApi } from './harness.js';

/** One sample of the Prometheus text format: `name{a="1",b="2"} 3`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text format's samples (the `# HELP`/`# TYPE` lines aside); enough for what the server writes. */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!.replace(/\\(.)/g, '$1');
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named so whose labels include `labels` (0 when there is none yet). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.reduce((sum, s) => sum + s.value, 0);
}

const TOKEN = 'prueba-de-metricas-0123456789abcdef';

describe('The metrics at /api/metrics', () => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(undefined, undefined, undefined, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => api.close());

  const scrape = async () => {
    const answer = await client(api.url)('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseSamples(answer.text);
  };

  it('counts real traffic by route pattern and status, times the commands and shows projections, outbox and appends', async () => {
    const before = await scrape();
    staff = client(api.url, await api.login('gerente@taller.demo'));
    const created = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Tablet', description: 'No carga' } });
    expect(created.status).toBe(201);
    const changed = await staff(`/api/repairs/${created.json.id}/status`, { method: 'POST', body: { status: 'in_progress' } });
    expect(changed.status).toBe(200);
    const refused = await staff(`/api/repairs/${created.json.id}/status`, { method: 'POST', body: { status: 'volando' } });
    expect(refused.status).toBe(400);
    expect((await staff('/api/repairs/999999')).status).toBe(404);
    expect((await staff('/api/no-existe/123')).status).toBe(404);
    const after = await scrape();

    const requests = (method: string, route: string, status: string, samples: Sample[]) =>
      valueOf(samples, 'taller_http_request_duration_seconds_count', { method, route, status });
    const moved = (method: string, route: string, status: string) => requests(method, route, status, after) - requests(method, route, status, before);
    expect(moved('POST', '/api/auth/login', '200')).toBe(1);
    expect(moved('POST', '/api/repairs', '201')).toBe(1);
    expect(moved('POST', '/api/repairs/:id/status', '200')).toBe(1);
    expect(moved('GET', '/api/repairs/:id', '404')).toBe(1);
    expect(moved('GET', 'sin_ruta', '404')).toBe(1);
    // The pattern, never the address: no id reaches a label.
    const routes = after.filter((s) => s.name.startsWith('taller_http_request_duration_seconds')).map((s) => s.labels['route']!);
    expect(routes.some((route) => /\d/.test(route))).toBe(false);
    // A histogram: its buckets and sum moved with its count.
    expect(valueOf(after, 'taller_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/repairs', status: '201', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'taller_http_request_duration_seconds_sum', { method: 'POST', route: '/api/repairs', status: '201' })).toBeGreaterThan(0);

    const commands = (name: string, samples: Sample[]) => valueOf(samples, 'taller_command_duration_seconds_count', { command: name, outcome: 'ok' });
    expect(commands('ChangeRepairStatus', after) - commands('ChangeRepairStatus', before)).toBe(1);
    expect(commands('RegisterRepair', after) - commands('RegisterRepair', before)).toBe(1);
    const refusals = (samples: Sample[]) => valueOf(samples, 'taller_command_duration_seconds_count', { command: 'ChangeRepairStatus', outcome: 'error' });
    expect(refusals(after) - refusals(before)).toBe(1);
    expect(moved('POST', '/api/repairs/:id/status', '400')).toBe(1);
    expect(valueOf(after, 'taller_event_store_append_duration_seconds_count')).toBeGreaterThanOrEqual(valueOf(before, 'taller_event_store_append_duration_seconds_count') + 2);

    const head = valueOf(after, 'taller_event_store_head_position');
    expect(head).toBeGreaterThan(0);
    for (const projection of ['repair-list', 'client-list', 'activity']) {
      expect(after.find((s) => s.name === 'taller_projection_lag_events' && s.labels['projection'] === projection)).toBeDefined();
      expect(valueOf(after, 'taller_projection_position', { projection })).toBeLessThanOrEqual(head);
      expect(valueOf(after, 'taller_projection_stopped', { projection })).toBe(0);
    }
    for (const name of ['taller_outbox_pending_messages', 'taller_outbox_retrying_messages', 'taller_outbox_failed_messages', 'taller_outbox_oldest_pending_age_seconds', 'taller_sqlite_busy_waits_total', 'taller_data_dir_free_bytes', 'taller_process_resident_memory_bytes']) {
      expect(after.find((s) => s.name === name)).toBeDefined();
    }
  });

  it('is for staff or the token only, and says so in Spanish', async () => {
    const anonymous = await client(api.url)('/api/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toMatch(/^Las métricas son solo para el equipo/);
    const wrong = await client(api.url)('/api/metrics', { headers: { authorization: 'Bearer otro-token-que-no-es-el-bueno' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toMatch(/^El token de métricas no es válido/);
    const customer = await client(api.url, await api.login('cliente@taller.demo'))('/api/metrics');
    expect(customer.status).toBe(403);
    expect(customer.json.message).toMatch(/solo para Administrador y Gerente/);
    const admin = await client(api.url, await api.login('administrador@taller.demo'))('/api/metrics');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('# TYPE taller_http_request_duration_seconds histogram');
  });
});

describe('The metrics without METRICS_TOKEN', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('take no token at all, only a staff session', async () => {
    expect((await client(api.url)('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(401);
    expect((await client(api.url, await api.login('gerente@taller.demo'))('/api/metrics')).status).toBe(200);
  });
});
