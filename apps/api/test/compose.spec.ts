import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { checkServerConfig, loadConfig } from '@taller/server';

/**
 * docker-compose.yml and the Dockerfile can't run here (no Docker engine), so this checks
 * what can go wrong without one: the app's environment against the configuration schema,
 * the services wired together, and the image's command pointing at the build output.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { target: number; published?: string | number })[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
}

const compose = parse(readFileSync(`${ROOT}docker-compose.yml`, 'utf8')) as { services: Record<string, Service> };
const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');

/** Compose accepts the environment as a map or as a list of NAME=value. */
function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  const entries = Array.isArray(env)
    ? env.map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)] as const;
      })
    : Object.entries(env).map(([name, value]) => [name, value === null ? '' : String(value)] as const);
  return Object.fromEntries(entries);
}

/** The exec-form (JSON) arguments of the Dockerfile's last instruction of that name. */
function execForm(instruction: string): string[] {
  const lines = dockerfile.split('\n').filter((line) => line.startsWith(`${instruction} `));
  const last = lines.at(-1);
  if (!last) throw new Error(`El Dockerfile no tiene ${instruction}`);
  return JSON.parse(last.slice(instruction.length + 1)) as string[];
}

describe('docker-compose.yml', () => {
  const app = compose.services['app']!;
  const env = environmentOf(app);

  it('has the three services: KurrentDB, PostgreSQL and the app built from the Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'kurrentdb', 'postgres']);
    expect(app.build).toBeDefined();
  });

  it('gives the app an environment its configuration accepts: PostgreSQL and KurrentDB', () => {
    const config = checkServerConfig(loadConfig(env)); // throws ConfigError naming a bad or missing variable
    expect(config.databaseUrl).toMatch(/^postgres(ql)?:\/\//);
    expect(config.eventStoreUrl).toMatch(/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/data');
    expect(config.demo).toBe(true);
    expect(config.logLevel).toBe('info');
    // Ready for DEMO=off: the links of e-mails point at the published port, not at a Host header.
    expect(config.publicUrl).toBe(`http://localhost:${config.port}`);
    expect(checkServerConfig(loadConfig({ ...env, DEMO: 'off' })).demo).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('points the app at the postgres and kurrentdb services, with their credentials', () => {
    const postgres = environmentOf(compose.services['postgres']!);
    const database = new URL(env['DATABASE_URL']!);
    expect(database.hostname).toBe('postgres');
    expect(decodeURIComponent(database.username)).toBe(postgres['POSTGRES_USER']);
    expect(decodeURIComponent(database.password)).toBe(postgres['POSTGRES_PASSWORD']);
    expect(database.pathname).toBe(`/${postgres['POSTGRES_DB']}`);

    const kurrent = environmentOf(compose.services['kurrentdb']!);
    const events = new URL(env['EVENTSTORE_URL']!.replace(/^[a-z+]+:/, 'http:'));
    expect(events.hostname).toBe('kurrentdb');
    expect(events.port).toBe('2113');
    // An insecure node speaks plain HTTP/2: the client must be told tls=false.
    expect(events.searchParams.get('tls')).toBe(kurrent['KURRENTDB_INSECURE'] === 'true' ? 'false' : null);
  });

  it('publishes the port the app listens on', () => {
    const { port } = loadConfig(env);
    const published = (app.ports ?? []).map((p) => (typeof p === 'string' ? p.split(':').at(-1) : String(p.target)));
    expect(published).toContain(String(port));
  });

  it('has a health check for every service, and starts the app once both databases are healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.healthcheck?.disable ?? false]).toEqual([name, false]);
      expect([name, service.healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
    }
    expect(app.depends_on).toEqual({
      kurrentdb: { condition: 'service_healthy' },
      postgres: { condition: 'service_healthy' },
    });
  });
});

describe('Dockerfile', () => {
  it('starts the API from a file that `npm run build` makes', () => {
    const cmd = execForm('CMD');
    expect(cmd[0]).toBe('node');
    const main = `${ROOT}${cmd[1]}`;
    if (!existsSync(main)) throw new Error(`Falta ${main}: ejecuta «npm run build» antes de esta prueba`);
  });

  it('installs the dependencies of every workspace (their manifests are copied one by one)', () => {
    const workspaces = ['libs', 'apps'].flatMap((area) =>
      readdirSync(`${ROOT}${area}`)
        .map((name) => `${area}/${name}`)
        .filter((dir) => existsSync(`${ROOT}${dir}/package.json`)),
    );
    const missing = workspaces.filter((dir) => !dockerfile.includes(`COPY ${dir}/package.json ${dir}/`));
    expect(missing).toEqual([]);
  });

  it("keeps the code of a server start and of a command in the runtime image while dist is still writable (before USER)", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const warm = runtime.indexOf('\nRUN node apps/api/dist/warm-code-cache.js && node apps/cli/dist/warm-code-cache.js\n');
    expect(warm).toBeGreaterThan(runtime.indexOf('\nCOPY --from=build '));
    expect(warm).toBeLessThan(runtime.indexOf('\nUSER '));
    for (const app of ['api', 'cli']) {
      const script = `${ROOT}apps/${app}/dist/warm-code-cache.js`;
      if (!existsSync(script)) throw new Error(`Falta ${script}: ejecuta «npm run build» antes de esta prueba`);
    }
  });

  it('runs as a non-root user, exposes the port and checks /api/health', () => {
    const users = dockerfile.split('\n').filter((line) => line.startsWith('USER '));
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\S+/);
    expect(dockerfile).toMatch(/^EXPOSE 3000\b/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
  });
});
