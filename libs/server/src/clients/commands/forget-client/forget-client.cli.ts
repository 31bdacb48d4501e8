import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { clientMessages as m } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import type { OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { cliClientId } from '../link-client-account/link-client-account.cli.js';
import { FORGET_CONFIRMATION, ForgetClient } from './forget-client.command.js';

/** The typed confirmation: `--confirm OLVIDAR`, or asked on a terminal. */
async function confirmed(given: string | undefined, clientId: number): Promise<boolean> {
  if (given !== undefined) return given === FORGET_CONFIRMATION;
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(
      `Se destruirán para siempre los datos personales del cliente ${clientId} (nombre, teléfono, correo, empresa, sus cuentas y mensajes).\n` +
        `Sus reparaciones se quedan, sin su nombre. Escribe ${FORGET_CONFIRMATION} para confirmar: `,
    );
    return answer.trim() === FORGET_CONFIRMATION;
  } finally {
    prompt.close();
  }
}

/**
 * `taller clients forget <id>`: what 'Olvidar cliente' does on the client's screen, recorded as
 * done from the command line. Exit code 0 when done, 1 with one Spanish line otherwise.
 */
export function forgetClientCli(clients: Command, open: OpenCore): void {
  clients
    .command('forget')
    .description('Olvida a un cliente (RGPD, derecho de supresión): destruye sus datos personales; sus trabajos se quedan sin su nombre')
    .argument('<cliente>', 'el número del cliente')
    .option('--confirm <palabra>', `confirma sin preguntar (escribe ${FORGET_CONFIRMATION})`)
    .option('--json', 'el resultado en JSON')
    .action(async (clientIdText: string, options: { confirm?: string; json?: boolean }) => {
      const clientId = cliClientId(clientIdText);
      if (!(await confirmed(options.confirm, clientId))) {
        process.stderr.write(`${m.forgetConfirmationWrong} (con --confirmar ${FORGET_CONFIRMATION} en un script)\n`);
        process.exitCode = 1;
        return;
      }
      await withCore(open, async (app) => {
        const erased = await app.get(Commands).run(new ForgetClient(clientId, commandContext(CLI_ACTOR, 'cli')));
        if (options.json) {
          process.stdout.write(`${JSON.stringify(erased)}\n`);
          return;
        }
        process.stdout.write(
          `Cliente ${clientId} olvidado: ahora figura como «Cliente eliminado (RGPD)».\n` +
            `  Trabajos que lo nombraban: ${erased.records.length}\n` +
            `  Cuentas de cliente eliminadas: ${erased.accounts}\n` +
            `  Mensajes de contacto eliminados: ${erased.contactMessages}\n` +
            `  Avisos de existencias eliminados: ${erased.stockAlerts}\n` +
            `  Correos y SMS eliminados de la bandeja de salida: ${erased.outboxMessages}\n` +
            `  Fotos renombradas: ${erased.images}\n`,
        );
      });
    });
}
