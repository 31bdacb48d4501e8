import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { formatMadridDateTime, ValidationFailed } from '@taller/domain';
import { Account } from '../../../auth/account.entity.js';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { AUDIT_PAGE_MAX, parseAuditQuery, type AuditSourceOfChange } from '../../audit-filter.js';
import { AUDIT_SOURCES } from '../../audit-sources.js';
import { CliWords, typeable } from '../../../shared/cli-words.js';
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

/** `--kind` as typed: each record's label as a word (`reparacion`, `cliente`), the long ones shortened. */
const SHORT_KIND_WORDS: Record<string, string> = { account: 'cuenta', shop: 'ajustes', cash: 'caja', aeat: 'aeat' };
const kindWords = new CliWords(Object.fromEntries(AUDIT_SOURCES.map((source) => [source.prefix, SHORT_KIND_WORDS[source.prefix] ?? source.kind])));
/** `--source` as typed: where a change came from. */
const sourceWords = new CliWords<AuditSourceOfChange>({ api: 'api', cli: 'cli', system: 'sistema' });
/** `--actor` as typed, besides an account's e-mail or number: the command line, or the shop itself (its timers). */
const actorWords = new CliWords({ cli: 'cli', system: 'sistema' });

/**
 * `--type` as typed: what happened, as the activity's «Qué pasó» names it ('Estado cambiado',
 * estado_cambiado), or the event's own type (RepairStatusChanged). One name may stand for the
 * same change on several kinds of record (a repair's, a revision's and an order's status):
 * `--kind` narrows it down.
 */
const EVENT_TYPES_BY_WORD = new Map<string, string[]>();
for (const source of AUDIT_SOURCES) {
  for (const { type, label } of source.catalogue.definitions) {
    const word = typeable(label);
    EVENT_TYPES_BY_WORD.set(word, [...(EVENT_TYPES_BY_WORD.get(word) ?? []), type]);
  }
}

/** 'Estado cambiado,RepairDeleted' → 'RepairStatusChanged,RevisionStatusChanged,OrderStatusChanged,RepairDeleted'. */
function eventTypesOf(typed: string): string {
  return typed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .flatMap((name) => {
      const types = EVENT_TYPES_BY_WORD.get(typeable(name));
      if (types) return types;
      if (/^[A-Z][A-Za-z0-9]*$/.test(name)) return [name];
      throw new ValidationFailed({ type: `Tipo de evento no válido: ${name}. Escríbelo como lo nombra la actividad en «Qué pasó» (p. ej. «Estado cambiado»)` });
    })
    .join(',');
}

/** An account's e-mail or number as typed; «cli» and «sistema» as the API's ids. */
function actorOf(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.includes('@') || /^[1-9]\d{0,14}$/.test(trimmed)) return trimmed;
  const id = actorWords.idOf(trimmed);
  if (id === undefined) throw new ValidationFailed({ actor: 'Quién: debe ser el e-mail o el número de una cuenta, «cli» (línea de comandos) o «sistema»' });
  return id;
}

/** `taller audit`: the 'Actividad' screen from the command line, the same filters and lines. */
export function auditCli(program: Command, open: OpenCore): void {
  program
    .command('audit')
    .description('Actividad del taller: cada cambio, el más reciente primero (quién, cuándo, origen, registro, qué pasó)')
    .option('--since <día>', 'desde este día (AAAA-MM-DD, hora de Madrid), incluido')
    .option('--until <día>', 'hasta este día (AAAA-MM-DD, hora de Madrid), incluido')
    .option('--actor <quién>', 'quién: el e-mail o el número de una cuenta, «cli» o «sistema»')
    .option('--type <tipo>', 'qué pasó, como lo nombra la actividad (p. ej. «Estado cambiado» o estado_cambiado); varios separados por comas')
    .option('--kind <registro>', `tipo de registro: ${kindWords.list()}`)
    .option('--record <id>', 'el número del registro (con --kind, solo ese tipo)')
    .option('--source <origen>', `origen: ${sourceWords.list()}`)
    .option('--before <posición>', 'solo eventos anteriores a esta posición (la página siguiente)')
    .option('--limit <n>', `cuántos eventos (1–${AUDIT_PAGE_MAX}; 50 si no se dice)`)
    .option('--json', 'salida en JSON, para otros programas: { lines, nextBefore }')
    .option('--csv', 'todo lo que coincide, en CSV (UTF-8 con BOM, separado por «;»), para Excel')
    .action(async (options: AuditOptions) => {
      let words: Pick<AuditOptions, 'actor' | 'kind' | 'source' | 'type'>;
      try {
        // The Spanish words in the API's ids, before the shop is opened: a typo costs nothing.
        words = {
          actor: options.actor ? actorOf(options.actor) : undefined,
          kind: options.kind ? kindWords.parse(options.kind, 'Tipo de registro') : undefined,
          source: options.source ? sourceWords.parse(options.source, 'Origen') : undefined,
          type: options.type ? eventTypesOf(options.type) : undefined,
        };
      } catch (error) {
        failWith(error);
      }
      const app = await open();
      try {
        const actor = words.actor?.includes('@') ? await accountKeyOf(app.get<ReadModels>(MIKRO_ORM), words.actor) : words.actor;
        const query = {
          since: options.since, until: options.until, actor, type: words.type, kind: words.kind,
          recordId: options.record, source: words.source,
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
