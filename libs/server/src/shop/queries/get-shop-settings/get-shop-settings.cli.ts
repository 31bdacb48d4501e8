import type { Command } from 'commander';
import {
  addressLine,
  formatEuros,
  formatMadridDateTime,
  messageChannelLabels,
  NOTICE_STEPS,
  noticeStepLabels,
  openingHoursLines,
  shopFieldLabels,
  SHOP_IDENTITY_FIELDS,
  type NoticeStep,
  type ShopProfile,
} from '@taller/domain';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { CliWords } from '../../../shared/cli-words.js';
import { ShopSettings } from '../../shop-settings.js';

/**
 * A notice step as `shop set --notice-steps` takes it and `shop show` lists it: its label, cut
 * short enough to type ('Equipo recibido' → `recibido`); the API's id is still taken.
 */
export const noticeStepWords = new CliWords<NoticeStep>({
  received: 'recibido',
  quote_ready: 'presupuesto_listo',
  ready_to_collect: 'listo_para_recoger',
  storage_fee_started: 'almacenaje',
  final_notice: 'aviso_final',
  order_ready: 'pedido_listo',
});

/** The settings as an operator reads them in a terminal. */
export function describeProfile(profile: ShopProfile): string {
  const value = (text: string) => text || '(sin indicar)';
  const identity = SHOP_IDENTITY_FIELDS.map((field) => [shopFieldLabels[field], value(profile.identity[field])]);
  const hours = openingHoursLines(profile.hours).map(({ days, hours }) => [days, hours ?? 'Cerrado']);
  const { terms } = profile;
  const termRows = [
    [shopFieldLabels.storageFreeDays, String(terms.storageFreeDays)],
    [shopFieldLabels.storageDailyFeeCents, terms.storageDailyFeeCents === 0 ? 'Sin cargo' : formatEuros(terms.storageDailyFeeCents)],
    [shopFieldLabels.abandonedAfterDays, String(terms.abandonedAfterDays)],
    [shopFieldLabels.warrantyMonths, String(terms.warrantyMonths)],
    [shopFieldLabels.reservationHoldDays, String(terms.reservationHoldDays)],
  ];
  const state = profile.configured
    ? 'Configurado'
    : `Sin configurar: faltan ${profile.missing.map((field) => shopFieldLabels[field]).join(', ')} (taller ajustes cambiar --ayuda)`;
  return [
    `Ajustes del taller · ${state}`,
    profile.updatedAt ? `Versión ${profile.version}, cambiados el ${formatMadridDateTime(profile.updatedAt)}` : 'Nunca cambiados: valen los predeterminados',
    '',
    table(['Datos', ''], identity),
    addressLine(profile.identity) ? `Dirección completa: ${addressLine(profile.identity)}` : '',
    '',
    table(['Horario', ''], hours),
    '',
    table(['Condiciones', ''], termRows),
    '',
    table(
      ['Avisos a clientes', 'Paso', ''],
      NOTICE_STEPS.map((step) => [noticeStepLabels[step], noticeStepWords.wordOf(step), profile.notices.steps[step] ? 'Sí' : 'No']),
    ),
    `${messageChannelLabels.sms}: ${profile.notices.sms ? 'sí' : 'no'} · ${messageChannelLabels.whatsapp}: ${profile.notices.whatsapp ? 'sí' : 'no'}`,
  ].join('\n');
}

/** `taller shop show [--json]` */
export function getShopSettingsCli(shop: Command, open: OpenCore): void {
  shop
    .command('show')
    .description('Muestra los datos, el horario y las condiciones del taller')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { json?: boolean }) => {
      const app = await open({ followLog: false });
      try {
        const profile = await app.get(ShopSettings).current();
        process.stdout.write(options.json ? `${JSON.stringify(profile, null, 2)}\n` : `${describeProfile(profile)}\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
