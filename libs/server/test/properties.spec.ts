import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { NestFactory } from '@nestjs/core';
import { HttpException, type INestApplicationContext } from '@nestjs/common';
import type { Command } from '@nestjs/cqrs';
import { DomainError, ORDER_STATUSES, REPAIR_STATUSES } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { Commands, EVENT_STORE, loadConfig, MIKRO_ORM, Projector, SYSTEM_ACTOR, TallerCoreModule, type ReadModels } from '../src/index.js';
import type { CommandContext } from '../src/shared/actor.js';
import type { CommandResult } from '../src/shared/command-result.js';
import { ConcurrentChange } from '../src/event-sourcing/aggregate-store.js';
import { RegisterClient } from '../src/clients/commands/register-client/register-client.command.js';
import { CorrectClientDetails } from '../src/clients/commands/correct-client-details/correct-client-details.command.js';
import { ForgetClient } from '../src/clients/commands/forget-client/forget-client.command.js';
import { RegisterRepair } from '../src/repairs/commands/register-repair/register-repair.command.js';
import { CorrectRepairDetails } from '../src/repairs/commands/correct-repair-details/correct-repair-details.command.js';
import { ChangeRepairStatus } from '../src/repairs/commands/change-repair-status/change-repair-status.command.js';
import { DeleteRepair } from '../src/repairs/commands/delete-repair/delete-repair.command.js';
import { PlaceOrder } from '../src/orders/commands/place-order/place-order.command.js';
import { CorrectOrderDetails } from '../src/orders/commands/correct-order-details/correct-order-details.command.js';
import { ChangeOrderStatus } from '../src/orders/commands/change-order-status/change-order-status.command.js';
import { DeleteOrder } from '../src/orders/commands/delete-order/delete-order.command.js';
import { RegisterRevision } from '../src/revisions/commands/register-revision/register-revision.command.js';
import { ArchiveRevision } from '../src/revisions/commands/archive-revision/archive-revision.command.js';
import { UnarchiveRevision } from '../src/revisions/commands/unarchive-revision/unarchive-revision.command.js';
import { ConvertRevision } from '../src/revisions/commands/convert-revision/convert-revision.command.js';
import { DeleteRevision } from '../src/revisions/commands/delete-revision/delete-revision.command.js';
import { IssueTracking } from '../src/tracking/commands/issue-tracking/issue-tracking.command.js';
import { RevokeTracking } from '../src/tracking/commands/revoke-tracking/revoke-tracking.command.js';
import { IssueQuote } from '../src/quotes/commands/issue-quote/issue-quote.command.js';
import { AnswerQuote } from '../src/quotes/commands/answer-quote/answer-quote.command.js';
import { AddProduct } from '../src/products/commands/add-product/add-product.command.js';
import { CorrectProductDetails } from '../src/products/commands/correct-product-details/correct-product-details.command.js';
import { RecordStockMovement } from '../src/products/commands/record-stock-movement/record-stock-movement.command.js';
import { PlaceReservation } from '../src/reservations/commands/place-reservation/place-reservation.command.js';
import { ExpireReservation } from '../src/reservations/commands/expire-reservation/expire-reservation.command.js';
import { RecordRepairMovement } from '../src/repairs/commands/record-repair-movement/record-repair-movement.command.js';
import { CollectRepair } from '../src/repairs/commands/collect-repair/collect-repair.command.js';
import { RecordOrderMovement } from '../src/orders/commands/record-order-movement/record-order-movement.command.js';
import { CloseCashDay } from '../src/cash/commands/close-cash-day/close-cash-day.command.js';
import { IssueInvoice } from '../src/invoices/commands/issue-invoice/issue-invoice.command.js';
import { ReturnCounterSale } from '../src/invoices/commands/return-counter-sale/return-counter-sale.command.js';
import { SellAtCounter } from '../src/invoices/commands/sell-at-counter/sell-at-counter.command.js';
import { CorrectInvoice } from '../src/invoices/commands/rectify-invoice/rectify-invoice.command.js';
import { ChangeShopSettings } from '../src/shop/commands/change-shop-settings/change-shop-settings.command.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { READ_MODEL_TABLES } from '../../../tools/read-models.js';
import { cleanText, excerpt, hostileText, isHostile, ONE_MB } from './hostile-text.js';

/**
 * Whatever the shop does, in whatever order, the read models built by following the log one
 * command at a time are the ones a rebuild from the log gives. Commands that break a rule are
 * part of the game: they fail with a domain error and leave the log as it was.
 *
 * Their text fields carry what users paste (issue 11): accents, emoji and CJK must be stored
 * and read back exactly; NUL, other control characters, lone surrogates and texts longer than
 * the field must be refused, changing nothing.
 */

/** A text field's value, and what the shop must do with it. */
interface Text {
  value: string;
  /** plain and unicode are taken as they are (when the rest of the command is right); hostile and too long are refused. */
  kind: 'plain' | 'unicode' | 'hostile' | 'too long';
}
/** Where a text ends up when the command is taken: the read-model column that must show it exactly. */
interface Written {
  table: string;
  column: string;
  text: Text;
}

/** A command of the sequence, with the ids it names drawn small so that most of them exist. */
type Step = {
  describe: string;
  build: (context: CommandContext, versionOfClient: (id: number) => Promise<number>) => Promise<Command<CommandResult>>;
  /** The texts it carries, checked on the row of the record it answers. */
  writes: Written[];
  /** What the shop does next with the record the command answered (a story), each free to be refused. */
  then?: ((context: CommandContext, first: CommandResult, last: CommandResult) => Command<CommandResult>)[];
};

const id = fc.integer({ min: 1, max: 4 });
const step = (describe: string, build: Step['build'], writes: Written[] = []): Step =>
  // fast-check prints this for a counterexample, not the megabyte a text may hold.
  Object.assign({ describe, build, writes }, { [fc.toStringMethod]: () => describe });

/** The fields' bounds (spec §5), so that a hostile text is refused for what it holds, not for its length. */
const MAX = { name: 80, company: 120, device: 100, model: 100, description: 2000, orderName: 200, productName: 120, brand: 60 } as const;

/**
 * A text field's value: mostly the plain ones the shop types, often clean Unicode, sometimes
 * hostile (NUL, controls, lone surrogates: within the bound) or longer than the field.
 */
const text = (plain: fc.Arbitrary<string>, max: number, { minLength = 1, multiLine = false } = {}): fc.Arbitrary<Text> =>
  fc.oneof(
    { weight: 6, arbitrary: plain.map((value): Text => ({ value, kind: 'plain' })) },
    { weight: 3, arbitrary: cleanText(max, minLength).map((value): Text => ({ value, kind: 'unicode' })) },
    // A multi-line field keeps its line breaks and tabs.
    { weight: multiLine ? 1 : 0, arbitrary: fc.tuple(cleanText(40), cleanText(40)).map(([first, second]): Text => ({ value: `${first}\r\n\t${second}`, kind: 'unicode' })) },
    // Blanks at the ends are trimmed away: what is left must still be hostile.
    { weight: 2, arbitrary: hostileText(Math.min(max, 40)).filter((value) => isHostile(value.trim())).map((value): Text => ({ value, kind: 'hostile' })) },
    { weight: 1, arbitrary: fc.constantFrom(max + 1, 100_000, ONE_MB).map((length): Text => ({ value: 'x'.repeat(length), kind: 'too long' })) },
  );
const shown = (t: Text) => excerpt(t.value, 30);
const writes = (table: string, fields: Record<string, Text>): Written[] => Object.entries(fields).map(([column, text]) => ({ table, column, text }));

const clientName = text(fc.constantFrom('Ana', 'Luis', 'María José', '', '  '), MAX.name);
const company = text(fc.constantFrom('', 'Talleres Pérez', 'ACME'), MAX.company);
const phone = fc.integer({ min: 0, max: 9 }).map((n) => `600 000 00${n}`);
const status = <T extends string>(statuses: readonly T[]) => fc.constantFrom<string>(...statuses, 'inexistente');
const day = fc.integer({ min: 0, max: 60 }).map((n) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10));

const registerClient = fc.record({ name: clientName, company, phone }).map(({ name, company, phone }) =>
  step(`RegisterClient ${shown(name)}/${shown(company)}/${phone}`, async (c) => new RegisterClient({ name: name.value, company: company.value, phone }, c), writes('client_rows', { name, company })));

/** Registrations weigh more, so that the other commands mostly find something to act on. */
const steps: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: registerClient, weight: 5 },
  // The issue's freeze: a company with NUL, saved with the right version.
  fc.record({ client: id, name: clientName, company, stale: fc.boolean() }).map(({ client, name, company, stale }) =>
    step(`CorrectClientDetails ${client} ${shown(name)}/${shown(company)}${stale ? ' (stale)' : ''}`, async (c, versionOf) =>
      new CorrectClientDetails(client, { name: name.value, company: company.value }, (await versionOf(client)) - (stale ? 1 : 0), c), writes('client_rows', { name, company }))),
  fc
    .record({
      client: id,
      device: text(fc.constantFrom('Móvil', 'Portátil', ''), MAX.device),
      description: text(fc.constant('Pantalla rota'), MAX.description, { multiLine: true }),
      price: fc.option(fc.integer({ min: -1, max: 50_000 })),
    })
    .map(({ client, device, description, price }) =>
      step(`RegisterRepair client ${client} ${shown(device)} ${shown(description)} ${price}`, async (c) =>
        new RegisterRepair({ clientId: client, device: device.value, description: description.value, priceCents: price }, c), writes('repair_rows', { device, description }))),
  fc.record({ repair: id, model: text(fc.constantFrom('A52', 'iPhone 13', ''), MAX.model), paid: fc.boolean() }).map(({ repair, model, paid }) =>
    step(`CorrectRepairDetails ${repair} ${shown(model)} ${paid}`, async (c) =>
      new CorrectRepairDetails(repair, { model: model.value, contactNumber: '600 111 222', isPaid: paid }, undefined, c), writes('repair_rows', { model }))),
  fc.record({ repair: id, to: status(REPAIR_STATUSES) }).map(({ repair, to }) =>
    step(`ChangeRepairStatus ${repair} ${to}`, async (c) => new ChangeRepairStatus(repair, to, c))),
  id.map((repair) => step(`DeleteRepair ${repair}`, async (c) => new DeleteRepair(repair, c))),
  // A person forgotten (RGPD): their key goes, and a rebuild reads their fields as erased.
  id.map((client) => step(`ForgetClient ${client}`, async (c) => new ForgetClient(client, c))),
  fc
    .record({ client: id, name: text(fc.constantFrom('Funda', 'Cargador USB-C', 'X'), MAX.orderName, { minLength: 2 }), price: fc.integer({ min: 0, max: 9_999 }), delivery: fc.option(day) })
    .map(({ client, name, price, delivery }) =>
      step(`PlaceOrder client ${client} ${shown(name)} ${price} ${delivery}`, async (c) =>
        new PlaceOrder({ clientId: client, name: name.value, description: 'Para el cliente', unitPriceCents: price, deliveryDate: delivery }, c), writes('order_rows', { name }))),
  fc.record({ order: id, quantity: fc.integer({ min: 0, max: 3 }) }).map(({ order, quantity }) =>
    step(`CorrectOrderDetails ${order} ×${quantity}`, async (c) => new CorrectOrderDetails(order, { quantity }, undefined, c))),
  fc.record({ order: id, to: status(ORDER_STATUSES) }).map(({ order, to }) =>
    step(`ChangeOrderStatus ${order} ${to}`, async (c) => new ChangeOrderStatus(order, to, c))),
  id.map((order) => step(`DeleteOrder ${order}`, async (c) => new DeleteOrder(order, c))),
  // The accessory shop: products with hostile names at times, and units moved in any order, never below what is held.
  fc
    .record({ name: text(fc.constantFrom('Funda', 'Cargador USB-C', ''), MAX.productName), brand: text(fc.constantFrom('', 'Anker'), MAX.brand), price: fc.integer({ min: -1, max: 20_000 }) })
    .map(({ name, brand, price }) =>
      step(`AddProduct ${shown(name)}/${shown(brand)} ${price}`, async (c) => new AddProduct({ name: name.value, brand: brand.value, category: 'cases', priceCents: price }, c), writes('product_rows', { name, brand }))),
  fc.record({ product: id, brand: text(fc.constantFrom('Belkin', ''), MAX.brand), level: fc.integer({ min: -1, max: 5 }) }).map(({ product, brand, level }) =>
    step(`CorrectProductDetails ${product} ${shown(brand)} reorder ${level}`, async (c) => new CorrectProductDetails(product, { brand: brand.value, reorderLevel: level }, undefined, c), writes('product_rows', { brand }))),
  fc
    .record({ product: id, movement: fc.constantFrom('received' as const, 'sold' as const, 'adjusted' as const), units: fc.integer({ min: -3, max: 6 }) })
    .map(({ product, movement, units }) =>
      step(`RecordStockMovement ${product} ${movement} ${units}`, async (c) =>
        new RecordStockMovement(product, movement, movement === 'adjusted' ? { delta: units, reason: 'Recuento' } : { quantity: units }, c))),
  // Reservations hold units on the products; collecting, cancelling, deleting or expiring them settles those units.
  fc.record({ client: id, product: id, units: fc.integer({ min: 0, max: 4 }) }).map(({ client, product, units }) =>
    step(`PlaceReservation client ${client} product ${product} ×${units}`, async (c) => new PlaceReservation(client, [{ productId: product, quantity: units }], c))),
  id.map((order) => step(`ExpireReservation ${order}`, async (c) => new ExpireReservation(order, { ...c, now: new Date(c.now.getTime() + 10 * 86_400_000) }))),
  fc
    .record({ client: id, date: day, device: text(fc.constantFrom('Tablet', ''), MAX.device), notes: text(fc.constantFrom('', 'Cliente habitual'), MAX.description, { multiLine: true }), code: fc.constantFrom('', '1-5-9-6') })
    .map(({ client, date, device, notes, code }) =>
      step(`RegisterRevision client ${client} ${shown(device)} ${shown(notes)} ${date} ${code}`, async (c) =>
        new RegisterRevision({ clientId: client, device: device.value, model: 'Tab A8', contactNumber: '600 222 333', motive: 'diagnostico', description: 'No carga', internalNotes: notes.value, date, password: code }, c), writes('revision_rows', { device, internal_notes: notes }))),
  id.map((revision) => step(`ArchiveRevision ${revision}`, async (c) => new ArchiveRevision(revision, c))),
  id.map((revision) => step(`UnarchiveRevision ${revision}`, async (c) => new UnarchiveRevision(revision, c))),
  id.map((revision) => step(`ConvertRevision ${revision}`, async (c) => new ConvertRevision(revision, c))),
  id.map((revision) => step(`DeleteRevision ${revision}`, async (c) => new DeleteRevision(revision, c))),
  // Tracking links, replaced and revoked on any kind of record.
  fc.record({ kind: fc.constantFrom('repair', 'revision', 'order' as const), record: id, revoke: fc.boolean() }).map(({ kind, record, revoke }) =>
    step(`${revoke ? 'Revoke' : 'Issue'}Tracking ${kind} ${record}`, async (c) => (revoke ? new RevokeTracking(kind, record, c) : new IssueTracking(kind, record, c)))),
  // Quotes, their line texts hostile at times (refused whole), and the answers to them.
  // On repairs and revisions alike (a revision's accepted quote converts it into its repair).
  fc
    .record({ kind: fc.constantFrom('repair', 'revision' as const), record: id, concept: text(fc.constantFrom('Pantalla', 'Mano de obra'), 200), price: fc.integer({ min: -1, max: 30_000 }) })
    .map(({ kind, record, concept, price }) =>
      step(`IssueQuote ${kind} ${record} ${shown(concept)} ${price}`, async (c) =>
        new IssueQuote({ kind, id: record }, { lines: [{ kind: 'part', description: concept.value, quantity: 1, unitPriceCents: price }], validUntil: '2026-12-31' }, undefined, c)),
    ),
  fc
    .record({ kind: fc.constantFrom('repair', 'revision' as const), record: id, number: fc.integer({ min: 1, max: 3 }), accept: fc.boolean(), online: fc.boolean() })
    .map(({ kind, record, number, accept, online }) =>
      step(`AnswerQuote ${kind} ${record} nº ${number} ${accept ? 'accept' : 'reject'}${online ? ' online' : ''}`, async (c) =>
        new AnswerQuote({ kind, id: record }, { number, accept, channel: 'phone' }, online, c))),
  // Money (issue 18): payments and refunds by any method (a request id drawn from a few, so that
  // some are sent twice), devices collected with money due or not, days closed and closed again,
  // invoices issued from repairs and orders, corrected by a rectifying one or annulled.
  fc
    .record({
      kind: fc.constantFrom('repair', 'order' as const),
      record: id,
      refund: fc.boolean(),
      amount: fc.integer({ min: -100, max: 30_000 }),
      method: fc.constantFrom('cash', 'card', 'bizum', 'transfer', 'cheque'),
      note: text(fc.constantFrom('', 'Señal'), 200),
      request: fc.constantFrom('m-1', 'm-2', 'm-3', 'm-4'),
    })
    .map(({ kind, record, refund, amount, method, note, request }) =>
      step(`Record${kind === 'repair' ? 'Repair' : 'Order'}Movement ${record} ${refund ? 'refund' : 'payment'} ${amount} ${method} ${shown(note)} ${request}`, async (c) => {
        const form = { amountCents: amount, method, note: note.value };
        return kind === 'repair'
          ? new RecordRepairMovement(record, refund ? 'refund' : 'payment', form, `${request}-${record}`, c)
          : new RecordOrderMovement(record, refund ? 'refund' : 'payment', form, `${request}-${record}`, c);
      }),
    ),
  // A repair's money from start to end, as the counter sees it: a deposit, the job done, the
  // rest taken (or not, and the device let go owing it), the invoice, perhaps a correction or
  // an annulment, the day closed with what was counted.
  {
    weight: 4,
    arbitrary: fc
    .record({
      client: id,
      price: fc.integer({ min: 1_000, max: 40_000 }),
      deposit: fc.integer({ min: 0, max: 10_000 }),
      methods: fc.tuple(fc.constantFrom('cash', 'card', 'bizum', 'transfer'), fc.constantFrom('cash', 'card', 'bizum', 'transfer')),
      payRest: fc.boolean(),
      refund: fc.integer({ min: 0, max: 2_000 }),
      correction: fc.constantFrom('none', 'rectify', 'annul'),
      counted: fc.integer({ min: 0, max: 60_000 }),
    })
    .map(({ client, price, deposit, methods: [first, second], payRest, refund, correction, counted }) =>
      Object.assign(
        step(`MoneyStory client ${client} ${price} deposit ${deposit} ${first}/${second} rest ${payRest} refund ${refund} ${correction} counted ${counted}`, async (c) =>
          new RegisterRepair({ clientId: client, device: 'Móvil', description: 'Pantalla rota', priceCents: price }, c)),
        {
          then: [
            (c: CommandContext, { id: repair }: CommandResult) => new RecordRepairMovement(repair, 'payment', { amountCents: deposit, method: first, note: 'Señal' }, `dep-${repair}`, c),
            (c: CommandContext, { id: repair }: CommandResult) => new ChangeRepairStatus(repair, 'completed', c),
            (c: CommandContext, { id: repair }: CommandResult) =>
              new RecordRepairMovement(repair, 'payment', { amountCents: payRest ? price - deposit : 1, method: second, note: '' }, `rest-${repair}`, c),
            (c: CommandContext, { id: repair }: CommandResult) => new RecordRepairMovement(repair, 'refund', { amountCents: refund, method: first, note: 'Descuento' }, `ref-${repair}`, c),
            (c: CommandContext, { id: repair }: CommandResult) => new CollectRepair(repair, c, !payRest),
            (c: CommandContext, { id: repair }: CommandResult) => new IssueInvoice({ source: { kind: 'repair', id: repair }, kind: 'simplified' }, `inv-${repair}`, c),
            ...(correction === 'none'
              ? []
              : [
                  (c: CommandContext, { id: repair }: CommandResult, { id: invoice }: CommandResult) =>
                    new CorrectInvoice(
                      invoice,
                      correction === 'annul',
                      correction === 'annul' ? { reason: 'Emitida por error' } : { reason: 'Precio mal puesto', lines: [{ description: 'Reparación', quantity: 1, unitPriceCents: price + 500 }] },
                      `cor-${repair}`,
                      c,
                    ),
                ]),
            (c: CommandContext) => new CloseCashDay(c.now.toISOString().slice(0, 10), { countedCashCents: counted, floatCents: 5_000, note: 'Cierre' }, false, c),
          ],
        },
      ),
    ),
  },
  // A counter sale's whole money story: sold by one method, then corrected (cheaper or dearer, the
  // difference through Caja by another) or returned, or left as it is; the day closed.
  fc
    .record({
      price: fc.integer({ min: 100, max: 20_000 }),
      methods: fc.tuple(fc.constantFrom('cash', 'card', 'bizum', 'transfer'), fc.constantFrom('cash', 'card', 'bizum', 'transfer')),
      after: fc.constantFrom('none', 'cheaper', 'dearer', 'return'),
      counted: fc.integer({ min: 0, max: 60_000 }),
    })
    .map(({ price, methods: [sold, back], after, counted }) =>
      Object.assign(
        step(`CounterSaleStory ${price} ${sold}/${back} ${after} counted ${counted}`, async (c) =>
          new SellAtCounter({ kind: 'simplified', method: sold, lines: [{ description: 'Funda', quantity: 2, unitPriceCents: price }] }, `venta-${price}-${sold}-${after}`, c)),
        {
          then: [
            ...(after === 'none'
              ? []
              : [
                  (c: CommandContext, { id: invoice }: CommandResult) =>
                    after === 'return'
                      ? new ReturnCounterSale(invoice, { lines: [{ line: 0, quantity: 1 }], method: back, reason: 'No le vale' }, `dev-${invoice}`, c)
                      : new CorrectInvoice(
                          invoice,
                          false,
                          { reason: 'Precio mal marcado', method: back, lines: [{ description: 'Funda', quantity: 2, unitPriceCents: after === 'cheaper' ? price - 50 : price + 50 }] },
                          `cor-${invoice}`,
                          c,
                        ),
                ]),
            (c: CommandContext) => new CloseCashDay(c.now.toISOString().slice(0, 10), { countedCashCents: counted, floatCents: 5_000, note: 'Cierre' }, false, c),
          ],
        },
      ),
    ),
  fc.record({ repair: id, leaveOwed: fc.boolean() }).map(({ repair, leaveOwed }) =>
    step(`CollectRepair ${repair}${leaveOwed ? ' leaving it owed' : ''}`, async (c) => new CollectRepair(repair, c, leaveOwed))),
  fc.record({ counted: fc.integer({ min: -1, max: 50_000 }), correct: fc.boolean(), note: text(fc.constantFrom('', 'Faltan monedas'), 300) }).map(({ counted, correct, note }) =>
    step(`CloseCashDay ${counted}${correct ? ' (correction)' : ''} ${shown(note)}`, async (c) =>
      new CloseCashDay(c.now.toISOString().slice(0, 10), { countedCashCents: counted, floatCents: 5_000, note: note.value }, correct, c))),
  fc
    .record({ kind: fc.constantFrom('repair', 'order' as const), record: id, request: fc.constantFrom('i-1', 'i-2', 'i-3') })
    .map(({ kind, record, request }) =>
      step(`IssueInvoice ${kind} ${record} ${request}`, async (c) => new IssueInvoice({ source: { kind, id: record }, kind: 'simplified' }, `${request}-${kind}-${record}`, c))),
  fc
    .record({ invoice: id, annul: fc.boolean(), price: fc.integer({ min: -1, max: 30_000 }), reason: text(fc.constantFrom('Precio mal puesto', ''), 300) })
    .map(({ invoice, annul, price, reason }) =>
      step(`${annul ? 'Annul' : 'Rectify'}Invoice ${invoice} ${price} ${shown(reason)}`, async (c) =>
        new CorrectInvoice(
          invoice,
          annul,
          annul ? { reason: reason.value } : { reason: reason.value, lines: [{ description: 'Reparación', quantity: 1, unitPriceCents: price }] },
          `r-${invoice}-${price}`,
          c,
        ),
      ),
    ),
);

const RUNS = 25;
const MAX_COMMANDS = 40;
const TABLES = READ_MODEL_TABLES.filter((table) => table !== 'projection_checkpoints');
/** Tables whose rows are not ordered by an `id`. */
const KEY_OF: Record<string, string> = { activity_rows: 'position', tracking_links: 'token', client_account_links: 'key' };

describe.each(ENGINES)('On $name', (engine) => {
  let dataDir: string;
  let app: INestApplicationContext | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function openShop(): Promise<INestApplicationContext> {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = mkdtempSync(join(tmpdir(), 'taller-prop-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: await engine.databaseUrl() });
    app = await NestFactory.createApplicationContext(TallerCoreModule.register(config), { logger: false });
    return app;
  }

  async function readModels(shop: INestApplicationContext) {
    const knex = shop.get<ReadModels>(MIKRO_ORM).em.getKnex();
    const snapshot: Record<string, unknown[]> = {};
    for (const table of TABLES) snapshot[table] = await knex(table).select().orderBy(KEY_OF[table] ?? 'id');
    return snapshot;
  }

  it(
    'build the same read models by following any sequence of commands as by a rebuild',
    async () => {
      const outcomes = { done: 0, refused: 0, unicodeReadBack: 0, hostileRefused: 0 };
      /** Commands taken, by kind: the sequences must reach the money's states too. */
      const taken = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(fc.array(steps, { minLength: 10, maxLength: MAX_COMMANDS, size: 'max' }), async (sequence) => {
          const shop = await openShop();
          const commands = shop.get(Commands);
          const store = shop.get<EventStore>(EVENT_STORE);
          const knex = shop.get<ReadModels>(MIKRO_ORM).em.getKnex();
          const versionOfClient = async (clientId: number) =>
            ((await knex('client_rows').where({ id: clientId }).first()) as { version: number } | undefined)?.version ?? 1;
          const start = Date.UTC(2026, 10, 2, 9);
          // The shop's legal identity, without which no invoice is issued.
          await commands.run(
            new ChangeShopSettings(
              { identity: { tradeName: 'Taller Pérez', legalName: 'Pérez S.L.', taxId: 'B12345674', street: 'Calle Mayor 1', postalCode: '28921', city: 'Alcorcón', province: 'Madrid', phone: '916 123 456', email: 'taller@example.com' } },
              undefined,
              { actor: SYSTEM_ACTOR, source: 'system', correlationId: 'prop-shop', now: new Date(start - 3_600_000) },
            ),
          );
          for (const [index, { build, describe, writes, then = [] }] of sequence.entries()) {
            const context: CommandContext = { actor: SYSTEM_ACTOR, source: 'system', correlationId: `prop-${index}`, now: new Date(start + index * 3_600_000) };
            const before = await store.headPosition();
            const mustRefuse = writes.filter(({ text }) => text.kind === 'hostile' || text.kind === 'too long');
            let result: CommandResult;
            try {
              result = await commands.run(await build(context, versionOfClient));
              outcomes.done++;
              const kind = describe.split(' ')[0]!;
              taken.set(kind, (taken.get(kind) ?? 0) + 1);
            } catch (error) {
              // A refused command: a domain error (or its HTTP form), with the log untouched.
              const clean = error instanceof DomainError || error instanceof HttpException || error instanceof ConcurrentChange;
              if (!clean) throw error;
              outcomes.refused++;
              if (mustRefuse.length > 0) outcomes.hostileRefused++;
              if (process.env.PROP_DEBUG) console.log((error as Error).constructor.name, (error as Error).message);
              expect(await store.headPosition()).toBe(before);
              continue;
            }
            if (mustRefuse.length > 0) {
              const { column, text } = mustRefuse[0]!;
              throw new Error(`${describe}: ${column} = ${excerpt(text.value, 60)} (${text.kind}) was taken; issue 11 wants it refused with 400 and nothing changed`);
            }
            // What was taken reads back exactly: accents, emoji, CJK, nothing lost or mangled.
            for (const { table, column, text } of writes) {
              const row = (await knex(table).where({ id: result.id }).first()) as Record<string, unknown> | undefined;
              expect({ step: describe, column, stored: row?.[column] }).toEqual({ step: describe, column, stored: text.value });
              if (text.kind === 'unicode') outcomes.unicodeReadBack++;
            }
            let last = result;
            for (const [n, next] of then.entries()) {
              const command = next({ ...context, correlationId: `prop-${index}-${n}`, now: new Date(context.now.getTime() + (n + 1) * 60_000) }, result, last);
              const atHead = await store.headPosition();
              try {
                last = await commands.run(command);
                outcomes.done++;
                taken.set(command.constructor.name, (taken.get(command.constructor.name) ?? 0) + 1);
              } catch (error) {
                if (!(error instanceof DomainError || error instanceof HttpException || error instanceof ConcurrentChange)) throw error;
                outcomes.refused++;
                if (process.env.PROP_DEBUG) console.log(command.constructor.name, (error as Error).message);
                expect(await store.headPosition()).toBe(atHead);
              }
            }
          }
          const followed = await readModels(shop);
          // No unit sold or held that the shop does not have.
          for (const row of followed.product_rows as { id: number; on_hand: number; held: number; available: number }[]) {
            expect({ product: row.id, oversold: row.held < 0 || row.available < 0 || row.on_hand < row.held }).toEqual({ product: row.id, oversold: false });
          }
          await shop.get(Projector).rebuild();
          expect(await readModels(shop)).toEqual(followed);
        }),
        // A failure found is reported with the smallest sequence shrunk by then: shrinking
        // through commands that wait out the read models' bound must not outlast jest's timeout.
        { numRuns: RUNS, verbose: 1, interruptAfterTimeLimit: 100_000 },
      );
      // The sequences do reach the shop's states, not only its refusals. How many succeed
      // depends on the random seed (one run saw 93); more than one a run on average is sure.
      expect(outcomes.done).toBeGreaterThan(RUNS);
      expect(outcomes.refused).toBeGreaterThan(0);
      console.log(
        `${engine.name}: ${outcomes.done} commands taken, ${outcomes.refused} refused (${outcomes.hostileRefused} carrying hostile or too long text), ` +
          `${outcomes.unicodeReadBack} Unicode texts read back exactly`,
      );
      console.log(`${engine.name}: taken by kind: ${[...taken].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
      // Hostile texts were sent and refused, clean Unicode was taken and read back.
      expect(outcomes.hostileRefused).toBeGreaterThan(0);
      expect(outcomes.unicodeReadBack).toBeGreaterThan(0);
    },
    150_000,
  );
});
