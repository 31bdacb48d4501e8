import type { Command } from 'commander';
import { formatMadridDateTime } from '@taller/domain';
import { table, type OpenCore } from '../../../cli/cli-context.js';
import { AccountLinks } from '../../account-links/account-links.js';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import { cliClientId } from '../../commands/link-client-account/link-client-account.cli.js';

const when = (iso: string | null) => (iso ? formatMadridDateTime(new Date(iso)) : '—');

/** `taller accounts linked <clientId> [--json]`: the customer accounts linked to a client, as its screen lists them. */
export function clientAccountsCli(accounts: Command, open: OpenCore): void {
  accounts
    .command('linked')
    .description('Lista las cuentas de cliente vinculadas a un cliente (por su correo, o a mano) y las que comparten su teléfono')
    .argument('<cliente>', 'el número del cliente')
    .option('--json', 'salida en JSON, para otros programas: las cuentas vinculadas y las que comparten su teléfono')
    .action(async (clientIdText: string, options: { json?: boolean }) => {
      await withCore(open, async (app) => {
        const { linked, suggested } = await app.get(AccountLinks).ofClient(cliClientId(clientIdText));
        if (options.json) {
          process.stdout.write(`${JSON.stringify({ linked, suggested }, null, 2)}\n`);
          return;
        }
        const rows = linked.map((a) => [
          String(a.accountId),
          a.name,
          a.email,
          a.via === 'email' ? 'por su correo' : `a mano (${a.linkedBy ?? '—'}, ${when(a.linkedAt)})`,
          a.emailVerified ? 'sí' : 'no: aún no ve nada',
        ]);
        const lines = [linked.length === 0 ? 'Ninguna cuenta de cliente vinculada' : table(['ID', 'Nombre', 'Correo', 'Vinculada', 'Correo verificado'], rows)];
        const samePhone = suggested.filter((a) => a.matches.includes('phone'));
        if (samePhone.length > 0) {
          lines.push(`Con el mismo teléfono, sin vincular (comprueba quién es antes de vincularla): ${samePhone.map((a) => a.email).join(', ')}`);
        }
        process.stdout.write(`${lines.join('\n')}\n`);
      });
    });
}
