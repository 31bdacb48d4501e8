import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', 'si', 'sí'].includes(v), {
    message: 'debe ser on/off, true/false o 1/0',
  })
  .transform((v) => ['1', 'true', 'on', 'yes', 'si', 'sí'].includes(v));

const configSchema = z.object({
  PORT: z.coerce
    .number({ error: 'debe ser un número de puerto' })
    .int('debe ser un número de puerto entero')
    .min(1, 'debe estar entre 1 y 65535')
    .max(65535, 'debe estar entre 1 y 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1, 'no puede estar vacío').default('./data'),
  DEMO: flag.optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'debe ser una URL postgres://usuario:clave@servidor:5432/base')
    .optional(),
  EVENTSTORE_URL: z
    .string()
    .trim()
    .regex(/^(kurrentdb|esdb|kdb)(\+discover)?:\/\/\S+$/, 'debe ser una URL kurrentdb://… o esdb://…')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'debe ser fatal, error, warn, info, debug, trace o silent',
    })
    .default('info'),
});

export interface TallerConfig {
  port: number;
  dataDir: string;
  /** The SQLite file that holds the events and the read models. */
  databaseFile: string;
  /** PostgreSQL for the read models (and the events, unless EVENTSTORE_URL is set). */
  databaseUrl: string | undefined;
  /** KurrentDB / EventStoreDB for the events. */
  eventStoreUrl: string | undefined;
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string, value: unknown) {
    super(`Configuración no válida: ${variable}=${JSON.stringify(value)} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; the first bad variable is named in the error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TallerConfig {
  const input = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((key) => (env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]])),
  );
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigError(variable, issue.message, env[variable]);
  }
  const { PORT, DATA_DIR, DEMO, LOG_LEVEL, DATABASE_URL, EVENTSTORE_URL } = parsed.data;
  const dataDir = resolve(DATA_DIR);
  return {
    port: PORT,
    dataDir,
    databaseFile: resolve(dataDir, 'taller.sqlite'),
    databaseUrl: DATABASE_URL,
    eventStoreUrl: EVENTSTORE_URL,
    // The embedded default is a demo: on unless said otherwise; a real server is not.
    demo: DEMO ?? (DATABASE_URL === undefined && EVENTSTORE_URL === undefined),
    logLevel: LOG_LEVEL,
  };
}
