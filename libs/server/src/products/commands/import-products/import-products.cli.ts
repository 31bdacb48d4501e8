import { readFile, stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import { failWith, progressBar, type OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ImportProducts, ImportRefused, type ImportSummary } from './import-products.command.js';
import { importMessages as m, MAX_IMPORT_BYTES } from './import-products.messages.js';

const units = (n: number) => (n === 1 ? '1 unidad' : `${n.toLocaleString('es-ES')} unidades`);
const products = (n: number) => (n === 1 ? '1 producto' : `${n.toLocaleString('es-ES')} productos`);

function summaryLine({ added, updated, received }: ImportSummary, dryRun: boolean): string {
  if (dryRun) {
    return `Prueba sin guardar nada (--simular): el archivo es correcto. Se añadirían ${products(added)}, se actualizarían ${updated} y se recibirían ${units(received)}.`;
  }
  return `Catálogo importado: ${products(added)} ${added === 1 ? 'añadido' : 'añadidos'}, ${updated} ${updated === 1 ? 'actualizado' : 'actualizados'} y ${units(received)} ${received === 1 ? 'recibida' : 'recibidas'}.`;
}

/**
 * `taller products import <archivo.csv> [--dry-run] [--json]`: the back-office's import, recorded
 * as done from the command line. Exit code 0 when imported (or correct, on a dry run), 1 when
 * refused, with every error by row and column.
 */
export function importProductsCli(products: Command, open: OpenCore): void {
  products
    .command('import')
    .description('Importa productos desde un CSV de hoja de cálculo (se comprueba entero antes de guardar nada)')
    .argument('<archivo>', 'el CSV: cabecera nombre;categoria;marca;compatibles;descripcion;precio;activo;nivel_reposicion;existencias (e id para actualizar)')
    .option('--dry-run', 'solo comprueba el archivo y dice qué haría, sin guardar nada')
    .option('--json', 'el resultado (o los errores) en JSON')
    .action(async (file: string, options: { dryRun?: boolean; json?: boolean }) => {
      const dryRun = options.dryRun === true;
      let csv: string;
      try {
        const { size } = await stat(file);
        // Refused before reading it whole: a file far too large is no catalogue.
        if (size > MAX_IMPORT_BYTES) throw new Error(m.tooLarge(size));
        // Not UTF-8: its characters come out as U+FFFD, which the rows then point out.
        csv = new TextDecoder('utf-8').decode(await readFile(file));
      } catch (error) {
        const code = (error as { code?: string }).code;
        failWith(code === 'ENOENT' ? new Error(`No existe el archivo ${file}`) : code ? new Error(`No se puede leer ${file} (${code})`) : error);
      }
      await withCore(open, async (app) => {
        process.stderr.write(`Comprobando ${file}…\n`);
        const bar = progressBar('Guardando [{bar}] {percentage}% · {value}/{total} filas');
        let barShown = false;
        try {
          const result = await app.get(Commands).run(
            new ImportProducts(csv, dryRun, commandContext(CLI_ACTOR, 'cli'), (done, total) => {
              if (!barShown) bar.start(total, 0);
              barShown = true;
              bar.update(done);
            }),
          );
          bar.stop();
          const { added, updated, received } = result;
          if (options.json) process.stdout.write(`${JSON.stringify({ added, updated, received, dryRun })}\n`);
          else process.stdout.write(`${summaryLine(result, dryRun)}\n`);
        } catch (error) {
          bar.stop();
          if (!(error instanceof ImportRefused)) throw error;
          if (options.json) process.stdout.write(`${JSON.stringify({ message: error.message, lines: error.lines }, null, 2)}\n`);
          else {
            const lines = error.lines.map(({ line, field, message }) => `  Fila ${line}${field ? `, ${field}` : ''}: ${message}`.replace(/[\r\n]+/g, ' '));
            process.stderr.write(`Error: ${error.message}\n${lines.join('\n')}\n`);
          }
          process.exitCode = 1;
        }
      });
    });
}
