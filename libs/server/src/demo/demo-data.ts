import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore } from '@taller/event-store';
import { Account, type AccountRole } from '../auth/account.entity.js';
import { AuthService } from '../auth/auth.service.js';
import { RegisterClient } from '../clients/commands/register-client/register-client.command.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { ChangeRepairStatus } from '../repairs/commands/change-repair-status/change-repair-status.command.js';
import { RegisterRepair } from '../repairs/commands/register-repair/register-repair.command.js';
import { addDays, madridDay } from '@taller/domain';
import { NotesService } from '../notes/notes.service.js';
import { ChangeOrderStatus } from '../orders/commands/change-order-status/change-order-status.command.js';
import { PlaceOrder } from '../orders/commands/place-order/place-order.command.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { RegisterRevision } from '../revisions/commands/register-revision/register-revision.command.js';
import { commandContext, DEMO_DATA_CORRELATION, SYSTEM_ACTOR, type Actor } from '../shared/actor.js';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { Projector } from '../projections/projector.js';
import type { CommandResult } from '../shared/command-result.js';
import { SellAtCounter } from '../invoices/commands/sell-at-counter/sell-at-counter.command.js';
import { DEMO_COUNTER_SALES, demoCounterSaleForm, seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoShopSettings } from './demo-shop-settings.js';

export const DEMO_PASSWORD = 'demo-taller';
export const DEMO_ACCOUNTS: { email: string; name: string; role: AccountRole }[] = [
  { email: 'administrador@taller.demo', name: 'Ana Administradora', role: 'administrador' },
  { email: 'gerente@taller.demo', name: 'Gonzalo Gerente', role: 'gerente' },
  { email: 'cliente@taller.demo', name: 'Carla Cliente', role: 'customer' },
];

const CLIENTS = [
  { name: 'María', lastName: 'García López', phone: '612 345 678', email: 'maria.garcia@example.es' },
  { name: 'Javier', lastName: 'Fernández', phone: '634 567 890', email: 'javier.fernandez@example.es' },
  { name: 'Lucía', lastName: 'Martín Ruiz', phone: '655 123 456', email: '' },
  { name: 'Carlos', lastName: 'Sánchez', phone: '+34 699 876 543', email: 'carlos.sanchez@example.es' },
  { name: 'Elena', lastName: 'Romero', phone: '622 111 333', email: 'elena.romero@example.es' },
];

/** `due`: days from today to the estimated completion, so the calendar has work this week. */
const REPAIRS: {
  client: number;
  device: string;
  model: string;
  description: string;
  motive: string;
  priceCents: number | null;
  due: number;
  status?: string;
}[] = [
  { client: 0, device: 'Móvil', model: 'iPhone 13', description: 'Pantalla rota tras una caída', motive: 'Cambio de pantalla', priceCents: 12900, due: 0, status: 'in_progress' },
  { client: 1, device: 'Portátil', model: 'Lenovo IdeaPad 5', description: 'No arranca, pitidos al encender', motive: 'Diagnóstico', priceCents: null, due: 1 },
  { client: 2, device: 'Tablet', model: 'Samsung Galaxy Tab A8', description: 'El conector de carga no funciona', motive: 'Cambio de conector', priceCents: 4500, due: -2, status: 'completed' },
  { client: 3, device: 'Consola', model: 'PlayStation 5', description: 'Se apaga sola, ventilador muy ruidoso', motive: 'Limpieza y pasta térmica', priceCents: 6000, due: -1, status: 'waiting_user' },
  { client: 4, device: 'Móvil', model: 'Xiaomi Redmi Note 12', description: 'La batería dura muy poco', motive: 'Cambio de batería', priceCents: 3990, due: 3 },
  { client: 0, device: 'Altavoz', model: 'JBL Charge 5', description: 'No se empareja por Bluetooth', motive: 'Revisión', priceCents: null, due: 8, status: 'on_hold' },
];

/** `day`: days from today to the booked day. */
const REVISIONS = [
  { client: 1, device: 'Ordenador', model: 'Sobremesa HP Pavilion', motive: 'mantenimiento', description: 'Limpieza interna y revisión de temperaturas', day: 0 },
  { client: 4, device: 'Smartwatch', model: 'Apple Watch Series 7', motive: 'diagnostico', description: 'La pantalla no responde al tacto', day: 2 },
  { client: 2, device: 'Televisor', model: 'LG OLED 55', motive: 'problema_hardware', description: 'Se ve una línea vertical en la imagen', day: 6 },
] as const;

/** `delivery`: days from today to the pickup day. */
const ORDERS: { client: number; name: string; description: string; quantity: number; unitPriceCents: number; delivery: number; status?: string }[] = [
  { client: 3, name: 'Cargador USB-C 65 W', description: 'Cargador rápido GaN con cable de 2 m', quantity: 1, unitPriceCents: 3490, delivery: 0, status: 'ready' },
  { client: 0, name: 'Protector de pantalla iPhone 13', description: 'Cristal templado 9H, pack de dos', quantity: 2, unitPriceCents: 999, delivery: 2, status: 'confirmed' },
  { client: 1, name: 'Memoria microSD 128 GB', description: 'Tarjeta clase 10 con adaptador SD', quantity: 1, unitPriceCents: 1890, delivery: 9 },
];

/** Encargos (special orders): products the shop ordered for a customer, one with its deposit paid, one still owed. */
const ENCARGOS: { client: number; name: string; description: string; unitPriceCents: number; depositCents: number; depositRefundable: boolean; depositPaidWith: string | null }[] = [
  { client: 2, name: 'Funda Otterbox Defender Galaxy S23 Ultra', description: 'Funda antigolpes negra, pedida al mayorista', unitPriceCents: 5490, depositCents: 2000, depositRefundable: false, depositPaidWith: 'cash' },
  { client: 4, name: 'Auriculares Sony WH-1000XM5', description: 'Color plata; avisar en cuanto lleguen', unitPriceCents: 34900, depositCents: 5000, depositRefundable: true, depositPaidWith: null },
];

const NOTES = [
  { title: 'Llamar a Javier', content: 'Confirmar si quiere el presupuesto del portátil antes de pedir la pieza.' },
  { title: 'Pedido al mayorista', content: 'Quedan pocos cristales templados de iPhone 13 y 14: pedir el lunes.' },
  { title: 'Horario de Navidad', content: 'Del 24 al 31 de diciembre cerramos a las 14:00. Poner el cartel en el escaparate.' },
];

/** Demo accounts, always; demo clients, work dated around today and notes only into an empty shop. */
export async function seedDemo(app: INestApplicationContext): Promise<{ accounts: typeof DEMO_ACCOUNTS; seeded: boolean }> {
  const auth = app.get(AuthService);
  // The demo's addresses receive no mail: its customer account starts verified.
  for (const account of DEMO_ACCOUNTS) await auth.ensureAccount(account.email, account.name, account.role, DEMO_PASSWORD, { emailVerified: account.role === 'customer' });
  const store = app.get<EventStore>(EVENT_STORE);
  const empty = (await store.headPosition()) === 0;
  // The demo's fictional shop, also into a demo that ran before the shop had settings.
  await seedDemoShopSettings(app, commandContext(SYSTEM_ACTOR, 'system'));
  if (!empty) return { accounts: DEMO_ACCOUNTS, seeded: false };

  // Each command is decided and stored in turn; the read models follow once, at the end (one
  // long batch, not a pass per command): nothing here reads them but the invoices, which wait.
  const bus = app.get(CommandBus);
  const commands = { run: <R extends CommandResult>(command: Command<R>): Promise<R> => bus.execute(command) };
  const context = () => commandContext(SYSTEM_ACTOR, 'system', DEMO_DATA_CORRELATION);
  const clientIds: number[] = [];
  for (const client of CLIENTS) clientIds.push((await commands.run(new RegisterClient(client, context()))).id);
  const today = madridDay(new Date());
  for (const { client, status, due, ...repair } of REPAIRS) {
    const { id } = await commands.run(
      new RegisterRepair(
        { ...repair, clientId: clientIds[client], contactNumber: CLIENTS[client]!.phone, estimatedCompletion: addDays(today, due) },
        context(),
      ),
    );
    if (status) await commands.run(new ChangeRepairStatus(id, status, context()));
  }
  for (const { client, day, ...revision } of REVISIONS) {
    await commands.run(
      new RegisterRevision({ ...revision, clientId: clientIds[client], contactNumber: CLIENTS[client]!.phone, date: addDays(today, day) }, context()),
    );
  }
  for (const { client, delivery, status, ...order } of ORDERS) {
    const { id } = await commands.run(new PlaceOrder({ ...order, clientId: clientIds[client], deliveryDate: addDays(today, delivery) }, context()));
    if (status) await commands.run(new ChangeOrderStatus(id, status, context()));
  }
  for (const { client, ...encargo } of ENCARGOS) {
    await commands.run(new PlaceOrder({ ...encargo, special: true, quantity: 1, clientId: clientIds[client] }, context()));
  }
  const author = await noteAuthor(app, app.get<ReadModels>(MIKRO_ORM));
  for (const note of NOTES) await app.get(NotesService).create(note, { ...context(), actor: author });
  const productIds = await seedDemoCatalogue(commands, context, author);
  // Three counter sales today, by the staff: 'Facturas', the VERI*FACTU chain, the day's cash and the stock agree.
  for (const [index, sale] of DEMO_COUNTER_SALES.entries()) {
    await commands.run(new SellAtCounter(demoCounterSaleForm(sale, productIds), `demo-counter-${index + 1}`, { ...context(), actor: author }));
  }
  await app.get(Projector).waitFor(await store.headPosition(), 60_000);
  return { accounts: DEMO_ACCOUNTS, seeded: true };
}

/** Notes need an account as author: the demo manager, created when missing. */
export async function noteAuthor(app: INestApplicationContext, orm: ReadModels): Promise<Actor> {
  const manager = DEMO_ACCOUNTS.find((account) => account.role === 'gerente')!;
  await app.get(AuthService).ensureAccount(manager.email, manager.name, manager.role, DEMO_PASSWORD);
  const account = await orm.em.fork().findOneOrFail(Account, { email: manager.email });
  return { id: account.id, name: account.name, role: 'gerente' };
}
