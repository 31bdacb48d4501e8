import { Command } from 'commander';
import { changeRepairStatusCli } from '../repairs/commands/change-repair-status/change-repair-status.cli.js';
import { listRepairsCli } from '../repairs/queries/list-repairs/list-repairs.cli.js';
import { abandonedRepairsCli } from '../repairs/abandonment/abandoned-repairs.cli.js';
import { rebuildProjectionsCli } from '../projections/rebuild-projections.cli.js';
import { projectionStatusCli } from '../projections/projection-status.cli.js';
import { exportEventsCli } from '../events/export-events.cli.js';
import { importEventsCli } from '../events/import-events.cli.js';
import { seedDemoCli } from '../demo/seed-demo.cli.js';
import { urgentWorkCli } from '../calendar/queries/urgent-work/urgent-work.cli.js';
import { auditCli } from '../audit/queries/list-audit/list-audit.cli.js';
import { accountsCli } from '../accounts/cli/accounts.cli.js';
import { linkClientAccountCli } from '../clients/commands/link-client-account/link-client-account.cli.js';
import { clientAccountsCli } from '../clients/queries/client-accounts/client-accounts.cli.js';
import { getShopSettingsCli } from '../shop/queries/get-shop-settings/get-shop-settings.cli.js';
import { changeShopSettingsCli } from '../shop/commands/change-shop-settings/change-shop-settings.cli.js';
import { getTrackingLinkCli } from '../tracking/queries/get-tracking-link/get-tracking-link.cli.js';
import { issueTrackingCli } from '../tracking/commands/issue-tracking/issue-tracking.cli.js';
import { revokeTrackingCli } from '../tracking/commands/revoke-tracking/revoke-tracking.cli.js';
import { forgetClientCli } from '../clients/commands/forget-client/forget-client.cli.js';
import { noticesCli } from '../notices/notices.cli.js';
import { backupCli } from '../backup/backup.cli.js';
import { restoreCli } from '../backup/restore.cli.js';
import type { OpenCore } from './cli-context.js';

/** `taller`: the shop's maintenance from the command line, through the API's own commands. */
export function tallerProgram(open: OpenCore): Command {
  const program = new Command('taller')
    .description('Taller: mantenimiento del taller desde la línea de comandos (usa DATA_DIR como el servidor)')
    .showHelpAfterError('(usa --help para ver las opciones)');
  const repairs = program.command('repairs').description('Reparaciones');
  listRepairsCli(repairs, open);
  changeRepairStatusCli(repairs, open);
  abandonedRepairsCli(repairs, open);
  const calendar = program.command('calendar').description('Calendario de trabajo');
  urgentWorkCli(calendar, open);
  const projections = program.command('projections').description('Vistas de lectura');
  projectionStatusCli(projections, open);
  rebuildProjectionsCli(projections, open);
  const events = program.command('events').description('Registro de eventos: copias de seguridad y mudanzas');
  exportEventsCli(events, open);
  importEventsCli(events, open);
  const accounts = program.command('accounts').description('Cuentas del equipo (Administrador, Gerente) y cuentas de cliente vinculadas a sus clientes');
  accountsCli(accounts, open);
  linkClientAccountCli(accounts, open);
  clientAccountsCli(accounts, open);
  const clients = program.command('clients').description('Clientes: olvidar sus datos personales (RGPD)');
  forgetClientCli(clients, open);
  const demo = program.command('demo').description('Datos de demostración');
  seedDemoCli(demo, open);
  const shop = program.command('shop').description('Ajustes del taller: datos, horario y condiciones');
  getShopSettingsCli(shop, open);
  changeShopSettingsCli(shop, open);
  const tracking = program.command('tracking').description('Enlaces de seguimiento de los clientes');
  getTrackingLinkCli(tracking, open);
  issueTrackingCli(tracking, open);
  revokeTrackingCli(tracking, open);
  noticesCli(program, open);
  auditCli(program, open);
  backupCli(program, open);
  restoreCli(program, open);
  return program;
}
