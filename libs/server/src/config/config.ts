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
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'debe ser una URL smtp://usuario:clave@servidor:587 o smtps://…:465')
    .refine((url) => URL.canParse(url), 'no es una URL válida')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'debe ser una dirección de correo, p. ej. web@tutienda.es')
    .optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'debe ser la dirección pública de la web, p. ej. https://www.tutienda.es')
    .transform((url) => url.replace(/\/+$/, ''))
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
  /** Where e-mail leaves by SMTP; without it, the outbox writes `.eml` files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender of the shop's e-mails (default: the shop's own address). */
  mailFrom: string | undefined;
  /**
   * Where the public site is reached (`https://www.tutienda.es`): the links of e-mails start
   * here. Without it they use the address the request came to, which is fine on the shop's
   * own network but trusts the request's Host header; set it on a public server.
   */
  publicUrl: string | undefined;
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
    // An SMTP URL carries a password: never in a log line.
    throw new ConfigError(variable, issue.message, variable === 'SMTP_URL' ? '[oculto]' : env[variable]);
  }
  const { PORT, DATA_DIR, DEMO, LOG_LEVEL, DATABASE_URL, EVENTSTORE_URL, SMTP_URL, MAIL_FROM, PUBLIC_URL } = parsed.data;
  const dataDir = resolve(DATA_DIR);
  return {
    port: PORT,
    dataDir,
    databaseFile: resolve(dataDir, 'taller.sqlite'),
    databaseUrl: DATABASE_URL,
    eventStoreUrl: EVENTSTORE_URL,
    // The embedded default is a demo: on unless said otherwise; a real server is not.
    demo: DEMO ?? (DATABASE_URL === undefined && EVENTSTORE_URL === undefined),
    smtpUrl: SMTP_URL,
    mailFrom: MAIL_FROM,
    publicUrl: PUBLIC_URL,
    logLevel: LOG_LEVEL,
  };
}
