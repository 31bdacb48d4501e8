import type { Command } from 'commander';
import { clientMessages as m } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import type { OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { AccountLinks } from '../../account-links/account-links.js';
import { LinkClientAccount } from './link-client-account.command.js';

/** A client's id as typed: a positive whole number, or the Spanish error a script prints. */
export function cliClientId(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new Error(m.invalidId);
  return Number(text);
}

/**
 * `taller accounts link|unlink <clientId> <correo>`: what 'Vincular cuenta' and 'Desvincular'
 * do on the client's screen, recorded as done from the command line. Exit code 0 when done or
 * when it already was so (the line says which), 1 with one Spanish line otherwise.
 */
export function linkClientAccountCli(accounts: Command, open: OpenCore): void {
  for (const [name, description, linked] of [
    ['link', 'Vincula una cuenta de cliente (por su correo) a un cliente: verá sus reparaciones, revisiones y pedidos en la web', true],
    ['unlink', 'Desvincula una cuenta de cliente de un cliente: deja de ver sus trabajos (aunque tenga su mismo correo)', false],
  ] as const) {
    accounts
      .command(name)
      .description(description)
      .argument('<cliente>', 'el número del cliente')
      .argument('<correo>', 'el correo de la cuenta de cliente')
      .action(async (clientIdText: string, email: string) => {
        await withCore(open, async (app) => {
          const clientId = cliClientId(clientIdText);
          const account = await app.get(AccountLinks).requireCustomerByEmail(email);
          const { changed } = await app.get(Commands).run(new LinkClientAccount(clientId, account.id, linked, commandContext(CLI_ACTOR, 'cli')));
          const done = linked
            ? changed
              ? `vinculada al cliente ${clientId}`
              : `ya estaba vinculada al cliente ${clientId}`
            : changed
              ? `desvinculada del cliente ${clientId}`
              : `no estaba vinculada al cliente ${clientId}`;
          const waits = linked && !account.emailVerifiedAt ? ' (verá sus trabajos cuando verifique su correo)' : '';
          process.stdout.write(`Cuenta ${account.email}: ${done}${waits}\n`);
        });
      });
  }
}
