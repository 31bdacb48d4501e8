import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { formatEuros, productCategoryLabels } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { categoryOf } from '../../commands/import-products/catalogue-csv.js';
import type { ProductJson } from '../../product.json.js';
import { ListProducts } from './list-products.query.js';

/** What the operator should notice: nothing left to sell, or time to reorder. */
const stockWarning = (product: ProductJson) => (product.available <= 0 ? 'AGOTADO' : product.lowStock ? 'Stock bajo' : '');

/** `taller products list [--low-stock] [--category <c>] [--json]`: the catalogue, low stock first. */
export function listProductsCli(products: Command, open: OpenCore): void {
  products
    .command('list')
    .description('Lista los productos y sus existencias, primero los que hay que reponer')
    .option('--low-stock', 'solo los que están en su nivel de reposición o por debajo')
    .option('-c, --category <categoría>', `solo los de una categoría (${Object.values(productCategoryLabels).join(', ')})`)
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { lowStock?: boolean; category?: string; json?: boolean }) => {
      const category = options.category === undefined ? undefined : categoryOf(options.category);
      if (options.category !== undefined && !category) {
        failWith(new Error(`Categoría no válida: ${options.category}. Usa una de: ${Object.values(productCategoryLabels).join(', ')}`));
      }
      await withCore(open, async (app) => {
        const { rows } = await app.get(QueryBus).execute(
          new ListProducts({ sort: { field: 'stockMargin', order: 'ASC' }, range: null, filter: { category, lowStock: options.lowStock ? true : undefined } }),
        );
        if (options.json) {
          process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
          return;
        }
        const low = rows.filter((product) => product.lowStock).length;
        process.stdout.write(
          `${table(
            ['ID', 'Producto', 'Categoría', 'Precio', 'Disponibles', 'En tienda', 'Reservadas', 'Aviso'],
            rows.map((product) => [
              String(product.id),
              product.active ? product.name : `${product.name} (no a la venta)`,
              product.categoryLabel,
              formatEuros(product.priceCents),
              String(product.available),
              String(product.onHand),
              String(product.held),
              stockWarning(product),
            ]),
          )}\n${rows.length === 1 ? '1 producto' : `${rows.length} productos`}, ${low} con stock bajo\n`,
        );
      });
    });
}
