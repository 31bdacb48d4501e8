import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { depositMethodLabels, depositOutcomeLabels, formatEuros, formatMadridDateTime, OPEN_ORDER_STATUSES, orderMessages, orderStatusLabels, trackedNumber } from '@taller/domain';
import { withCore } from '../accounts/cli/accounts.cli.js';
import { table, type OpenCore } from '../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../shared/actor.js';
import { Commands } from '../shared/commands.js';
import { OrderReads } from './order-reads.js';
import type { OrderJson } from './order.json.js';
import { RecordArrival } from './commands/record-arrival/record-arrival.command.js';
import { ListOrders } from './queries/list-orders/list-orders.query.js';

type Encargo = OrderJson & { specialOrder: NonNullable<OrderJson['specialOrder']> };

/** The deposit in a word: none asked, owed, paid (how), or what became of it. */
function depositWords({ specialOrder: special }: Encargo): string {
  if (special.depositCents === null) return 'sin señal';
  if (special.depositOutcome) return depositOutcomeLabels[special.depositOutcome];
  if (!special.deposit) return `${formatEuros(special.depositCents)} pendiente`;
  return `${formatEuros(special.deposit.amountCents)} (${depositMethodLabels[special.deposit.method].toLowerCase()})`;
}

/**
 * `taller orders special [--waiting] [--json]`: the encargos (products ordered for a customer),
 * and `taller orders arrived <id>`: their goods are in, as the 'Ha llegado' button (the customer
 * is told, a catalogue product's units are held for them).
 */
export function ordersCli(program: Command, open: OpenCore): void {
  const orders = program.command('orders').description('Pedidos y encargos de los clientes');
  orders
    .command('special')
    .description('Lista los encargos (productos pedidos para un cliente) con su señal y si han llegado')
    .option('--waiting', 'solo los abiertos que aún no han llegado')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { waiting?: boolean; json?: boolean }) => {
      await withCore(open, async (app) => {
        const filter: Record<string, unknown> = { special: true, ...(options.waiting ? { status: [...OPEN_ORDER_STATUSES] } : {}) };
        const { rows } = await app.get(QueryBus).execute(new ListOrders({ sort: { field: 'id', order: 'ASC' }, range: null, filter }));
        const encargos = (rows as Encargo[]).filter((order) => !options.waiting || order.specialOrder.arrivedAt === null);
        if (options.json) return void process.stdout.write(`${JSON.stringify(encargos, null, 2)}\n`);
        process.stdout.write(
          `${table(
            ['Nº', 'Cliente', 'Encargo', 'Estado', 'Señal', 'Llegó', 'Pendiente'],
            encargos.map((order) => [
              trackedNumber('order', order.id),
              order.clientName,
              order.name,
              orderStatusLabels[order.status],
              depositWords(order),
              order.specialOrder.arrivedAt ? formatMadridDateTime(order.specialOrder.arrivedAt) : 'aún no',
              formatEuros(order.specialOrder.balanceCents),
            ]),
          )}\n${encargos.length === 1 ? '1 encargo' : `${encargos.length} encargos`}\n`,
        );
      });
    });
  orders
    .command('arrived')
    .description('Registra que ha llegado un encargo: pasa a Listo (y el servidor avisa al cliente)')
    .argument('<id>', 'el número del pedido (12 o P-000012)')
    .option('--json', 'el pedido tal como queda, en JSON')
    .action(async (idText: string, options: { json?: boolean }) => {
      await withCore(open, async (app) => {
        const orderId = Number(idText.trim().replace(/^P-0*/i, ''));
        if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new Error(orderMessages.invalidId);
        const reads = app.get(OrderReads);
        await reads.require(orderId);
        await app.get(Commands).run(new RecordArrival(orderId, commandContext(CLI_ACTOR, 'cli')));
        const order = await reads.require(orderId);
        if (options.json) return void process.stdout.write(`${JSON.stringify(order)}\n`);
        process.stdout.write(
          `Encargo ${trackedNumber('order', orderId)} (${order.name}) recibido: listo para recoger. El servidor avisa a ${order.clientName} si el taller tiene activo el aviso «Pedido listo para recoger».\n`,
        );
      });
    });
}
