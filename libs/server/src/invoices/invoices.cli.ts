import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { aeatRecordStateLabels, billingRecordsXml, formatDay, formatEuros, invoiceKindLabels, type BillingRecord } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { withCore } from '../accounts/cli/accounts.cli.js';
import { table, type OpenCore } from '../cli/cli-context.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { verifyChain } from '../verifactu/verify-chain.js';
import { BILLING_STREAM } from './billing.stream.js';
import { InvoiceSources } from './invoice-sources.js';
import { InvoiceRow } from './invoice-row.entity.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { CLI_ACTOR, commandContext } from '../shared/actor.js';
import { AeatSender } from '../verifactu/aeat/aeat-sender.js';
import { sellAtCounterCli } from './commands/sell-at-counter/sell-at-counter.cli.js';
import { returnCounterSaleCli } from './commands/return-counter-sale/return-counter-sale.cli.js';

/** The billing records exactly as the log keeps them, without trusting any read model. */
async function recordsOfLog(store: EventStore): Promise<BillingRecord[]> {
  return (await store.readStream(BILLING_STREAM)).map((event) => (event.data as { record: BillingRecord }).record);
}

/** This system as the XML names it: the shop's own (it runs and answers for it), `TL`, this version. */
const SYSTEM = { systemId: 'TL', version: '1.0', installationNumber: '1' };

/**
 * `taller invoices list [--json]`, `taller invoices verify [--json]` (recomputes every record's
 * fingerprint and the chain from the log; exit code 1 at the first break, named) and
 * `taller invoices xml [--out file]` (the records as AEAT's RegFactuSistemaFacturacion) and
 * `taller invoices aeat [--send] [--json]` (the queue of records for the AEAT; --send sends them)
 * and `taller invoices sell …` / `return …` (a counter sale and its return: their use cases' folders).
 */
export function invoicesCli(program: Command, open: OpenCore): void {
  const invoices = program.command('invoices').description('Facturas y registros VERI*FACTU');
  sellAtCounterCli(invoices, open);
  returnCounterSaleCli(invoices, open);
  invoices
    .command('list')
    .description('Lista las facturas emitidas, la última primero')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { json?: boolean }) => {
      await withCore(open, async (app) => {
        const rows = await app.get<ReadModels>(MIKRO_ORM).em.fork().find(InvoiceRow, {}, { orderBy: { id: 'DESC' } });
        if (options.json) return void process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        process.stdout.write(
          `${table(
            ['Número', 'Fecha', 'Tipo', 'Cliente', 'Total', 'Estado'],
            rows.map((row) => [row.number, formatDay(row.issueDate), invoiceKindLabels[row.kind], row.customerName, formatEuros(row.totalCents), row.annulledAt ? 'Anulada' : row.rectifiedBy ? `Rectificada (${row.rectifiedBy})` : 'Emitida']),
          )}\n${rows.length === 1 ? '1 factura' : `${rows.length} facturas`}\n`,
        );
      });
    });
  invoices
    .command('verify')
    .description('Comprueba la cadena de registros VERI*FACTU: recalcula cada huella y su encadenamiento (código 1 si se rompe)')
    .option('--json', 'el resultado en JSON')
    .action(async (options: { json?: boolean }) => {
      await withCore(open, async (app) => {
        const result = await verifyChain(await recordsOfLog(app.get<EventStore>(EVENT_STORE)));
        if (options.json) process.stdout.write(`${JSON.stringify(result)}\n`);
        else if (result.ok) process.stdout.write(`✓ Cadena correcta: ${result.count === 1 ? '1 registro' : `${result.count} registros`} con su huella y su encadenamiento.\n`);
        else process.stdout.write(`✗ Cadena rota en el registro ${result.index + 1} (factura ${result.invoiceNumber}): ${result.reason}.\n`);
        if (!result.ok) process.exitCode = 1;
      });
    });
  invoices
    .command('aeat')
    .description('Muestra la cola de registros para la AEAT (pendientes, aceptados, rechazados); con --send, los envía')
    .option('--send', 'envía ahora lo pendiente (hace falta el certificado del taller: AEAT_CERT_FILE)')
    .option('--json', 'salida en JSON')
    .action(async (options: { send?: boolean; json?: boolean }) => {
      await withCore(open, async (app) => {
        const sender = app.get(AeatSender);
        const outcome = options.send ? await sender.sendPending(commandContext(CLI_ACTOR, 'cli')) : null;
        const status = await sender.status();
        if (options.json) return void process.stdout.write(`${JSON.stringify({ outcome, status }, null, 2)}\n`);
        const lines = [
          status.enabled ? `Envío a la AEAT: activado (entorno de ${status.environment === 'produccion' ? 'producción' : 'pruebas'})` : status.reason!,
          `Pendientes: ${status.counts.pending} · Aceptados: ${status.counts.accepted} · Aceptados con errores: ${status.counts.accepted_with_errors} · Rechazados: ${status.counts.refused}`,
          ...(outcome ? [outcome.failure ? `✗ Envío fallido: ${outcome.failure}` : `✓ Enviados ${outcome.sent}: ${outcome.accepted} aceptados, ${outcome.refused} rechazados`] : []),
          ...status.records
            .filter((record) => record.state !== 'pending')
            .map((record) => `${record.invoiceNumber} (${record.kind === 'alta' ? 'alta' : 'anulación'}): ${aeatRecordStateLabels[record.state]}${record.code ? ` — ${record.code} ${record.description ?? ''}` : ''}`),
        ];
        process.stdout.write(`${lines.join('\n')}\n`);
        if (outcome?.failure) process.exitCode = 1;
      });
    });
  invoices
    .command('xml')
    .description('Exporta los registros de facturación en el XML de la AEAT (RegFactuSistemaFacturacion)')
    .option('--out <fichero>', 'dónde escribirlo (por defecto, la salida estándar)')
    .action(async (options: { out?: string }) => {
      await withCore(open, async (app) => {
        const issuer = await app.get(InvoiceSources).issuer();
        const xml = billingRecordsXml(await recordsOfLog(app.get<EventStore>(EVENT_STORE)), {
          issuer: { name: issuer.legalName, taxId: issuer.taxId },
          system: { producerName: issuer.legalName, producerTaxId: issuer.taxId, ...SYSTEM },
        });
        if (options.out) {
          writeFileSync(options.out, xml);
          process.stdout.write(`Registros exportados en ${options.out}\n`);
        } else process.stdout.write(`${xml}\n`);
      });
    });
}
