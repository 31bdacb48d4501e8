import { isIP } from 'node:net';
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

// Not 1/0 for TRUST_PROXY: a number reads as a count of hops, which Fastify 5.12 refuses to
// trust (it cannot tell the nearest hop from a client that sends enough of them).
const ON = ['true', 'on', 'yes', 'si', 'sí'];
const OFF = ['false', 'off', 'no'];
/** proxy-addr's names for address ranges (Fastify's `trustProxy` takes them in a list). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a network in CIDR form (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`: off (the default: the socket's address and protocol are the
 * client's), on (every hop: only when the proxy replaces X-Forwarded-For rather than adding
 * to it, or a client could name any address), or the proxies' addresses and networks.
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, context): boolean | string[] => {
    if (ON.includes(value)) return true;
    if (OFF.includes(value)) return false;
    const list = value.split(',').map((entry) => entry.trim());
    if (list.every(isProxyAddress)) return list;
    context.addIssue({
      code: 'custom',
      message: 'debe ser on/off o las direcciones o redes del proxy separadas por comas, p. ej. 10.0.0.2 o 127.0.0.1,192.168.0.0/16',
    });
    return z.NEVER;
  });

/** scrypt's cost as log2 of N: 17 is OWASP's (128 MiB, about 0.3–1 s a hash on a small server). */
export const DEFAULT_PASSWORD_HASH_COST = 17;
const passwordCost = z.coerce
  .number({ error: 'debe ser un número entero entre 14 y 20' })
  .int('debe ser un número entero entre 14 y 20')
  .min(14, 'debe ser un número entero entre 14 y 20 (por debajo de 14 una contraseña robada se descifra demasiado deprisa)')
  .max(20, 'debe ser un número entero entre 14 y 20 (20 ocupa 1 GiB de memoria por cada inicio de sesión)');

/**
 * The scrypt cost new password hashes get (PASSWORD_HASH_COST, checked with the rest of the
 * environment at start). A hash keeps its own parameters, so changing it never locks anyone out:
 * older hashes are checked with the cost they were made with.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = passwordCost.safeParse(env['PASSWORD_HASH_COST'] || undefined);
  return parsed.success ? parsed.data : DEFAULT_PASSWORD_HASH_COST;
}

/** A phone in E.164: `+`, the country code and the number, up to 15 digits. */
const e164 = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, 'debe ser un número en formato internacional (E.164), p. ej. +34600111222');

/** An account's name or key: one word (a space is a copying mistake, and would not authenticate). */
const credential = z.string().trim().min(1, 'no puede estar vacío').regex(/^\S+$/, 'no puede tener espacios');

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
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'debe ser la dirección pública de la web, p. ej. https://www.tutienda.es')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SMS_PROVIDER_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'debe ser la dirección del proveedor de SMS, p. ej. https://api.twilio.com')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SMS_ACCOUNT_SID: credential.optional(),
  SMS_AUTH_TOKEN: credential.optional(),
  SMS_FROM: e164.optional(),
  WHATSAPP_FROM: e164.optional(),
  PASSWORD_HASH_COST: passwordCost.optional(),
  REDSYS_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'debe ser la dirección de Redsys, p. ej. https://sis.redsys.es (real) o https://sis-t.redsys.es:25443 (pruebas)')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  REDSYS_MERCHANT_CODE: z.string().trim().regex(/^\d{1,9}$/, 'debe ser el número de comercio (FUC) que da el banco, hasta 9 cifras').optional(),
  REDSYS_TERMINAL: z.string().trim().regex(/^\d{1,3}$/, 'debe ser el número de terminal que da el banco, p. ej. 1').optional(),
  REDSYS_SECRET_KEY: z
    .string()
    .trim()
    .refine((key) => /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length === 24, 'debe ser la clave secreta (SHA-256) del comercio tal como la da el banco: 32 caracteres en base64')
    .optional(),
  AEAT_CERT_FILE: z.string().trim().min(1).optional(),
  AEAT_CERT_PASSWORD: z.string().optional(),
  AEAT_ENV: z.enum(['pruebas', 'produccion'], { error: 'debe ser pruebas (el entorno de pruebas de la AEAT) o produccion' }).optional(),
  AEAT_URL: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'debe ser una dirección https:// del servicio VERI*FACTU')
    .optional(),
  AEAT_CA_FILE: z.string().trim().min(1).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'debe tener al menos 16 caracteres (p. ej. la salida de «openssl rand -hex 32»)')
    .regex(/^\S+$/, 'no puede tener espacios')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'debe ser fatal, error, warn, info, debug, trace o silent',
    })
    .default('info'),
});

/** Twilio's REST API; a provider that speaks it (or a test server) is named by SMS_PROVIDER_URL. */
export const DEFAULT_SMS_PROVIDER_URL = 'https://api.twilio.com';

/** The account at the SMS provider, through which SMS and WhatsApp messages leave. */
export interface ShortMessageAccount {
  /** Without a trailing slash. */
  providerUrl: string;
  accountSid: string;
  /** SMS_AUTH_TOKEN. Named `token` so the logs' redaction (`*.token`) hides it. */
  token: string;
  /** The E.164 sender of SMS; undefined: SMS are not configured. */
  smsFrom: string | undefined;
  /** The E.164 WhatsApp sender; undefined: WhatsApp is not configured. */
  whatsappFrom: string | undefined;
}

/** Redsys' production address (the test one is https://sis-t.redsys.es:25443). */
export const DEFAULT_REDSYS_URL = 'https://sis.redsys.es';

/** The shop's card gateway: the TPV virtual its bank gives it, through Redsys. */
export interface CardGatewayAccount {
  provider: 'redsys';
  /** Without a trailing slash: the payment page is `<url>/sis/realizarPago`, refunds `<url>/sis/rest/trataPeticionREST`. */
  url: string;
  /** The merchant's number (FUC). */
  merchantCode: string;
  terminal: string;
  /** REDSYS_SECRET_KEY, base64. Named `token` so the logs' redaction (`*.token`) hides it. */
  token: string;
}

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
   * SMS and WhatsApp through a Twilio-compatible provider; undefined (the default) when none of
   * the SMS_… variables is set: then the outbox sends e-mail only.
   */
  shortMessages: ShortMessageAccount | undefined;
  /**
   * Card payment of reservations through the bank's Redsys gateway; undefined (the default)
   * when none of the REDSYS_… variables is set: then reservations are paid in the shop.
   */
  cardGateway: CardGatewayAccount | undefined;
  /**
   * Sending the VERI*FACTU records to the AEAT with the shop's certificate; undefined (the
   * default) without AEAT_CERT_FILE: then the records wait in the queue, marked as not sent.
   */
  aeat: AeatAccount | undefined;
  /**
   * Where the public site is reached (`https://www.tutienda.es`): the links of e-mails start
   * here. A server outside demo mode does not start without it (`checkServerConfig`); only a
   * demo falls back to the address the request came to, which trusts its Host header.
   */
  publicUrl: string | undefined;
  /**
   * Whom to believe about the client behind a reverse proxy (Fastify's `trustProxy`): with it,
   * `X-Forwarded-For`/`-Proto`/`-Host` from those hops give the client's address (the rate
   * limits count it) and protocol (the session cookie is `Secure` over HTTPS). Off by default.
   */
  trustProxy: boolean | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The bearer token a monitoring system sends to scrape `/api/metrics` (METRICS_TOKEN);
   * undefined (the default): only a staff session may read them. Named `token` so the logs'
   * redaction (`*.token`) hides it.
   */
  metrics: { token: string | undefined };
}

export class ConfigError extends Error {
  /** `problem` follows the value; without a value, it is the whole explanation. */
  constructor(readonly variable: string, problem: string, value?: unknown) {
    super(`Configuración no válida: ${value === undefined ? problem : `${variable}=${JSON.stringify(value)} ${problem}`}`);
    this.name = 'ConfigError';
  }
}

export const missingPublicUrl =
  'falta PUBLIC_URL, la dirección pública de la web (p. ej. PUBLIC_URL=https://www.tutienda.es): fuera del modo demostración los enlaces de los correos no pueden depender de la cabecera Host de la petición';

/**
 * What a server (not the CLI) needs besides a valid environment: outside demo mode, PUBLIC_URL,
 * so that no e-mailed link is ever built on the request's `Host` header.
 */
export function checkServerConfig(config: TallerConfig): TallerConfig {
  if (!config.demo && !config.publicUrl) throw new ConfigError('PUBLIC_URL', missingPublicUrl);
  return config;
}

const SHORT_MESSAGE_VARIABLES = ['SMS_PROVIDER_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM', 'WHATSAPP_FROM'] as const;
/** Secrets: a bad value is never repeated in the error (it would reach a log). */
const HIDDEN_VALUES = new Set(['SMTP_URL', 'SMS_AUTH_TOKEN', 'REDSYS_SECRET_KEY', 'AEAT_CERT_PASSWORD', 'METRICS_TOKEN']);
const shortMessageRule =
  'para SMS y WhatsApp hacen falta SMS_ACCOUNT_SID, SMS_AUTH_TOKEN y SMS_FROM o WHATSAPP_FROM (o ninguna, para no enviarlos)';

/**
 * The SMS provider's account, when the SMS_… variables give one. None set: no short messages.
 * Some set but not enough to send anything: the start stops, naming the first one missing,
 * rather than a shop believing it sends SMS that never leave.
 */
function shortMessageAccount(data: z.infer<typeof configSchema>): ShortMessageAccount | undefined {
  if (SHORT_MESSAGE_VARIABLES.every((variable) => data[variable] === undefined)) return undefined;
  const { SMS_PROVIDER_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, WHATSAPP_FROM } = data;
  if (!SMS_ACCOUNT_SID) throw new ConfigError('SMS_ACCOUNT_SID', `falta SMS_ACCOUNT_SID, la cuenta del proveedor de SMS: ${shortMessageRule}`);
  if (!SMS_AUTH_TOKEN) throw new ConfigError('SMS_AUTH_TOKEN', `falta SMS_AUTH_TOKEN, la clave de la cuenta del proveedor de SMS: ${shortMessageRule}`);
  if (!SMS_FROM && !WHATSAPP_FROM) {
    throw new ConfigError('SMS_FROM', `falta SMS_FROM o WHATSAPP_FROM, el número que envía los SMS o los WhatsApp (p. ej. +34600111222): ${shortMessageRule}`);
  }
  return {
    providerUrl: SMS_PROVIDER_URL ?? DEFAULT_SMS_PROVIDER_URL,
    accountSid: SMS_ACCOUNT_SID,
    token: SMS_AUTH_TOKEN,
    smsFrom: SMS_FROM,
    whatsappFrom: WHATSAPP_FROM,
  };
}

const CARD_GATEWAY_VARIABLES = ['REDSYS_URL', 'REDSYS_MERCHANT_CODE', 'REDSYS_TERMINAL', 'REDSYS_SECRET_KEY'] as const;
const cardGatewayRule = 'para cobrar reservas con tarjeta hacen falta REDSYS_MERCHANT_CODE, REDSYS_TERMINAL y REDSYS_SECRET_KEY (o ninguna, para cobrarlas en la tienda)';

/**
 * The Redsys account, when the REDSYS_… variables give one. None set: no card payment, and the
 * site says reservations are paid in the shop. Some set but not all: the start stops, naming the
 * first one missing, rather than a site offering a payment that cannot work.
 */
function cardGatewayAccount(data: z.infer<typeof configSchema>): CardGatewayAccount | undefined {
  if (CARD_GATEWAY_VARIABLES.every((variable) => data[variable] === undefined)) return undefined;
  const { REDSYS_URL, REDSYS_MERCHANT_CODE, REDSYS_TERMINAL, REDSYS_SECRET_KEY } = data;
  if (!REDSYS_MERCHANT_CODE) throw new ConfigError('REDSYS_MERCHANT_CODE', `falta REDSYS_MERCHANT_CODE, el número de comercio: ${cardGatewayRule}`);
  if (!REDSYS_TERMINAL) throw new ConfigError('REDSYS_TERMINAL', `falta REDSYS_TERMINAL, el número de terminal: ${cardGatewayRule}`);
  if (!REDSYS_SECRET_KEY) throw new ConfigError('REDSYS_SECRET_KEY', `falta REDSYS_SECRET_KEY, la clave secreta del comercio: ${cardGatewayRule}`);
  return { provider: 'redsys', url: REDSYS_URL ?? DEFAULT_REDSYS_URL, merchantCode: REDSYS_MERCHANT_CODE, terminal: REDSYS_TERMINAL, token: REDSYS_SECRET_KEY };
}

/** The AEAT's VERI*FACTU service for records sent with a certificate (AeatClient in josemmo/Verifactu-PHP and AEAT's service description). */
export const AEAT_SERVICE_URLS = {
  pruebas: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  produccion: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** The shop's certificate and where its records go. */
export interface AeatAccount {
  environment: 'pruebas' | 'produccion';
  url: string;
  /** A PKCS#12 file (.p12, .pfx) with the certificate and its key. */
  certFile: string;
  /** Named `token` so the logs' redaction (`*.token`) hides it. */
  token: string | undefined;
  /** An extra CA to trust for the service (a proxy, a test server); the system's otherwise. */
  caFile: string | undefined;
}

function aeatAccount(data: z.infer<typeof configSchema>): AeatAccount | undefined {
  if (!data.AEAT_CERT_FILE) {
    if (data.AEAT_ENV === 'produccion') throw new ConfigError('AEAT_CERT_FILE', 'falta AEAT_CERT_FILE, el certificado del taller (.p12): sin él no se envía nada a la AEAT');
    return undefined;
  }
  // The test service unless the shop says it is live: a record sent to production counts.
  const environment = data.AEAT_ENV ?? 'pruebas';
  return { environment, url: data.AEAT_URL ?? AEAT_SERVICE_URLS[environment], certFile: resolve(data.AEAT_CERT_FILE), token: data.AEAT_CERT_PASSWORD, caFile: data.AEAT_CA_FILE && resolve(data.AEAT_CA_FILE) };
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
    // An SMTP URL carries a password, SMS_AUTH_TOKEN is one: never in a log line.
    throw new ConfigError(variable, issue.message, HIDDEN_VALUES.has(variable) ? '[oculto]' : env[variable]);
  }
  const { PORT, DATA_DIR, DEMO, LOG_LEVEL, DATABASE_URL, EVENTSTORE_URL, SMTP_URL, MAIL_FROM, PUBLIC_URL, TRUST_PROXY, METRICS_TOKEN } = parsed.data;
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
    shortMessages: shortMessageAccount(parsed.data),
    cardGateway: cardGatewayAccount(parsed.data),
    aeat: aeatAccount(parsed.data),
    publicUrl: PUBLIC_URL,
    trustProxy: TRUST_PROXY ?? false,
    logLevel: LOG_LEVEL,
    metrics: { token: METRICS_TOKEN },
  };
}
