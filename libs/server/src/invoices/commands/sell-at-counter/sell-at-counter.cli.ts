import type { Command } from 'commander';
import { eurosToCents, formatEuros, paymentMethodLabels } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import type { OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { CliWords } from '../../../shared/cli-words.js';
import { Commands } from '../../../shared/commands.js';
import { InvoiceReads } from '../../queries/get-invoice/invoice-reads.js';
import { SellAtCounter } from './sell-at-counter.command.js';

/** The methods as a person types them: efectivo, tarjeta, bizum, transferencia (or as the API names them). */
export const paymentMethodWords = new CliWords(paymentMethodLabels);

const collect = (value: string, previous: string[]) => [...previous, value];

/** `12` or `12x3`: a product by its id, and how many. */
function productLine(text: string): { productId: number; quantity: number } {
  const match = /^(\d{1,9})(?:x(\d{1,3}))?$/.exec(text.trim());
  if (!match) throw new Error(`--product ${text}: escribe el número del producto y, si son varias, las unidades (12 o 12x3)`);
  return { productId: Number(match[1]), quantity: match[2] ? Number(match[2]) : 1 };
}

/** `Instalación de protector=5,00` or `…=5,00x2`: a free line, its price with IVA in euros. */
function freeLine(text: string): { description: string; quantity: number; unitPriceCents: number } {
  const match = /^(.+)=([\d.,]+)(?:x(\d{1,3}))?$/.exec(text);
  const cents = match ? eurosToCents(match[2]!) : null;
  if (!match || cents === null) throw new Error(`--line ${text}: escribe el concepto, = y el precio con IVA (Instalación=5,00, o =5,00x2 para varias)`);
  return { description: match[1]!.trim(), quantity: match[3] ? Number(match[3]) : 1, unitPriceCents: cents };
}

/**
 * `taller invoices sell --product 12x2 [--line 'Instalación=5,00'] --method efectivo [--full --name …
 * --nif … --address …] [--override 'motivo'] [--request-id ID] [--json]`: a counter sale as the
 * screen makes it (the units leave stock, the money goes to the day's Caja, the invoice is issued).
 * A script that retries with the same --request-id sells once.
 */
export function sellAtCounterCli(invoices: Command, open: OpenCore): void {
  invoices
    .command('sell')
    .description('Venta en mostrador: saca las unidades del stock, registra el cobro en la caja del día y emite la factura')
    .option('--product <id[xN]>', 'un producto del catálogo por su número, y cuántas unidades (12x2); se puede repetir', collect, [])
    .option('--line <concepto=precio[xN]>', 'una línea libre (un servicio), con el precio con IVA en euros; se puede repetir', collect, [])
    .requiredOption('--method <forma>', 'forma de pago: efectivo, tarjeta, bizum o transferencia')
    .option('--full', 'factura completa (pide --name, --nif y --address); por defecto, factura simplificada (ticket)')
    .option('--name <nombre>', 'nombre o razón social del cliente')
    .option('--nif <nif>', 'NIF del cliente')
    .option('--address <dirección>', 'dirección del cliente')
    .option('--override <motivo>', 'vende aunque el catálogo no tenga unidades libres, con el motivo (se registra)')
    .option('--request-id <id>', 'identificador del intento: repetir la orden con el mismo no vende dos veces')
    .option('--json', 'la factura emitida, en JSON')
    .action(async (options: { product: string[]; line: string[]; method: string; full?: boolean; name?: string; nif?: string; address?: string; override?: string; requestId?: string; json?: boolean }) => {
      await withCore(open, async (app) => {
        const method = paymentMethodWords.idOf(options.method);
        if (!method) throw new Error(`--method ${options.method}: elige efectivo, tarjeta, bizum o transferencia`);
        const form = {
          lines: [...options.product.map(productLine), ...options.line.map(freeLine)],
          method,
          kind: options.full ? 'full' : 'simplified',
          customer: { name: options.name ?? '', taxId: options.nif ?? '', address: options.address ?? '' },
          stockOverride: options.override ?? '',
        };
        const requestId = options.requestId ?? `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
        if (!/^[A-Za-z0-9-]{8,64}$/.test(requestId)) throw new Error('--request-id: de 8 a 64 letras, cifras o guiones');
        const { id } = await app.get(Commands).run(new SellAtCounter(form, requestId, commandContext(CLI_ACTOR, 'cli')));
        const invoice = await app.get(InvoiceReads).require(id);
        if (options.json) return void process.stdout.write(`${JSON.stringify(invoice, null, 2)}\n`);
        const lines = invoice.lines.map((line) => `  ${line.quantity} × ${line.description}: ${formatEuros(line.totalCents)}`);
        process.stdout.write(`Venta registrada: ${invoice.kindLabel} ${invoice.number}, ${formatEuros(invoice.totalCents)} cobrados en ${paymentMethodLabels[method].toLowerCase()}\n${lines.join('\n')}\n`);
      });
    });
}
