import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/core';
import { ENGINES } from '../../../tools/test-databases.js';
import { DEFAULT_SMS_PROVIDER_URL, loadConfig, MIKRO_ORM, TallerCoreModule, type ShortMessageAccount } from '../src/index.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { SCHEMA_MARK } from '../src/persistence/orm.js';
import { OutboxMessage } from '../src/mail/outbox-message.entity.js';
import { Outbox, OUTBOX_MAX_ATTEMPTS, retryDelayMs, type FailedOutboxMessage, type OutgoingMail } from '../src/mail/outbox.js';
import { normalisePhone, ShortMessageProvider } from '../src/mail/short-message-provider.js';
import { fakeSmsProvider as fakeProvider, INVALID_NUMBER_MESSAGE as INVALID_NUMBER, REFUSED_NUMBER as REFUSED, type FakeProvider } from './fake-sms-provider.js';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'tok-3f9a1c-secreto';
const SMS_FROM = '+34911000111';
const WHATSAPP_FROM = '+34911000222';
interface LogLine {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

/** Nest's logger, keeping the Outbox's lines (fields first, then the message, as pino takes them). */
function outboxLog(): { lines: LogLine[]; logger: LoggerService } {
  const lines: LogLine[] = [];
  const keep = (level: string) => (fields: unknown, ...rest: unknown[]) => {
    if (rest[rest.length - 1] !== 'Outbox') return;
    lines.push({ level, fields: fields as Record<string, unknown>, message: String(rest[0]) });
  };
  return { lines, logger: { log: keep('log'), warn: keep('warn'), error: keep('error'), debug: () => {}, verbose: () => {}, fatal: keep('fatal') } };
}

interface Shop {
  app: INestApplicationContext;
  outbox: Outbox;
  orm: MikroORM;
  log: LogLine[];
  dataDir: string;
  row(id: number): Promise<OutboxMessage>;
  close(): Promise<void>;
}

/** The core (no courier: the test drives `deliverPending`) over a fresh database, with these variables. */
async function openShop(databaseUrl: string | undefined, env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'taller-sms-'))): Promise<Shop> {
  const { lines, logger } = outboxLog();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, ...env });
  const app = await NestFactory.createApplicationContext(TallerCoreModule.register(config), { logger });
  const orm = app.get<MikroORM>(MIKRO_ORM);
  return {
    app,
    outbox: app.get(Outbox),
    orm,
    log: lines,
    dataDir,
    row: (id) => orm.em.fork().findOneOrFail(OutboxMessage, { id }),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sms = (to: string, text = 'Tu reparación está lista. Taller'): OutgoingMail => ({ channel: 'sms', to, subject: '', text, regarding: 'repair:7' });
const whatsapp = (to: string, text = 'Tu presupuesto está listo. Taller'): OutgoingMail => ({ channel: 'whatsapp', to, subject: '', text });
const basicAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
const messagesPath = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;

describe.each(ENGINES)('SMS and WhatsApp in the outbox on $name', ({ databaseUrl }) => {
  let provider: FakeProvider;
  let shop: Shop;
  const bothChannels = () => ({
    SMS_PROVIDER_URL: provider.url,
    SMS_ACCOUNT_SID: ACCOUNT_SID,
    SMS_AUTH_TOKEN: AUTH_TOKEN,
    SMS_FROM,
    WHATSAPP_FROM,
  });

  beforeEach(async () => {
    provider = await fakeProvider();
  });
  afterEach(async () => {
    await shop?.close();
    await provider.close();
  });

  describe('with the provider configured', () => {
    beforeEach(async () => {
      shop = await openShop(await databaseUrl(), bothChannels());
    });

    it('says both channels can send', () => {
      expect(shop.outbox.channels()).toEqual({ sms: true, whatsapp: true });
    });

    it('POSTs an SMS to the account’s Messages.json with Basic auth and To, From, Body, then keeps only a receipt', async () => {
      const stored = await shop.outbox.enqueue(sms('+34600111222'));
      await shop.outbox.deliverPending();

      expect(provider.requests).toEqual([
        {
          method: 'POST',
          path: messagesPath,
          authorization: basicAuth,
          contentType: 'application/x-www-form-urlencoded',
          form: { To: '+34600111222', From: SMS_FROM, Body: 'Tu reparación está lista. Taller' },
        },
      ]);
      const row = await shop.row(stored.id);
      expect(row).toMatchObject({ channel: 'sms', to: '+34600111222', subject: '', text: '', attempts: 1, lastError: null, nextAttemptAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    });

    it('logs “SMS enviado” with the row and the number, never the text', async () => {
      const stored = await shop.outbox.enqueue(sms('+34600111222', 'Texto privado del aviso'));
      await shop.outbox.deliverPending();

      expect(shop.log).toContainEqual({
        level: 'log',
        message: 'SMS enviado',
        fields: expect.objectContaining({ outboxId: stored.id, to: '+34600111222', providerId: 'SM00000000000000000000000000000001' }),
      });
      expect(JSON.stringify(shop.log)).not.toContain('Texto privado');
    });

    it('sends a WhatsApp with both numbers prefixed “whatsapp:” and WHATSAPP_FROM as the sender', async () => {
      const stored = await shop.outbox.enqueue(whatsapp('+447700900123'));
      await shop.outbox.deliverPending();

      expect(provider.requests).toHaveLength(1);
      expect(provider.requests[0]).toMatchObject({
        path: messagesPath,
        authorization: basicAuth,
        form: { To: 'whatsapp:+447700900123', From: `whatsapp:${WHATSAPP_FROM}`, Body: 'Tu presupuesto está listo. Taller' },
      });
      expect(await shop.row(stored.id)).toMatchObject({ channel: 'whatsapp', text: '', lastError: null });
      expect(shop.log).toContainEqual(expect.objectContaining({ message: 'WhatsApp enviado', fields: expect.objectContaining({ outboxId: stored.id }) }));
    });

    it('keeps a message the provider refuses with 400, with the status and the provider’s reason, and tries it again later', async () => {
      const now = new Date();
      const stored = await shop.outbox.enqueue(sms(REFUSED), now);
      await shop.outbox.deliverPending(now);

      const failed = await shop.row(stored.id);
      expect(failed).toMatchObject({ sentAt: null, attempts: 1, text: 'Tu reparación está lista. Taller' });
      expect(failed.lastError).toContain('400');
      expect(failed.lastError).toContain(INVALID_NUMBER);
      expect(failed.lastError).not.toContain(AUTH_TOKEN);
      expect(failed.nextAttemptAt!.getTime()).toBe(now.getTime() + retryDelayMs(1));

      // Not due yet: the provider is not asked again.
      await shop.outbox.deliverPending(now);
      expect(provider.requests).toHaveLength(1);
      await shop.outbox.deliverPending(new Date(now.getTime() + retryDelayMs(1)));
      expect(provider.requests).toHaveLength(2);
      expect(await shop.row(stored.id)).toMatchObject({ sentAt: null, attempts: 2 });
    });

    it('tells the final-failure listeners when a message fails its last attempt, even if one of them throws', async () => {
      const heard: FailedOutboxMessage[] = [];
      const stopThrowing = shop.outbox.onFinalFailure(() => {
        throw new Error('listener roto');
      });
      const stop = shop.outbox.onFinalFailure((row) => heard.push(row));
      const stored = await shop.outbox.enqueue(sms(REFUSED));
      // One attempt left.
      await shop.orm.em.fork().nativeUpdate(OutboxMessage, { id: stored.id }, { attempts: OUTBOX_MAX_ATTEMPTS - 1 });

      await shop.outbox.deliverPending();

      expect(heard).toEqual([{ id: stored.id, channel: 'sms', regarding: 'repair:7', lastError: expect.stringContaining(INVALID_NUMBER) }]);
      const kept = await shop.row(stored.id);
      expect(kept).toMatchObject({ sentAt: null, attempts: OUTBOX_MAX_ATTEMPTS, nextAttemptAt: null });
      expect(shop.log).toContainEqual(expect.objectContaining({ level: 'error', message: 'No se pudo enviar un SMS tras todos los intentos' }));
      expect(shop.log).toContainEqual(expect.objectContaining({ level: 'error', message: 'No se pudo avisar de un envío fallido de la bandeja de salida' }));

      // Stopped listeners hear nothing more.
      stop();
      stopThrowing();
      const another = await shop.outbox.enqueue(whatsapp(REFUSED));
      await shop.orm.em.fork().nativeUpdate(OutboxMessage, { id: another.id }, { attempts: OUTBOX_MAX_ATTEMPTS - 1 });
      await shop.outbox.deliverPending();
      expect(heard).toHaveLength(1);
    });

    it('does not tell the listeners of a failure that will be retried', async () => {
      const heard: FailedOutboxMessage[] = [];
      shop.outbox.onFinalFailure((row) => heard.push(row));
      await shop.outbox.enqueue(sms(REFUSED));
      await shop.outbox.deliverPending();
      expect(heard).toEqual([]);
    });

    it('still sends e-mail as before: an .eml file, the provider never asked', async () => {
      const stored = await shop.outbox.enqueue({ to: 'cliente@example.com', subject: 'Tu reparación', text: 'Ya puedes recogerla.' });
      await shop.outbox.deliverPending();

      expect(provider.requests).toEqual([]);
      const row = await shop.row(stored.id);
      expect(row).toMatchObject({ channel: 'email', to: 'cliente@example.com', subject: 'Tu reparación', text: '', lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      const files = await readOutboxFolder(shop.dataDir);
      expect(files).toEqual([expect.objectContaining({ to: 'cliente@example.com', subject: 'Tu reparación' })]);
      expect(shop.log).toContainEqual(expect.objectContaining({ message: 'Correo guardado en la bandeja de salida' }));
    });
  });

  describe('with only SMS configured', () => {
    beforeEach(async () => {
      const { WHATSAPP_FROM: _, ...smsOnly } = bothChannels();
      shop = await openShop(await databaseUrl(), smsOnly);
    });

    it('fails a WhatsApp with a Spanish error naming what to set, and retries it like any failure', async () => {
      expect(shop.outbox.channels()).toEqual({ sms: true, whatsapp: false });
      const now = new Date();
      const stored = await shop.outbox.enqueue(whatsapp('+34600111222'), now);
      await shop.outbox.deliverPending(now);

      expect(provider.requests).toEqual([]);
      expect(await shop.row(stored.id)).toMatchObject({
        sentAt: null,
        attempts: 1,
        lastError: 'WhatsApp sin configurar (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, WHATSAPP_FROM)',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)),
      });
      expect(shop.log).toContainEqual(expect.objectContaining({ level: 'warn', message: 'No se pudo enviar un WhatsApp; se reintentará' }));
    });
  });

  describe('without the provider', () => {
    beforeEach(async () => {
      shop = await openShop(await databaseUrl(), {});
    });

    it('has no short-message channel, keeps an SMS with “SMS sin configurar …” and sends e-mail as ever', async () => {
      expect(shop.outbox.channels()).toEqual({ sms: false, whatsapp: false });
      const text = await shop.outbox.enqueue(sms('+34600111222'));
      const mail = await shop.outbox.enqueue({ to: 'cliente@example.com', subject: 'Aviso', text: 'Hola' });
      await shop.outbox.deliverPending();

      expect(await shop.row(text.id)).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMS sin configurar (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)' });
      expect((await shop.row(mail.id)).sentAt).toBeInstanceOf(Date);
    });
  });
});

describe('An outbox from before the channels', () => {
  it('gets the channel column at start, its rows read as e-mails and are sent as such', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'taller-sms-old-'));
    const first = await openShop(undefined, {}, dataDir);
    const stored = await first.outbox.enqueue({ to: 'antiguo@example.com', subject: 'De antes', text: 'Hola' });
    const databaseFile = loadConfig({ DATA_DIR: dataDir }).databaseFile;
    await first.app.close();
    // The table as it was before this change, in a database that version left: without this
    // version's mark of the schema's shape (an older version's entities hash to another).
    const db = new Database(databaseFile);
    db.exec('alter table outbox_messages drop column channel');
    db.prepare('update store_marks set value = ? where name = ?').run('older-version', SCHEMA_MARK);
    db.close();

    const again = await openShop(undefined, {}, dataDir);
    try {
      expect((await again.row(stored.id)).channel).toBe('email');
      await again.outbox.deliverPending();
      expect(await again.row(stored.id)).toMatchObject({ channel: 'email', lastError: null, sentAt: expect.any(Date) });
    } finally {
      await again.close();
    }
  });
});

describe('The SMS provider adapter', () => {
  let provider: FakeProvider;
  beforeEach(async () => {
    provider = await fakeProvider();
  });
  afterEach(() => provider.close());

  const account = (overrides: Partial<ShortMessageAccount> = {}): ShortMessageAccount => ({
    providerUrl: provider.url,
    accountSid: ACCOUNT_SID,
    token: AUTH_TOKEN,
    smsFrom: SMS_FROM,
    whatsappFrom: undefined,
    ...overrides,
  });

  it('answers the provider’s message id', async () => {
    await expect(new ShortMessageProvider(account()).send({ channel: 'sms', to: '+34600111222', body: 'Hola' })).resolves.toMatch(/^SM\d{32}$/);
  });

  it('throws the status, the provider’s reason and its code, never the token', async () => {
    const sending = new ShortMessageProvider(account()).send({ channel: 'sms', to: REFUSED, body: 'Hola' });
    await expect(sending).rejects.toThrow(`El proveedor de SMS respondió 400: ${INVALID_NUMBER} (código 21211)`);
  });

  it('throws when nobody answers at the provider’s address, naming the network error', async () => {
    await provider.close();
    const sending = new ShortMessageProvider(account()).send({ channel: 'sms', to: '+34600111222', body: 'Hola' });
    await expect(sending).rejects.toThrow('No se pudo contactar con el proveedor de SMS: ECONNREFUSED');
    provider = await fakeProvider();
  });

  it('refuses a channel it has no sender for', async () => {
    const adapter = new ShortMessageProvider(account());
    expect(adapter.configured('sms')).toBe(true);
    expect(adapter.configured('whatsapp')).toBe(false);
    await expect(adapter.send({ channel: 'whatsapp', to: '+34600111222', body: 'Hola' })).rejects.toThrow('WhatsApp sin configurar');
    expect(provider.requests).toEqual([]);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['600 11 12 22', '+34600111222'],
    ['600111222', '+34600111222'],
    ['600-11-12-22', '+34600111222'],
    ['(91) 123 45 67', '+34911234567'],
    [' +34 600 11 12 22 ', '+34600111222'],
    ['0034 600 11 12 22', '+34600111222'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['34 600 11 12 22', '+34600111222'],
  ])('reads %j as %s', (typed, phone) => {
    expect(normalisePhone(typed)).toBe(phone);
  });

  it('puts a number without a country code in the default country', () => {
    expect(normalisePhone('612 345 678', '+351')).toBe('+351612345678');
  });

  it.each([
    ['fewer than 9 digits', '600 11 12'],
    ['letters', '600 11 12 AB'],
    ['an extension', '600111222 ext. 4'],
    ['more than 15 digits in all', '+34 600 111 222 333 444'],
    ['a country code that starts with 0', '+0 600 111 222'],
    ['nothing', '   '],
  ])('answers null for %s', (_, typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });
});

describe('The SMS configuration', () => {
  const full = { SMS_ACCOUNT_SID: ACCOUNT_SID, SMS_AUTH_TOKEN: AUTH_TOKEN, SMS_FROM, WHATSAPP_FROM };

  it('is off when none of its variables is set', () => {
    expect(loadConfig({}).shortMessages).toBeUndefined();
  });

  it('reads the account, Twilio’s address by default, and a provider of one’s own without its trailing slash', () => {
    expect(loadConfig(full).shortMessages).toEqual({
      providerUrl: DEFAULT_SMS_PROVIDER_URL,
      accountSid: ACCOUNT_SID,
      token: AUTH_TOKEN,
      smsFrom: SMS_FROM,
      whatsappFrom: WHATSAPP_FROM,
    });
    expect(DEFAULT_SMS_PROVIDER_URL).toBe('https://api.twilio.com');
    expect(loadConfig({ ...full, SMS_PROVIDER_URL: 'https://sms.example.com/api/' }).shortMessages!.providerUrl).toBe('https://sms.example.com/api');
  });

  it('configures only the channel that has a sender', () => {
    const { WHATSAPP_FROM: _w, ...smsOnly } = full;
    const { SMS_FROM: _s, ...whatsappOnly } = full;
    expect(loadConfig(smsOnly).shortMessages).toMatchObject({ smsFrom: SMS_FROM, whatsappFrom: undefined });
    expect(loadConfig(whatsappOnly).shortMessages).toMatchObject({ smsFrom: undefined, whatsappFrom: WHATSAPP_FROM });
  });

  it.each([
    ['a sender without the account', { SMS_FROM }, 'SMS_ACCOUNT_SID'],
    ['the token alone', { SMS_AUTH_TOKEN: AUTH_TOKEN }, 'SMS_ACCOUNT_SID'],
    ['the account without its token', { SMS_ACCOUNT_SID: ACCOUNT_SID, SMS_FROM }, 'SMS_AUTH_TOKEN'],
    ['the account and token without a sender', { SMS_ACCOUNT_SID: ACCOUNT_SID, SMS_AUTH_TOKEN: AUTH_TOKEN }, 'SMS_FROM o WHATSAPP_FROM'],
    ['only a provider address', { SMS_PROVIDER_URL: 'https://sms.example.com' }, 'SMS_ACCOUNT_SID'],
  ])('stops the start on %s, naming what is missing in one Spanish line', (_, env, missing) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Configuración no válida: falta ${missing}, `));
    expect(message).toContain('hacen falta SMS_ACCOUNT_SID, SMS_AUTH_TOKEN y SMS_FROM o WHATSAPP_FROM');
    expect(message).not.toContain('\n');
    expect(message).not.toContain(AUTH_TOKEN);
  });

  it('refuses a sender that is not an international number, showing it', () => {
    expect(() => loadConfig({ ...full, SMS_FROM: '600111222' })).toThrow(
      'Configuración no válida: SMS_FROM="600111222" debe ser un número en formato internacional (E.164), p. ej. +34600111222',
    );
    expect(() => loadConfig({ ...full, WHATSAPP_FROM: 'whatsapp:+34911000222' })).toThrow(/^Configuración no válida: WHATSAPP_FROM="whatsapp:\+34911000222" debe ser/);
    expect(() => loadConfig({ ...full, SMS_PROVIDER_URL: 'api.twilio.com' })).toThrow(/^Configuración no válida: SMS_PROVIDER_URL="api.twilio.com" debe ser la dirección/);
  });

  it('refuses a malformed token without showing it', () => {
    expect(() => loadConfig({ ...full, SMS_AUTH_TOKEN: 'abc def' })).toThrow('Configuración no válida: SMS_AUTH_TOKEN="[oculto]" no puede tener espacios');
  });
});
