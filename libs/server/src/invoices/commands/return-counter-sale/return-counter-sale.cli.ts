import type { Command } from 'commander';
import { formatEuros } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import type { OpenCore } from '../../../cli/cli-context.js';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { InvoiceRow } from '../../invoice-row.entity.js';
import { InvoiceReads } from '../../queries/get-invoice/invoice-reads.js';
import { paymentMethodWords } from '../sell-at-counter/sell-at-counter.cli.js';
import { ReturnCounterSale } from './return-counter-sale.command.js';

const collect = (value: string, previous: string[]) => [...previous, value];

/** `2` or `2x3`: the invoice's line as printed (from 1), and how many units come back. */
function returnedLine(text: string): { line: number; quantity: number } {
  const match = /^(\d{1,2})(?:x(\d{1,3}))?$/.exec(text.trim());
  if (!match || Number(match[1]) < 1) throw new Error(`--line ${text}: escribe el número de la línea de la factura (desde 1) y, si son varias, las unidades (2x3)`);
  return { line: Number(match[1]) - 1, quantity: match[2] ? Number(match[2]) : 1 };
}

/**
 * `taller invoices return T2027-000012 --line 1x2 --method efectivo --reason 'No le vale'`: a counter
 * sale returned as 'Devolución' does it (a rectifying invoice, the money given back in the day's
 * Caja, the units back in stock). The same --request-id again returns once.
 */
export function returnCounterSaleCli(invoices: Command, open: OpenCore): void {
  invoices
    .command('return')
    .description('Devolución de una venta en mostrador: factura rectificativa, dinero devuelto en la caja del día y unidades de vuelta al stock')
    .argument('<factura>', 'el número de la factura de la venta (T2027-000012) o su id')
    .option('--line <n[xN]>', 'la línea devuelta (su número en la factura, desde 1) y cuántas unidades (1x2); se puede repetir', collect, [])
    .requiredOption('--method <forma>', 'cómo se devuelve el dinero: efectivo, tarjeta, bizum o transferencia')
    .requiredOption('--reason <motivo>', 'el motivo de la devolución')
    .option('--request-id <id>', 'identificador del intento: repetir la orden con el mismo no devuelve dos veces')
    .option('--json', 'la factura rectificativa, en JSON')
    .action(async (reference: string, options: { line: string[]; method: string; reason: string; requestId?: string; json?: boolean }) => {
      await withCore(open, async (app) => {
        const method = paymentMethodWords.idOf(options.method);
        if (!method) throw new Error(`--method ${options.method}: elige efectivo, tarjeta, bizum o transferencia`);
        const row = await app.get<ReadModels>(MIKRO_ORM).em.fork().findOne(InvoiceRow, /^\d{1,9}$/.test(reference) ? { id: Number(reference) } : { number: reference.trim().toUpperCase() }, { fields: ['id'] });
        if (!row) throw new Error(`No hay ninguna factura ${reference}`);
        const requestId = options.requestId ?? `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
        if (!/^[A-Za-z0-9-]{8,64}$/.test(requestId)) throw new Error('--request-id: de 8 a 64 letras, cifras o guiones');
        const form = { lines: options.line.map(returnedLine), method, reason: options.reason };
        const { id } = await app.get(Commands).run(new ReturnCounterSale(row.id, form, requestId, commandContext(CLI_ACTOR, 'cli')));
        const invoice = await app.get(InvoiceReads).require(id);
        if (options.json) return void process.stdout.write(`${JSON.stringify(invoice, null, 2)}\n`);
        process.stdout.write(`Devolución registrada: ${invoice.kindLabel} ${invoice.number}, ${formatEuros(-invoice.totalCents)} devueltos\n`);
      });
    });
}
