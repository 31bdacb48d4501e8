import type { Command } from 'commander';
import { productMessages } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import type { OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ProductReads } from '../../product-reads.js';
import { RecordStockMovement } from './record-stock-movement.command.js';

/** A number as typed; anything else goes on as text, for the domain's own message. */
const asNumber = (text: string): unknown => (/^-?\d{1,9}$/.test(text.trim()) ? Number(text) : text);

/** `taller products receive <id> <unidades> [--note …]`: a delivery, as 'Unidades recibidas' on the product's screen. */
export function receiveStockCli(products: Command, open: OpenCore): void {
  products
    .command('receive')
    .description('Registra unidades recibidas de un producto (un pedido del proveedor que llega)')
    .argument('<id>', 'el número del producto')
    .argument('<unidades>', 'cuántas han llegado (de 1 a 10.000)')
    .option('--note <texto>', 'una nota: el albarán del proveedor, por ejemplo')
    .option('--json', 'el producto tal como queda, en JSON')
    .action(async (idText: string, unitsText: string, options: { note?: string; json?: boolean }) => {
      await withCore(open, async (app) => {
        const reads = app.get(ProductReads);
        const productId = Number(asNumber(idText));
        if (!Number.isSafeInteger(productId) || productId <= 0) throw new Error(productMessages.invalidId);
        await reads.require(productId);
        const form = { quantity: asNumber(unitsText), ...(options.note !== undefined ? { note: options.note } : {}) };
        await app.get(Commands).run(new RecordStockMovement(productId, 'received', form, commandContext(CLI_ACTOR, 'cli')));
        const product = await reads.require(productId);
        if (options.json) {
          process.stdout.write(`${JSON.stringify(product)}\n`);
          return;
        }
        process.stdout.write(
          `${form.quantity === 1 ? 'Recibida 1 unidad' : `Recibidas ${form.quantity as number} unidades`} de «${product.name}» (id ${product.id}): ahora ${product.onHand} en tienda, ${product.available} disponibles.\n`,
        );
      });
    });
}
