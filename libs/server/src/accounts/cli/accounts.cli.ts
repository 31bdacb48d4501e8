import type { INestApplicationContext } from '@nestjs/common';
import type { Command } from 'commander';
import { accountMessages as m, formatMadridDateTime, STAFF_ACCOUNT_ROLES } from '@taller/domain';
import { failWith, table, type OpenCore } from '../../cli/cli-context.js';
import type { TallerConfig } from '../../config/config.js';
import { TALLER_CONFIG } from '../../event-sourcing/tokens.js';
import { CLI_ACTOR, commandContext } from '../../shared/actor.js';
import { Commands } from '../../shared/commands.js';
import { CreateStaffAccount } from '../commands/create-staff-account/create-staff-account.command.js';
import { DisableStaffAccount } from '../commands/disable-staff-account/disable-staff-account.command.js';
import { EnableStaffAccount } from '../commands/enable-staff-account/enable-staff-account.command.js';
import { SendStaffPasswordReset } from '../commands/send-staff-password-reset/send-staff-password-reset.command.js';
import { StaffReads } from '../staff-reads.js';
import { askHidden, checkedPassword, generatedPassword, passwordFromStdin } from './read-password.js';

const cli = () => commandContext(CLI_ACTOR, 'cli');

/** Opens the core, runs `work`, prints a Spanish line and exit code 1 on any failure, closes. */
export async function withCore(open: OpenCore, work: (app: INestApplicationContext) => Promise<void>): Promise<void> {
  const app = await open();
  try {
    await work(app);
  } catch (error) {
    failWith(error);
  } finally {
    await app.close();
  }
}

/** Where the e-mailed links point: PUBLIC_URL (a demo without it: this machine). */
function siteUrlOf(app: INestApplicationContext): string {
  const config = app.get<TallerConfig>(TALLER_CONFIG);
  if (config.publicUrl) return config.publicUrl;
  if (config.demo) return `http://localhost:${config.port}`;
  throw new Error('Falta PUBLIC_URL (la dirección pública de la web, p. ej. PUBLIC_URL=https://www.tutienda.es): el enlace la necesita');
}

async function chosenPassword(options: { passwordStdin?: boolean; generatePassword?: boolean }): Promise<{ kind: 'typed' | 'generated'; password: string }> {
  if (options.passwordStdin) return { kind: 'typed', password: checkedPassword(await passwordFromStdin()) };
  if (options.generatePassword || !process.stdin.isTTY) return { kind: 'generated', password: generatedPassword() };
  const password = checkedPassword(await askHidden('Contraseña (no se muestra): '));
  if ((await askHidden('Repite la contraseña: ')) !== password) throw new Error('Las contraseñas no coinciden');
  return { kind: 'typed', password };
}

/** `taller accounts …`: the shop's team from the command line (the only way to create the first Administrador). */
export function accountsCli(accounts: Command, open: OpenCore): void {
  accounts
    .command('create')
    .description('Crea una cuenta del equipo (la primera, fuera del modo demostración, solo se puede crear así)')
    .requiredOption('--email <correo>', 'correo con el que entrará')
    .requiredOption('--name <nombre>', 'nombre como lo verá el equipo')
    .requiredOption('--role <rol>', STAFF_ACCOUNT_ROLES.join(' | '))
    .option('--password-stdin', 'lee la contraseña de la entrada estándar (su primera línea)')
    .option('--generate-password', 'genera una contraseña y la muestra una sola vez (lo mismo sin terminal ni --password-stdin)')
    .action(async (options: { email: string; name: string; role: string; passwordStdin?: boolean; generatePassword?: boolean }) => {
      if (!(STAFF_ACCOUNT_ROLES as readonly string[]).includes(options.role)) failWith(new Error(m.roleInvalid));
      let password: Awaited<ReturnType<typeof chosenPassword>>;
      try {
        password = await chosenPassword(options);
      } catch (error) {
        failWith(error);
      }
      await withCore(open, async (app) => {
        const result = await app.get(Commands).run(new CreateStaffAccount({ email: options.email, name: options.name, role: options.role }, password, cli()));
        const member = await app.get(StaffReads).require(result.id);
        process.stdout.write(`Cuenta creada: ${member.name} <${member.email}>, ${member.roleLabel} (id ${member.id})\n`);
        if (password.kind === 'generated') {
          process.stdout.write(`Contraseña generada (se muestra solo esta vez): ${password.password}\n`);
        }
        process.stdout.write('Entra en la gestión desde /acceso-gerencia.\n');
      });
    });

  accounts
    .command('list')
    .description('Lista el equipo: nombre, correo, rol, estado y último acceso')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { json?: boolean }) => {
      await withCore(open, async (app) => {
        const { rows } = await app.get(StaffReads).list({ sort: { field: 'name', order: 'ASC' }, range: null, filter: {} });
        if (options.json) {
          process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
          return;
        }
        process.stdout.write(
          `${table(
            ['ID', 'Nombre', 'Correo', 'Rol', 'Estado', 'Último acceso'],
            rows.map((r) => [String(r.id), r.name, r.email, r.roleLabel, r.stateLabel, r.lastSignInAt ? formatMadridDateTime(new Date(r.lastSignInAt)) : '—']),
          )}\n${rows.length === 1 ? '1 cuenta del equipo' : `${rows.length} cuentas del equipo`}\n`,
        );
      });
    });

  for (const [name, description, Change, done, already] of [
    ['disable', 'Desactiva una cuenta del equipo y cierra todas sus sesiones', DisableStaffAccount, 'desactivada (sesiones cerradas)', 'ya estaba desactivada'],
    ['enable', 'Vuelve a activar una cuenta del equipo', EnableStaffAccount, 'activada', 'ya estaba activa'],
  ] as const) {
    accounts
      .command(name)
      .description(description)
      .argument('<correo>', 'el correo de la cuenta')
      .action(async (email: string) => {
        await withCore(open, async (app) => {
          const member = await app.get(StaffReads).requireByEmail(email);
          const result = await app.get(Commands).run(new Change(member.id, cli()));
          const sessions = result.endedSessions ? ` · ${result.endedSessions} sesiones cerradas` : '';
          process.stdout.write(`Cuenta ${member.email}: ${result.events.length > 0 ? done : already}${sessions}\n`);
        });
      });
  }

  accounts
    .command('reset-password')
    .description('Envía por correo un enlace para elegir contraseña nueva (24 h) y lo muestra aquí, por si el correo no llega')
    .argument('<correo>', 'el correo de la cuenta')
    .action(async (email: string) => {
      await withCore(open, async (app) => {
        const member = await app.get(StaffReads).requireByEmail(email);
        const result = await app.get(Commands).run(new SendStaffPasswordReset(member.id, siteUrlOf(app), cli()));
        const link = result.link!;
        const how =
          link.delivery === 'smtp'
            ? 'en la cola del correo: lo envía el servidor en marcha (por SMTP)'
            : 'guardado como archivo en DATA_DIR/outbox (no hay SMTP_URL: no sale ningún correo)';
        process.stdout.write(
          `Correo para ${member.email} ${how}.\nEnlace de un solo uso, caduca el ${formatMadridDateTime(link.expiresAt)}:\n${link.link}\n`,
        );
      });
    });
}
