import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, requireBuilt, run, startServer, stop, type Result } from '../../../tools/processes.js';

let dataDir: string;
beforeAll(requireBuilt);
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-accounts-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A real shop outside demo mode: no demo accounts, no demo data. */
const SHOP = { DEMO: 'off', PUBLIC_URL: 'https://taller.example.es', LOG_LEVEL: 'warn' };
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, ...SHOP });

/** The CLI with `input` on its standard input (not a terminal). */
function tallerWithInput(input: string, ...args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI_MAIN, ...args], { env: { ...process.env, DATA_DIR: dataDir, ...SHOP }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function login(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, area: 'staff' }),
  });
}

describe('taller accounts, on a shop outside demo mode', () => {
  it('sets up the first Administrador from nothing: the server says how, the CLI does it, the history says who', async () => {
    const first = await startServer({ DATA_DIR: dataDir, ...SHOP });
    try {
      // The log line is pino's JSON (the quotes around the name come escaped), written by its
      // buffered stream: it may arrive after the banner that says the server is up.
      const hint = 'Crea la primera con: npm run taller -- cuentas crear --correo <correo> --nombre';
      for (const until = Date.now() + 5_000; !first.output().includes(hint) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 50));
      expect(first.output()).toContain(hint);
      const setup = await (await fetch(`${first.url}/api/auth/setup`)).json();
      expect(setup).toMatchObject({ needsFirstAccount: true, command: expect.stringContaining('cuentas crear') });
    } finally {
      await stop(first.child);
    }

    const created = await tallerWithInput('Clave-de-la-duena-1\n', 'accounts', 'create', '--email', 'Duena@Taller.es', '--name', 'Marta Dueña', '--role', 'administrador', '--password-stdin');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Cuenta creada: Marta Dueña <duena@taller.es>, Administrador');
    expect(created.stdout).not.toContain('Clave-de-la-duena-1');

    const generated = await taller('accounts', 'create', '--email', 'gerente@taller.es', '--name', 'Gema Gerente', '--role', 'gerente');
    expect(generated.code).toBe(0);
    const password = /Contraseña generada \(se muestra solo esta vez\): (\S+)/.exec(generated.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);

    const list = await taller('accounts', 'list', '--json');
    expect(list.code).toBe(0);
    const rows = JSON.parse(list.stdout) as { email: string; role: string; active: boolean }[];
    expect(rows.map((r) => [r.email, r.role, r.active])).toEqual([
      ['gerente@taller.es', 'gerente', true],
      ['duena@taller.es', 'administrador', true],
    ]);
    const table = await taller('accounts', 'list');
    expect(table.stdout).toMatch(/ID\s+Nombre\s+Correo\s+Rol\s+Estado\s+Último acceso/);
    expect(table.stdout).toContain('2 cuentas del equipo');

    const server = await startServer({ DATA_DIR: dataDir, ...SHOP });
    try {
      expect(server.output()).not.toContain('cuentas crear');
      expect(await (await fetch(`${server.url}/api/auth/setup`)).json()).toEqual({ needsFirstAccount: false });
      const owner = await login(server.url, 'duena@taller.es', 'Clave-de-la-duena-1');
      expect(owner.status).toBe(200);
      const cookie = owner.headers.get('set-cookie')!.split(';')[0]!;
      const gerente = await login(server.url, 'gerente@taller.es', password!);
      expect(gerente.status).toBe(200);
      const gerenteCookie = gerente.headers.get('set-cookie')!.split(';')[0]!;

      // Disabled from the command line while signed in: the session ends there and then.
      const disabled = await taller('accounts', 'disable', 'gerente@taller.es');
      expect(disabled).toMatchObject({ code: 0, stderr: '' });
      expect(disabled.stdout).toContain('Cuenta gerente@taller.es: desactivada (sesiones cerradas) · 1 sesiones cerradas');
      expect((await fetch(`${server.url}/api/repairs`, { headers: { cookie: gerenteCookie } })).status).toBe(401);
      expect((await login(server.url, 'gerente@taller.es', password!)).status).toBe(403);
      expect((await taller('accounts', 'disable', 'gerente@taller.es')).stdout).toContain('ya estaba desactivada');
      expect((await taller('accounts', 'enable', 'gerente@taller.es')).stdout).toContain('activada');

      // The last active Administrador stays.
      const last = await taller('accounts', 'disable', 'duena@taller.es');
      expect(last.code).toBe(1);
      expect(last.stderr).toBe('Error: Es el último Administrador activo del taller: no se puede desactivar ni cambiar de rol. Crea o activa antes otro Administrador.\n');

      const reset = await taller('accounts', 'reset-password', 'gerente@taller.es');
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain('guardado como archivo en DATA_DIR/outbox');
      const link = /https:\/\/taller\.example\.es\/recuperar-contrasena\?token=\S+/.exec(reset.stdout)?.[0];
      expect(link).toBeDefined();

      const history = (await (await fetch(`${server.url}/api/staff/2/history`, { headers: { cookie } })).json()) as { type: string; source: string; actor: { name: string } }[];
      expect(history.map((h) => h.type)).toEqual(['StaffAccountCreated', 'StaffAccountDisabled', 'StaffAccountEnabled', 'StaffPasswordResetSent']);
      expect(history.every((h) => h.source === 'cli' && h.actor.name === 'Línea de comandos')).toBe(true);
      expect(JSON.stringify(history)).not.toContain(new URL(link!).searchParams.get('token'));
      expect(JSON.stringify(history)).not.toContain(password);
    } finally {
      await stop(server.child);
    }
  });

  it('explains bad input in Spanish with exit code 1', async () => {
    const cases: [string[], string][] = [
      [['accounts', 'create', '--email', 'no-es-correo', '--name', 'Ana', '--role', 'gerente', '--generate-password'], 'Ingresa un correo electrónico válido'],
      [['accounts', 'create', '--email', 'a@b.es', '--name', 'Ana', '--role', 'dueño'], 'El rol debe ser administrador o gerente'],
      [['accounts', 'disable', 'nadie@taller.es'], 'Miembro del equipo no encontrado: nadie@taller.es'],
      [['accounts', 'reset-password', 'nadie@taller.es'], 'Miembro del equipo no encontrado'],
    ];
    for (const [args, message] of cases) {
      const result = await taller(...args);
      expect({ args, code: result.code }).toEqual({ args, code: 1 });
      expect(result.stderr).toContain(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    const short = await tallerWithInput('corta\n', 'accounts', 'create', '--email', 'a@b.es', '--name', 'Ana', '--role', 'gerente', '--password-stdin');
    expect(short).toMatchObject({ code: 1, stderr: 'Error: La contraseña debe tener al menos 8 caracteres\n' });
    await taller('accounts', 'create', '--email', 'a@b.es', '--name', 'Ana', '--role', 'gerente', '--generate-password');
    const twice = await taller('accounts', 'create', '--email', 'A@b.es', '--name', 'Ana', '--role', 'gerente', '--generate-password');
    expect(twice).toMatchObject({ code: 1, stderr: 'Error: Ya hay una cuenta con ese correo electrónico\n' });
  });
});
