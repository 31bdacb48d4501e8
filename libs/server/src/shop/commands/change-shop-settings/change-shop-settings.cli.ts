import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { shopFieldLabels, shopMessages, WEEKDAYS, type OpeningRange, type Weekday } from '@taller/domain';
import { failWith, type OpenCore } from '../../../cli/cli-context.js';
import { commandContext, CLI_ACTOR } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ShopSettings } from '../../shop-settings.js';
import { CliWords } from '../../../shared/cli-words.js';
import { describeProfile, noticeStepWords } from '../../queries/get-shop-settings/get-shop-settings.cli.js';
import { ChangeShopSettings, type ShopSettingsChange } from './change-shop-settings.command.js';

/** CLI option → identity field (kebab-case as shells write it). */
const IDENTITY_OPTIONS = {
  'trade-name': 'tradeName',
  'legal-name': 'legalName',
  'tax-id': 'taxId',
  street: 'street',
  'postal-code': 'postalCode',
  city: 'city',
  province: 'province',
  phone: 'phone',
  whatsapp: 'whatsapp',
  email: 'email',
} as const;

const TERMS_OPTIONS = {
  'storage-free-days': 'storageFreeDays',
  'storage-fee': 'storageDailyFeeCents',
  'abandoned-after-days': 'abandonedAfterDays',
  'warranty-months': 'warrantyMonths',
  'reservation-days': 'reservationHoldDays',
} as const;

const camel = (option: string) => option.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** '10:00-14:00,17:00-20:30' → two ranges; 'cerrado' (or closed, '') → none. */
export function parseDayHours(text: string): OpeningRange[] | string {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'cerrado' || value === 'closed') return [];
  return value.split(',').map((range) => {
    const [opens = '', closes = ''] = range.split('-').map((t) => t.trim());
    return { opens: opens.length === 4 ? `0${opens}` : opens, closes: closes.length === 4 ? `0${closes}` : closes };
  });
}

/** '3,50' or '3.50' (euros) → 350 cents; anything else is left as text for the domain to refuse. */
export function parseEuros(text: string): number | string {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return text;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * 'recibido=no,pedido_listo=si' → { received: false, order_ready: true } (the steps' ids work too);
 * an unknown step is refused with the words to use, a value other than sí/no stays text for the
 * domain to refuse.
 */
export function parseNoticeSteps(text: string): Record<string, boolean | string> {
  const steps: Record<string, boolean | string> = {};
  for (const pair of text.split(',')) {
    const [step = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (step !== '') steps[noticeStepWords.parse(step, 'Paso de aviso')] = yesNo(value);
  }
  return steps;
}

/** A template's parts as the file names them: `asunto`, `texto`, `corto` (or the API's subject, body, short). */
const templatePartWords = new CliWords({ subject: 'asunto', body: 'texto', short: 'corto' });

/**
 * The templates file as a person writes it, `{"recibido": {"asunto": …, "texto": …, "corto": …}}`,
 * in the API's names; a key it does not know stays as written, for the domain to refuse.
 */
export function noticeTemplatesOf(file: unknown): unknown {
  if (!isObject(file)) return file;
  return Object.fromEntries(
    Object.entries(file).map(([step, parts]) => [
      noticeStepWords.idOf(step) ?? step,
      isObject(parts) ? Object.fromEntries(Object.entries(parts).map(([part, text]) => [templatePartWords.idOf(part) ?? part, text])) : parts,
    ]),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** sí / si / yes / on / true → true; no / off / false → false; anything else stays as typed. */
export function yesNo(text: string): boolean | string {
  const value = text.trim().toLowerCase();
  if (['sí', 'si', 'yes', 'on', 'true', '1'].includes(value)) return true;
  if (['no', 'off', 'false', '0'].includes(value)) return false;
  return text;
}

const wholeOrText = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

/** `taller shop set --trade-name … --monday 10:00-14:00,17:00-20:00 --storage-fee 3,00 …` */
export function changeShopSettingsCli(shop: Command, open: OpenCore): void {
  const set = shop
    .command('set')
    .description('Cambia los datos, el horario o las condiciones del taller (solo lo que se indique)');
  for (const [option, field] of Object.entries(IDENTITY_OPTIONS)) set.option(`--${option} <texto>`, `${shopFieldLabels[field]} ('' lo borra)`);
  for (const day of WEEKDAYS) set.option(`--${day} <horas>`, `${shopFieldLabels[day]}: 10:00-14:00,17:00-20:00 o «cerrado»`);
  set
    .option('--storage-free-days <días>', shopFieldLabels.storageFreeDays)
    .option('--storage-fee <euros>', `${shopFieldLabels.storageDailyFeeCents} en euros (0 = sin cargo), p. ej. 3,00`)
    .option('--abandoned-after-days <días>', shopFieldLabels.abandonedAfterDays)
    .option('--warranty-months <meses>', shopFieldLabels.warrantyMonths)
    .option('--reservation-days <días>', shopFieldLabels.reservationHoldDays)
    .option('--notice-steps <pasos>', `avisos a clientes por paso: recibido=si,pedido_listo=no… (pasos: ${noticeStepWords.list()})`)
    .option('--notice-sms <si|no>', 'enviar también los avisos por SMS (con el proveedor configurado)')
    .option('--notice-whatsapp <si|no>', 'enviar también los avisos por WhatsApp (con el proveedor configurado)')
    .option('--notice-templates <archivo.json>', 'textos de los avisos: {"recibido":{"asunto":…,"texto":…,"corto":…},…}')
    .option('--json', 'muestra los ajustes resultantes en JSON')
    .action(async (options: Record<string, string | boolean | undefined>) => {
      const change: { [Part in keyof Required<ShopSettingsChange>]: Record<string, unknown> } = { identity: {}, hours: {}, terms: {}, notices: {} };
      for (const [option, field] of Object.entries(IDENTITY_OPTIONS)) {
        const value = options[camel(option)];
        if (typeof value === 'string') change.identity[field] = value;
      }
      for (const day of WEEKDAYS) {
        const value = options[day];
        if (typeof value === 'string') change.hours[day satisfies Weekday] = parseDayHours(value);
      }
      for (const [option, field] of Object.entries(TERMS_OPTIONS)) {
        const value = options[camel(option)];
        if (typeof value === 'string') change.terms[field] = option === 'storage-fee' ? parseEuros(value) : wholeOrText(value);
      }
      if (typeof options['noticeSteps'] === 'string') {
        try {
          change.notices['steps'] = parseNoticeSteps(options['noticeSteps']);
        } catch (error) {
          failWith(error);
        }
      }
      for (const channel of ['sms', 'whatsapp'] as const) {
        const value = options[camel(`notice-${channel}`)];
        if (typeof value === 'string') change.notices[channel] = yesNo(value);
      }
      if (typeof options['noticeTemplates'] === 'string') change.notices['templates'] = noticeTemplatesOf(readJson(options['noticeTemplates']));
      const parts = Object.fromEntries(Object.entries(change).filter(([, part]) => Object.keys(part).length > 0));
      if (Object.keys(parts).length === 0) failWith(new Error(`${shopMessages.nothingToChange}: indica al menos una opción (taller shop set --help)`));
      const app = await open();
      try {
        const result = await app.get(Commands).run(new ChangeShopSettings(parts, undefined, commandContext(CLI_ACTOR, 'cli')));
        const profile = await app.get(ShopSettings).current();
        if (options['json']) {
          process.stdout.write(`${JSON.stringify(profile, null, 2)}\n`);
          return;
        }
        process.stdout.write(
          result.changed.length === 0
            ? 'Sin cambios: los ajustes ya eran esos\n'
            : `Guardado (${result.changed.length} ${result.changed.length === 1 ? 'cambio' : 'cambios'}, versión ${result.version})\n\n${describeProfile(profile)}\n`,
        );
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}

/** A JSON file the operator names; one that cannot be read or parsed stops the command with why. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    return failWith(new Error(`No se pudo leer ${file}: ${error instanceof Error ? error.message : String(error)}`));
  }
}
