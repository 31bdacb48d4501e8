import { ConflictException, type INestApplicationContext } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import type { EventStore } from '@taller/event-store';
import { RegisterClient } from '../clients/commands/register-client/register-client.command.js';
import type { TallerConfig } from '../config/config.js';
import { EVENT_STORE, TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { Note } from '../notes/note.entity.js';
import { NotesService } from '../notes/notes.service.js';
import { ChangeOrderStatus } from '../orders/commands/change-order-status/change-order-status.command.js';
import { PlaceOrder } from '../orders/commands/place-order/place-order.command.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { Projector } from '../projections/projector.js';
import { NotifyRepairCompletion } from '../repairs/commands/notify-repair-completion/notify-repair-completion.command.js';
import { ChangeRepairStatus } from '../repairs/commands/change-repair-status/change-repair-status.command.js';
import { CorrectRepairDetails } from '../repairs/commands/correct-repair-details/correct-repair-details.command.js';
import { RegisterRepair } from '../repairs/commands/register-repair/register-repair.command.js';
import { SellAtCounter } from '../invoices/commands/sell-at-counter/sell-at-counter.command.js';
import { RecordRepairMovement } from '../repairs/commands/record-repair-movement/record-repair-movement.command.js';
import { ArchiveRevision } from '../revisions/commands/archive-revision/archive-revision.command.js';
import { ConvertRevision } from '../revisions/commands/convert-revision/convert-revision.command.js';
import { CorrectRevisionDetails } from '../revisions/commands/correct-revision-details/correct-revision-details.command.js';
import { RegisterRevision } from '../revisions/commands/register-revision/register-revision.command.js';
import { commandContext, DEMO_DATA_CORRELATION, type Actor, type CommandContext } from '../shared/actor.js';
import type { CommandResult } from '../shared/command-result.js';
import { noteAuthor } from './demo-data.js';
import { DEMO_COUNTER_SALES, demoCounterSaleForm } from './demo-catalogue.js';
import { seedDemoShopSettings } from './demo-shop-settings.js';
import { DemoRandom, mobileNumber, planDemoShop, type DemoJob, type DemoSizes, type DemoStep } from './demo-generator.js';

export const demoSeedMessages = {
  notDemo:
    'El taller no está en modo demostración: los datos de demostración (y su gerente de contraseña pública) solo se crean con DEMO=on.',
  shopNotEmpty: (events: number, notes: number) =>
    `El taller ya tiene datos (${events} eventos, ${notes} notas): no se añaden datos de demostración. Usa --force para añadirlos igualmente.`,
} as const;

export class ShopNotEmpty extends Error {}
export class NotADemo extends Error {}

export interface SeedOptions {
  sizes: DemoSizes;
  seed: number;
  /** The moment the shop is seen from: history before it, bookings after. */
  today?: Date;
  force?: boolean;
  actor: Actor;
  source: CommandContext['source'];
  /** Commands sent at once before waiting for the read models. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedCounts {
  clients: number;
  repairs: number;
  /** Repairs that came from converting a revision (on top of `repairs`). */
  convertedRepairs: number;
  revisions: number;
  orders: number;
  notes: number;
  events: number;
}

interface Action {
  at: Date;
  job: DemoJob;
  step?: DemoStep;
}

/**
 * Fills the shop with a plausible history through the API's own commands, dated in the
 * past with the commands' `now`. Commands on different records run together in batches
 * and the read models are awaited once per batch, which is what makes large runs fast.
 */
export async function seedDemoShop(app: INestApplicationContext, options: SeedOptions): Promise<SeedCounts> {
  // The notes' author is the demo manager, whose password is public: never in a real shop.
  if (!app.get<TallerConfig>(TALLER_CONFIG).demo) throw new NotADemo(demoSeedMessages.notDemo);
  const store = app.get<EventStore>(EVENT_STORE);
  const orm = app.get<ReadModels>(MIKRO_ORM);
  const events = await store.headPosition();
  const existingNotes = await orm.em.fork().count(Note, {});
  if ((events > 0 || existingNotes > 0) && !options.force) throw new ShopNotEmpty(demoSeedMessages.shopNotEmpty(events, existingNotes));

  const bus = app.get(CommandBus);
  const projector = app.get(Projector);
  const plan = planDemoShop(options.sizes, options.seed, options.today ?? new Date());
  const at = (instant: Date): CommandContext => ({ ...commandContext(options.actor, options.source, DEMO_DATA_CORRELATION), now: instant });
  const batchSize = options.batchSize ?? 200;
  const counts: SeedCounts = { clients: 0, repairs: 0, convertedRepairs: 0, revisions: 0, orders: 0, notes: 0, events: 0 };

  const actions: Action[] = plan.jobs.flatMap((job) => [{ at: job.at, job }, ...job.steps.map(({ at, step }) => ({ at, job, step }))]);
  actions.sort((a, b) => a.at.getTime() - b.at.getTime());
  const total = plan.clients.length + actions.length + plan.notes.length;
  let done = 0;
  let highest = 0;
  const progress = (count: number) => options.onProgress?.((done += count), total);

  let pending: (() => Promise<CommandResult>)[] = [];
  const flush = async () => {
    const results = await Promise.all(pending.map((run) => run()));
    for (const { position } of results) highest = Math.max(highest, position);
    while (highest > 0 && !(await projector.waitFor(highest, 60_000))) {
      if (projector.degraded) throw new Error('Las vistas están detenidas en un evento que no pueden aplicar (taller proyecciones estado)');
    }
    progress(pending.length);
    pending = [];
    // SQLite answers synchronously, so a batch may never leave the microtask queue: let
    // timers (the progress bar's) run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  };
  const execute = <R extends CommandResult>(command: Command<R>): Promise<R> => bus.execute(command);

  // The demo's fictional shop first, dated before the history, so every job is taken in under its terms.
  // A loop, not Math.min(...all): 300,000 arguments overflow the stack.
  let first = Date.now();
  for (const { at: instant } of [...plan.clients, ...actions]) first = Math.min(first, instant.getTime());
  await seedDemoShopSettings(app, at(new Date(first)));
  await projector.waitFor(await store.headPosition(), 60_000);

  // Clients first: the duplicate check reads the client list, so each batch waits for it.
  const clientIds: number[] = [];
  const fallback = new DemoRandom(options.seed ^ 0x5eed);
  for (const [index, client] of plan.clients.entries()) {
    pending.push(async () => {
      for (let attempt = 0; ; attempt++) {
        // Seeding over existing data (--force) may meet the same phone or e-mail: take another.
        const form = attempt === 0 ? client.form : { ...client.form, phone: mobileNumber(fallback), email: client.form.email && `${attempt}.${client.form.email}` };
        try {
          const result = await execute(new RegisterClient(form, at(client.at)));
          clientIds[index] = result.id;
          counts.clients++;
          return result;
        } catch (error) {
          if (!(error instanceof ConflictException) || attempt >= 5) throw error;
        }
      }
    });
    if (pending.length >= batchSize) await flush();
  }
  await flush();

  const ids = new Map<DemoJob, number>();
  const inBatch = new Set<DemoJob>();
  let creating: Promise<unknown> = Promise.resolve();
  for (const action of actions) {
    if (inBatch.has(action.job)) {
      await flush();
      inBatch.clear();
    }
    inBatch.add(action.job);
    // A new record takes its number when its turn comes: the records of a batch are created one
    // after another (their other steps run alongside), so the same --seed gives the same numbers.
    if (action.step) pending.push(() => run(action));
    else
      pending.push(() => {
        const turn = creating.then(() => run(action));
        creating = turn.catch(() => undefined);
        return turn;
      });
    if (pending.length >= batchSize) {
      await flush();
      inBatch.clear();
    }
  }
  await flush();

  async function run({ at: instant, job, step }: Action): Promise<CommandResult> {
    const context = at(instant);
    if (!step) {
      const form = { ...job.form, clientId: clientIds[job.client] };
      const command =
        job.kind === 'repair' ? new RegisterRepair(form, context) : job.kind === 'revision' ? new RegisterRevision(form, context) : new PlaceOrder(form, context);
      const result = await execute(command);
      ids.set(job, result.id);
      counts[job.kind === 'repair' ? 'repairs' : job.kind === 'revision' ? 'revisions' : 'orders']++;
      return result;
    }
    const id = ids.get(job)!;
    switch (step.kind) {
      case 'repairStatus':
        return execute(new ChangeRepairStatus(id, step.status, context));
      case 'repairNotice':
        return execute(new NotifyRepairCompletion(id, step.channel, context));
      case 'repairPaid': {
        // Paid in full at the counter: a payment of its price, which marks it 'Pagada'.
        const amountCents = job.form['priceCents'];
        if (typeof amountCents === 'number' && amountCents > 0) {
          return execute(new RecordRepairMovement(id, 'payment', { amountCents, method: step.paymentMethod }, `demo-repair-${id}-paid`, context));
        }
        return execute(new CorrectRepairDetails(id, { isPaid: true, paymentMethod: step.paymentMethod }, undefined, context));
      }
      case 'revisionStatus':
        return execute(new CorrectRevisionDetails(id, { status: step.status }, undefined, context));
      case 'revisionArchive':
        return execute(new ArchiveRevision(id, context));
      case 'revisionConvert': {
        const result = await execute(new ConvertRevision(id, context));
        counts.convertedRepairs++;
        return result;
      }
      case 'orderStatus':
        // The generated shop's orders predate payments at the counter: what an unpaid one owed at its delivery stays owed.
        return execute(new ChangeOrderStatus(id, step.status, context, undefined, undefined, step.status === 'delivered'));
    }
  }

  // A few counter sales today (free lines: this shop has no catalogue), their money in the day's
  // cash: the billing log and its VERI*FACTU chain are never empty in a demo.
  if (plan.clients.length > 0) {
    for (const [index, sale] of DEMO_COUNTER_SALES.entries()) {
      await execute(new SellAtCounter(demoCounterSaleForm(sale), `demo-counter-${index + 1}`, at(new Date())));
    }
    await projector.waitFor(await store.headPosition(), 60_000);
  }

  if (plan.notes.length) {
    const author = await noteAuthor(app, orm);
    const notes = app.get(NotesService);
    for (const note of plan.notes) {
      await notes.create(note.form, { ...at(note.at), actor: author });
      counts.notes++;
      progress(1);
    }
  }
  counts.events = (await store.headPosition()) - events;
  return counts;
}

