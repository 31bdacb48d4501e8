import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import Database from 'better-sqlite3';
import { formatMadridDateTime } from '@taller/domain';
import { ConfigError, loadConfig, type TallerConfig } from '../config/config.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { Projector, type ProjectionStatus } from '../projections/projector.js';
import { PROJECTIONS, type Projection } from '../projections/projection.js';
import { probeDisk, probeOutbox, probeUploads, uploadsFolder } from './probes.js';

/**
 * `taller doctor`: every check an operator would make by hand when something is wrong, one
 * line each. The figures come from the same probes as `/api/metrics` (probes.ts).
 */

/** `ok` ✓; `warn` ⚠ (worth a look, not a failure); `fail` ✗ (the exit code is 1). */
export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface DoctorCheck {
  /** Stable, for scripts: `config`, `database`, `event-store`, `projection:<name>`, `outbox`, `disk`, `uploads`, `demo`, `public-url`. */
  id: string;
  status: CheckStatus;
  /** What was checked, in Spanish. */
  title: string;
  /** What was found. */
  message: string;
  /** What to do about it (with `fail` and `warn`). */
  advice?: string;
}

export interface DoctorReport {
  status: 'ok' | 'failed';
  checks: DoctorCheck[];
}

/** How long a database or event store may take to answer before it counts as down. */
export const CONNECT_TIMEOUT_MS = 3000;
/** Opening the core (schemas, read models) after the connections answered. */
const OPEN_TIMEOUT_MS = 30_000;
/** Under this much free space in DATA_DIR, SQLite, uploads and backups start failing. */
export const MIN_FREE_BYTES = 1024 ** 3;
/** Messages waiting longer than this mean nothing is sending them (the CLI stores, the server sends). */
const STALE_OUTBOX_MS = 60 * 60 * 1000;

export type OpenDoctorCore = (config: TallerConfig) => Promise<INestApplicationContext>;

const gib = (bytes: number) => `${(bytes / 1024 **3).toLocaleString('es-ES', { maximumFractionDigits: 1 })} GB`;
const reason = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message).replace(/\/\/[^@\s/]*@/g, '//[oculto]@').replace(/[\r\n]+/g, ' ');
};

/** Within `ms`, or rejected with a Spanish timeout. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Connects to PostgreSQL with a short timeout and asks it something. */
async function pingPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: CONNECT_TIMEOUT_MS });
  // A refused or dropped connection is reported by connect(); an error after it must not crash.
  client.on('error', () => undefined);
  try {
    await within(client.connect(), CONNECT_TIMEOUT_MS + 500, 'PostgreSQL');
    await client.query('select 1');
  } finally {
    void client.end().catch(() => undefined);
  }
}

/** KurrentDB's address (`kurrentdb://user:pass@host:2113?tls=false`, the first of a list). */
function kurrentAddress(url: string): { host: string; port: number } {
  const rest = url.replace(/^[a-z+]+:\/\//, '');
  const hostPart = rest.replace(/^[^@/]*@/, '').split(/[/?]/)[0]!.split(',')[0]!;
  const match = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(hostPart);
  return { host: match?.[1] ?? 'localhost', port: Number(match?.[2] ?? 2113) };
}

/** Opens a TCP connection to KurrentDB's port and closes it: reachable or not, quickly. */
function pingTcp(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, timeout: CONNECT_TIMEOUT_MS });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`sin respuesta en ${CONNECT_TIMEOUT_MS / 1000} s`));
    });
    socket.once('error', (error) => {
      socket.destroy();
      reject(error);
    });
  });
}

/** What the SQLite file holds, read-only; undefined when there is no file yet. */
function readSqlite(file: string): { events: number } | undefined {
  if (!existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: CONNECT_TIMEOUT_MS });
  try {
    const table = db.prepare(`select name from sqlite_master where type = 'table' and name = 'events'`).get();
    if (!table) return { events: 0 };
    return { events: (db.prepare('select count(*) as n from events').get() as { n: number }).n };
  } finally {
    db.close();
  }
}

/** The nearest existing folder of `dir` (DATA_DIR may not exist before the first start). */
function nearestExisting(dir: string): string {
  let current = dir;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/** Whether the address is this machine's (a demo or a test is fine over plain HTTP there). */
const isLocal = (url: string) => /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(url);

/**
 * Runs every check. Never throws and never hangs: a database that does not answer is a ✗ within
 * a few seconds, and what depends on it is reported as not checked.
 */
export async function runDoctor(env: NodeJS.ProcessEnv, open: OpenDoctorCore): Promise<DoctorReport> {
  const checks: DoctorCheck[] = [];
  const add = (check: DoctorCheck) => checks.push(check);

  let config: TallerConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    add({
      id: 'config',
      status: 'fail',
      title: 'Configuración',
      message: error instanceof ConfigError ? error.message : reason(error),
      advice: 'corrige esa variable del entorno (README, «Configuración») y vuelve a ejecutar «taller diagnostico»; sin una configuración válida no se comprueba nada más',
    });
    return report(checks);
  }
  const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite en ${config.databaseFile}`;
  add({ id: 'config', status: 'ok', title: 'Configuración', message: `válida (DATA_DIR=${config.dataDir}; datos en ${engine}${config.eventStoreUrl ? ', eventos en KurrentDB' : ''})` });

  // The connections, each with a short timeout: the rest needs them.
  let reachable = true;
  if (config.databaseUrl) {
    try {
      await pingPostgres(config.databaseUrl);
      add({ id: 'database', status: 'ok', title: 'Base de datos', message: 'PostgreSQL responde' });
    } catch (error) {
      reachable = false;
      add({
        id: 'database',
        status: 'fail',
        title: 'Base de datos',
        message: `PostgreSQL no responde (${reason(error)})`,
        advice: 'arranca PostgreSQL (o comprueba la red hasta él) y que DATABASE_URL tiene el servidor, el puerto, el usuario y la clave correctos',
      });
    }
  } else {
    try {
      const found = readSqlite(config.databaseFile);
      add({ id: 'database', status: 'ok', title: 'Base de datos', message: found ? `SQLite se abre (${config.databaseFile})` : `SQLite aún no existe: se creará al arrancar (${config.databaseFile})` });
    } catch (error) {
      reachable = false;
      add({
        id: 'database',
        status: 'fail',
        title: 'Base de datos',
        message: `no se puede abrir ${config.databaseFile} (${reason(error)})`,
        advice: 'comprueba que el archivo es del taller, que este usuario puede leerlo y escribirlo, y que el disco no está lleno; si está dañado, restaura la última copia («taller restaurar»)',
      });
    }
  }
  if (config.eventStoreUrl) {
    const { host, port } = kurrentAddress(config.eventStoreUrl);
    try {
      await pingTcp(host, port);
      add({ id: 'event-store', status: 'ok', title: 'Registro de eventos', message: `KurrentDB responde en ${host}:${port}` });
    } catch (error) {
      reachable = false;
      add({
        id: 'event-store',
        status: 'fail',
        title: 'Registro de eventos',
        message: `KurrentDB no responde en ${host}:${port} (${reason(error)})`,
        advice: 'arranca KurrentDB (o comprueba la red hasta él) y que EVENTSTORE_URL es correcta',
      });
    }
  } else {
    const ok = checks.find((c) => c.id === 'database')!.status === 'ok';
    add(
      ok
        ? { id: 'event-store', status: 'ok', title: 'Registro de eventos', message: `en la misma base de datos (${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}), que responde` }
        : { id: 'event-store', status: 'fail', title: 'Registro de eventos', message: 'está en la misma base de datos, que no responde', advice: 'arregla primero la base de datos (línea anterior)' },
    );
  }

  // What the shop's own data says, through the core: only when its stores answer, and not
  // for a SQLite file that does not exist yet (opening the core would make it).
  if (reachable && !config.databaseUrl && !existsSync(config.databaseFile)) {
    add({ id: 'projections', status: 'ok', title: 'Vistas y buzón de salida', message: 'aún no hay datos: el taller los crea al arrancar' });
  } else if (reachable) {
    let app: INestApplicationContext | undefined;
    try {
      app = await within(open(config), OPEN_TIMEOUT_MS, 'Abrir el taller');
      const { head, projections } = await within(app.get(Projector).status(), OPEN_TIMEOUT_MS, 'Leer las vistas');
      const labels = new Map(app.get<Projection[]>(PROJECTIONS).map((p) => [p.name, p.label ?? p.name]));
      for (const p of projections) add(projectionCheck(p, head, (name) => labels.get(name) ?? name));
      add(outboxCheck(await probeOutbox(app.get<ReadModels>(MIKRO_ORM).em)));
    } catch (error) {
      add({
        id: 'projections',
        status: 'fail',
        title: 'Vistas y buzón de salida',
        message: `no se pudieron leer (${reason(error)})`,
        advice: 'revisa las líneas anteriores y el registro del servidor; si la base de datos responde, ejecuta «taller proyecciones estado»',
      });
    } finally {
      await app?.close().catch(() => undefined);
    }
  } else {
    add({ id: 'projections', status: 'fail', title: 'Vistas y buzón de salida', message: 'sin comprobar: la base de datos o el registro de eventos no responden', advice: 'arregla primero esas conexiones' });
  }

  add(await diskCheck(config.dataDir));
  add(await uploadsCheck(config.dataDir));
  add(demoCheck(config, env));
  add(publicUrlCheck(config));
  return report(checks);
}

function report(checks: DoctorCheck[]): DoctorReport {
  return { status: checks.some((c) => c.status === 'fail') ? 'failed' : 'ok', checks };
}

/** One read model's line, named as an operator reads it ('Lista de reparaciones'); its id keeps the identifier. */
function projectionCheck(p: ProjectionStatus, head: number, labelOf: (name: string) => string): DoctorCheck {
  const title = `Vista «${labelOf(p.name)}»`;
  const id = `projection:${p.name}`;
  if (p.fault) {
    return {
      id,
      status: 'fail',
      title,
      message: `${p.fault.rebuilding ? 'sin reconstruir: falla' : 'detenida'} en el evento ${p.fault.position} (${p.fault.eventType}, ${p.fault.streamId}) desde ${formatMadridDateTime(new Date(p.fault.since))}: ${p.fault.message}; ${p.lag} eventos por detrás`,
      advice: 'corrige la causa (o actualiza el programa) y ejecuta «taller proyecciones reconstruir»; el servidor puede seguir en marcha',
    };
  }
  if (p.waitingFor) {
    return { id, status: 'fail', title, message: `en espera de «${labelOf(p.waitingFor)}», cuyos datos usa; ${p.lag} eventos por detrás`, advice: `se pone al día sola cuando «${labelOf(p.waitingFor)}» se arregle` };
  }
  return {
    id,
    status: 'ok',
    title,
    message: p.lag === 0 ? `al día (evento ${p.position} de ${head})` : `${p.lag} eventos por detrás del registro (el servidor los aplica al arrancar o en cuanto los ve)`,
  };
}

function outboxCheck(outbox: Awaited<ReturnType<typeof probeOutbox>>): DoctorCheck {
  const title = 'Buzón de salida (correos, SMS, WhatsApp)';
  const last = outbox.lastFailures[0];
  const lastText = last ? ` Último error (mensaje ${last.id}, ${last.channel}, ${last.attempts} intentos): ${last.lastError}` : '';
  if (outbox.givenUp > 0) {
    return {
      id: 'outbox',
      status: 'fail',
      title,
      message: `${outbox.givenUp} mensajes agotaron sus intentos y ya no se envían; ${outbox.pending} por enviar.${lastText}`,
      advice: 'corrige el envío (SMTP_URL, el proveedor de SMS) y avisa a esos clientes por otra vía; el historial de avisos muestra cuáles son',
    };
  }
  if (outbox.retrying > 0) {
    return {
      id: 'outbox',
      status: 'fail',
      title,
      message: `${outbox.retrying} mensajes fallaron y se reintentarán; ${outbox.pending} por enviar.${lastText}`,
      advice: 'revisa SMTP_URL o las variables SMS_… y que el servidor de correo o el proveedor responden; el servidor los reintenta solo',
    };
  }
  const age = outbox.oldestPendingAt ? Date.now() - outbox.oldestPendingAt.getTime() : 0;
  if (age > STALE_OUTBOX_MS) {
    return {
      id: 'outbox',
      status: 'fail',
      title,
      message: `${outbox.pending} mensajes por enviar; el más antiguo espera desde ${formatMadridDateTime(outbox.oldestPendingAt!)}`,
      advice: 'los envía el servidor, no el CLI: comprueba que el servidor está en marcha',
    };
  }
  return { id: 'outbox', status: 'ok', title, message: outbox.pending === 0 ? 'nada por enviar' : `${outbox.pending} mensajes por enviar, sin errores` };
}

async function diskCheck(dataDir: string): Promise<DoctorCheck> {
  const title = 'Espacio en disco de DATA_DIR';
  try {
    const { freeBytes, totalBytes } = await probeDisk(nearestExisting(dataDir));
    const enough = freeBytes >= Math.min(MIN_FREE_BYTES, totalBytes * 0.05);
    return enough
      ? { id: 'disk', status: 'ok', title, message: `${gib(freeBytes)} libres de ${gib(totalBytes)}` }
      : {
          id: 'disk',
          status: 'fail',
          title,
          message: `solo ${gib(freeBytes)} libres de ${gib(totalBytes)}`,
          advice: 'libera espacio (copias antiguas, registros) o amplía el disco: sin espacio no se guardan cambios ni imágenes',
        };
  } catch (error) {
    return { id: 'disk', status: 'fail', title, message: `no se pudo medir (${reason(error)})`, advice: 'comprueba que DATA_DIR existe y este usuario puede leerlo' };
  }
}

async function uploadsCheck(dataDir: string): Promise<DoctorCheck> {
  const title = 'Carpeta de imágenes';
  const folder = uploadsFolder(dataDir);
  const { exists, writable, parentWritable } = await probeUploads(dataDir);
  if (writable) return { id: 'uploads', status: 'ok', title, message: `${folder} existe y admite escritura` };
  if (!exists && (parentWritable || !existsSync(dataDir))) {
    return { id: 'uploads', status: 'ok', title, message: `${folder} aún no existe: se creará con la primera imagen` };
  }
  return {
    id: 'uploads',
    status: 'fail',
    title,
    message: exists ? `${folder} no admite escritura para este usuario` : `no se puede crear ${folder}`,
    advice: `da permiso de escritura al usuario del servidor (p. ej. «chown -R <usuario> ${exists ? folder : dataDir}»)`,
  };
}

function demoCheck(config: TallerConfig, env: NodeJS.ProcessEnv): DoctorCheck {
  const title = 'Modo demostración';
  if (!config.demo) return { id: 'demo', status: 'ok', title, message: 'apagado' };
  const production = [
    config.databaseUrl && 'DATABASE_URL',
    config.eventStoreUrl && 'EVENTSTORE_URL',
    config.publicUrl?.startsWith('https:') && !isLocal(config.publicUrl) && 'una PUBLIC_URL pública',
    env['NODE_ENV'] === 'production' && 'NODE_ENV=production',
  ].filter(Boolean);
  if (production.length > 0) {
    return {
      id: 'demo',
      status: 'fail',
      title,
      message: `encendido en lo que parece un taller de verdad (${production.join(', ')}): las cuentas de ejemplo entran con una contraseña pública`,
      advice: 'arranca con DEMO=off',
    };
  }
  return { id: 'demo', status: 'ok', title, message: 'encendido (datos y cuentas de ejemplo: solo para probar; DEMO=off para un taller de verdad)' };
}

function publicUrlCheck(config: TallerConfig): DoctorCheck {
  const title = 'PUBLIC_URL';
  const url = config.publicUrl;
  if (!url) {
    return config.demo
      ? { id: 'public-url', status: 'ok', title, message: 'sin definir (en modo demostración los enlaces usan la dirección de cada petición)' }
      : {
          id: 'public-url',
          status: 'fail',
          title,
          message: 'sin definir: fuera del modo demostración el servidor no arranca sin ella',
          advice: 'define PUBLIC_URL con la dirección pública de la web, p. ej. PUBLIC_URL=https://www.tutienda.es',
        };
  }
  if (url.startsWith('http:') && !isLocal(url)) {
    return {
      id: 'public-url',
      status: 'warn',
      title,
      message: `${url} es http: los enlaces de los correos y la sesión viajan sin cifrar`,
      advice: 'sirve la web por HTTPS (un proxy delante) y pon PUBLIC_URL=https://…',
    };
  }
  return { id: 'public-url', status: 'ok', title, message: url };
}

const MARKS: Record<CheckStatus, string> = { ok: '✓', warn: '⚠', fail: '✗' };

/** One line per check: the mark, what, what was found, and what to do. */
export function doctorLines(report: DoctorReport): string[] {
  return report.checks.map((c) => `${MARKS[c.status]} ${c.title}: ${c.message}${c.advice ? ` → ${c.advice}` : ''}`);
}
