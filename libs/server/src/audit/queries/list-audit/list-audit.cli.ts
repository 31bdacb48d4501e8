import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { formatMadridDateTime, ValidationFailed } from '@taller/domain';
import { Account } from '../../../auth/account.entity.js';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { AUDIT_PAGE_MAX, parseAuditQuery } from '../../audit-filter.js';
import { AuditLog } from '../../audit-log.js';
import { auditCsv, changesText } from '../../audit-csv.js';
import { auditMessages } from '../../audit.messages.js';
import { ListAudit } from './list-audit.query.js';

interface AuditOptions {
  since?: string;
  until?: string;
  actor?: string;
  type?: string;
  kind?: string;
  record?: string;
  source?: string;
  before?: string;
  limit?: string;
  json?: boolean;
  csv?: boolean;
}

/** `taller audit`: the 'Actividad' screen from the command line, the same filters and lines. */
export function auditCli(program: Command, open: OpenCore): void {
  program
    .command('audit')
    .description('Actividad del taller: cada cambio, el más reciente primero (quién, cuándo, origen, registro, qué pasó)')
    .option('--since <día>', 'desde este día (AAAA-MM-DD, hora de Madrid), incluido')
    .option('--until <día>', 'hasta este día (AAAA-MM-DD, hora de Madrid), incluido')
    .option('--actor <quién>', 'quién: el e-mail o el número de una cuenta, «cli» o «system»')
    .option('--type <tipo>', 'tipo de evento (p. ej. RepairStatusChanged); varios separados por comas')
    .option('--kind <registro>', 'tipo de registro: repair, revision, order, client…')
    .option('--record <id>', 'el número del registro (con --kind, solo ese tipo)')
    .option('--source <origen>', 'origen: api, cli o system')
    .option('--before <posición>', 'solo eventos anteriores a esta posición (la página siguiente)')
    .option('--limit <n>', `cuántos eventos (1–${AUDIT_PAGE_MAX}; 50 si no se dice)`)
    .option('--json', 'salida en JSON, para otros programas: { lines, nextBefore }')
    .option('--csv', 'todo lo que coincide, en CSV (UTF-8 con BOM, separado por «;»), para Excel')
    .action(async (options: AuditOptions) => {
      const app = await open();
      try {
        const actor = options.actor?.includes('@') ? await accountKeyOf(app.get<ReadModels>(MIKRO_ORM), options.actor) : options.actor;
        const query = {
          since: options.since, until: options.until, actor, type: options.type, kind: options.kind,
          recordId: options.record, source: options.source,
          ...(options.csv ? {} : { before: options.before, limit: options.limit }),
        };
        const request = parseAuditQuery(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)), { paging: !options.csv });
        if (options.csv) {
          for await (const chunk of auditCsv(app.get(AuditLog), request.filter)) {
            if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once('drain', resolve));
          }
          return;
        }
        const page = await app.get(QueryBus).execute(new ListAudit(request));
        if (options.json) {
          process.stdout.write(`${JSON.stringify(page, null, 2)}\n`);
          return;
        }
        if (page.lines.length === 0) {
          process.stdout.write(`${auditMessages.nothingFound}\n`);
          return;
        }
        process.stdout.write(
          `${table(
            ['Fecha', 'Quién', 'Origen', 'Registro', 'Qué pasó', 'Cambios'],
            page.lines.map((line) => [
              formatMadridDateTime(line.occurredAt),
              line.actor.name,
              line.sourceLabel,
              [line.record.kindLabel, line.record.id].filter(Boolean).join(' '),
              line.label,
              oneLine(changesText(line), 100),
            ]),
          )}\n`,
        );
        if (page.nextBefore !== null) process.stdout.write(`${auditMessages.olderHint(page.nextBefore)}\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}

/** An account's key from its e-mail, as the operator knows it. */
async function accountKeyOf(orm: ReadModels, email: string): Promise<string> {
  const account = await orm.em.fork().findOne(Account, { email: email.trim().toLowerCase() });
  if (!account) throw new ValidationFailed({ actor: auditMessages.unknownActor(email) });
  return String(account.id);
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
