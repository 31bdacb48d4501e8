import { randomBytes, randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  accountDecider,
  accountEvents,
  accountMessages as m,
  newStaffAccountSchema,
  NotFound,
  replay,
  staffAccountOnRecord,
  validate,
  type AccountCommand,
  type AccountEvent,
  type StaffAccount,
} from '@taller/domain';
import { WrongExpectedRevision, type EventStore, type NewEvent, type RecordedEvent } from '@taller/event-store';
import { Account, fullName } from '../auth/account.entity.js';
import { AuthService } from '../auth/auth.service.js';
import { PasswordReset } from '../auth/password-reset.entity.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { hashPassword } from '../auth/passwords.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { Outbox } from '../mail/outbox.js';
import { MIKRO_ORM, sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import type { CommandContext } from '../shared/actor.js';
import type { CommandResult } from '../shared/command-result.js';
import { PendingAccountEvent } from './pending-account-event.entity.js';
import { staffAccountAggregate } from './staff-account.stream.js';
import { staffPasswordMail, STAFF_LINK_TTL_MS } from './staff-invitation-mail.js';
import { isStaffRole } from './staff-member.js';

/** Key of PostgreSQL's transaction lock that makes changes to the team take turns (any process); 7262000–7262003 are the event store's, the schema's, the projections' and their leader's. */
const TEAM_LOCK = 7262010;

/** What the whole team adds to a command: read inside the locked transaction. */
export interface TeamFacts {
  otherActiveAdministrators: number;
}

/** A reset link issued with a change: shown once to whoever asked (the CLI prints it). */
export interface IssuedLink {
  link: string;
  expiresAt: Date;
  /** How the outbox will deliver it: by SMTP, or as a `.eml` file under DATA_DIR/outbox. */
  delivery: 'smtp' | 'file';
}

export interface StaffChangeResult extends CommandResult {
  /** The events recorded (none when nothing changed). */
  events: AccountEvent[];
  link?: IssuedLink;
  endedSessions?: number;
}

/** What a transaction decided, before the events reach their stream and the link its delivery. */
type Drafted = Omit<Partial<StaffChangeResult>, 'link'> & { id: number; events: AccountEvent[]; version?: number; link?: Omit<IssuedLink, 'delivery'> };

type PasswordChoice = { kind: 'typed' | 'generated'; password: string } | { kind: 'reset_link'; siteUrl: string };

const emailTaken = () => new ConflictException({ error: 'email_exists', message: m.emailTaken, errors: { email: m.emailTaken } });

/**
 * The shop's team: staff accounts live in the accounts table (their credentials never enter
 * the log), and every change to one is also an event of its stream `account-<id>`, decided by
 * the account decider. A change runs in one transaction of the accounts table that first takes
 * the team's lock (PostgreSQL: an advisory transaction lock; SQLite: the file's write lock), so
 * two Administradores demoting each other at once take turns and the second sees the first's
 * change: the last active Administrador stays. The events are written in the same transaction
 * to `pending_account_events` and moved to the event store right after it commits.
 */
@Injectable()
export class StaffAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('Equipo');
  private flushing: Promise<number> | undefined;


  constructor(
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly outbox: Outbox,
  ) {}

  /** Events left pending by a process that stopped between the commit and the append. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.flushPending();
    } catch (error) {
      this.logger.error(`No se pudieron pasar al registro los cambios pendientes de cuentas: ${(error as Error).message}`);
    }
  }

  /** Creates a staff account with a password (typed or generated) or a link e-mailed to choose one. */
  async create(form: unknown, password: PasswordChoice, context: CommandContext): Promise<StaffChangeResult> {
    const data = validate(newStaffAccountSchema, form, m.formInvalid);
    const passwordHash = await hashPassword(password.kind === 'reset_link' ? randomBytes(32).toString('base64url') : password.password);
    const em = this.orm.em.fork();
    const outcome = await em.transactional(async (tx) => {
      await this.lockTeam(tx);
      if ((await tx.count(Account, { email: data.email })) > 0) throw emailTaken();
      const account = tx.create(Account, { email: data.email, name: data.name, role: data.role, passwordHash, createdAt: context.now });
      await tx.flush();
      const commands: AccountCommand[] = [{ type: 'CreateStaffAccount', accountId: account.id, data, password: password.kind }];
      if (password.kind === 'reset_link') commands.push({ type: 'RecordPasswordResetSent' });
      const events = this.decide(accountDecider.initialState, commands);
      const link =
        password.kind === 'reset_link'
          ? await this.resets.issueLink(tx, account, password.siteUrl, context.now, { ttlMs: STAFF_LINK_TTL_MS, mail: staffPasswordMail('welcome') })
          : undefined;
      this.keepPending(tx, account.id, events, -1, context);
      return { id: account.id, events, link };
    }).catch((error: unknown) => {
      // A customer registering the same address at that moment (registration takes no team lock).
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    });
    return this.finish(outcome);
  }

  /**
   * Runs decider commands against one account, inside the team's lock: `commands` receives
   * what the team looks like right now. `alongside` does the rest of the change in the same
   * transaction (issue a link…).
   */
  async change(
    accountId: number,
    commands: (team: TeamFacts) => AccountCommand[],
    context: CommandContext,
    alongside?: (tx: EntityManager, account: Account, events: AccountEvent[]) => Promise<Omit<Drafted, 'id' | 'events'>>,
    /** The row was already changed (a member's own profile): what it held before, and nothing to apply. */
    rowBefore?: { name: string; email: string },
  ): Promise<StaffChangeResult> {
    await this.flushPending();
    const em = this.orm.em.fork();
    const outcome = await em.transactional(async (tx): Promise<Drafted> => {
      await this.lockTeam(tx);
      const account = await tx.findOne(Account, { id: accountId });
      if (!account || !isStaffRole(account.role)) throw new NotFound(m.notFound);
      const otherActiveAdministrators = await tx.count(Account, { role: 'administrador', disabledAt: null, id: { $ne: accountId } });
      const { state, version } = await this.stateOf(tx, account, rowBefore);
      const events = this.decide(state, commands({ otherActiveAdministrators }));
      if (events.length === 0) return { id: accountId, events, version };
      const extra: Omit<Drafted, 'id' | 'events'> = rowBefore ? {} : await this.applyToRow(tx, account, events, context.now);
      Object.assign(extra, (await alongside?.(tx, account, events)) ?? {});
      this.keepPending(tx, accountId, events, version, context);
      return { id: accountId, events, version, ...extra };
    });
    return this.finish(outcome);
  }

  /**
   * A member of the team saved their own profile (/api/auth/profile), which changed the row:
   * the log records the name or e-mail that changed, as done by them. Customers are no team.
   */
  async recordOwnProfile(account: Account, before: { name: string; email: string }, context: CommandContext): Promise<void> {
    if (!isStaffRole(account.role)) return;
    const after = { name: fullName(account), email: account.email };
    if (after.name === before.name && after.email === before.email) return;
    await this.change(account.id, () => [{ type: 'CorrectStaffDetails', data: after }], context, undefined, before);
  }

  /** Moves every pending account event to its stream, oldest first; answers the last position written or found. */
  flushPending(): Promise<number> {
    // Passes take turns in this process, each starting after it was asked for (so it sees the
    // caller's commit); other processes are kept apart by the event ids.
    const pass = (this.flushing ?? Promise.resolve(0)).catch(() => 0).then(() => this.flushOnce());
    this.flushing = pass;
    return pass;
  }

  private async flushOnce(): Promise<number> {
    const em = this.orm.em.fork();
    const pending = await em.find(PendingAccountEvent, {}, { orderBy: { id: 'asc' } });
    let position = 0;
    for (const row of pending) {
      position = await this.appendOnce(row);
      await em.nativeDelete(PendingAccountEvent, { id: row.id });
    }
    return position;
  }

  /** Appends the event unless its stream already has it (an earlier pass, or another process). */
  private async appendOnce(row: PendingAccountEvent): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const stream = await this.store.readStream(row.streamId);
      const found = stream.find((event) => event.id === row.eventId);
      if (found) return found.position;
      const event: NewEvent = {
        id: row.eventId,
        type: row.type,
        schemaVersion: row.schemaVersion,
        data: JSON.parse(row.data),
        metadata: JSON.parse(row.metadata),
      };
      try {
        const result = await this.store.append(row.streamId, [event], stream.length === 0 ? 'no_stream' : stream.length - 1);
        return result.position;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision) || attempt >= 5) throw error;
      }
    }
  }

  /** The account as its events tell it; an account older than its stream, as the table holds it. */
  private async stateOf(tx: EntityManager, account: Account, rowBefore?: { name: string; email: string }): Promise<{ state: StaffAccount; version: number }> {
    const aggregate = staffAccountAggregate(account.id);
    const recorded: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>[] = await this.store.readStream(aggregate.streamId);
    const pending = await tx.find(PendingAccountEvent, { streamId: aggregate.streamId }, { orderBy: { id: 'asc' } });
    const all = [...recorded, ...pending.map((p) => ({ type: p.type, schemaVersion: p.schemaVersion, data: JSON.parse(p.data) as unknown }))];
    const version = all.length - 1;
    if (all[0]?.type === 'StaffAccountCreated') return { state: replay(accountDecider, all.map((e) => accountEvents.parse(e))), version };
    const onRecord = staffAccountOnRecord({
      id: account.id,
      email: rowBefore?.email ?? account.email,
      name: rowBefore?.name ?? fullName(account),
      role: account.role as 'administrador' | 'gerente',
      active: !account.disabledAt,
    });
    return { state: onRecord, version };
  }

  private decide(state: StaffAccount, commands: AccountCommand[]): AccountEvent[] {
    const events: AccountEvent[] = [];
    let current = state;
    for (const command of commands) {
      const decided = accountDecider.decide(command, current);
      current = decided.reduce(accountDecider.evolve, current);
      events.push(...decided);
    }
    return events;
  }

  /** What the events mean for the accounts table: the role, the name, the e-mail, the sessions. */
  private async applyToRow(tx: EntityManager, account: Account, events: AccountEvent[], now: Date): Promise<Partial<StaffChangeResult>> {
    const extra: Partial<StaffChangeResult> = {};
    for (const event of events) {
      switch (event.type) {
        case 'StaffRoleChanged':
          account.role = event.data.to;
          break;
        case 'StaffDetailsCorrected':
          if (event.data.changes.name !== undefined) {
            account.name = event.data.changes.name;
            account.lastName = null;
          }
          if (event.data.changes.email !== undefined) {
            if ((await tx.count(Account, { email: event.data.changes.email, id: { $ne: account.id } })) > 0) throw emailTaken();
            account.email = event.data.changes.email;
            // A link sent to the old address must not open the account any more.
            await tx.nativeDelete(PasswordReset, { accountId: account.id, usedAt: null });
          }
          break;
        case 'StaffAccountDisabled':
          account.disabledAt = now;
          extra.endedSessions = await this.auth.endSessions(tx, account.id);
          await tx.nativeDelete(PasswordReset, { accountId: account.id, usedAt: null });
          break;
        case 'StaffAccountEnabled':
          account.disabledAt = null;
          break;
        default:
          break;
      }
    }
    return extra;
  }

  private keepPending(tx: EntityManager, accountId: number, events: AccountEvent[], _version: number, context: CommandContext): void {
    const { streamId } = staffAccountAggregate(accountId);
    for (const event of events) {
      tx.create(PendingAccountEvent, {
        eventId: randomUUID(),
        streamId,
        type: event.type,
        schemaVersion: accountEvents.versionOf(event.type),
        data: JSON.stringify(event.data),
        metadata: JSON.stringify({
          actor: { id: context.actor.id, name: context.actor.name, role: context.actor.role },
          occurredAt: context.now.toISOString(),
          correlationId: context.correlationId,
          causationId: null,
          source: context.source,
        }),
      });
    }
  }

  /** After the commit: the events to their stream, the e-mail on its way. */
  private async finish(outcome: Drafted): Promise<StaffChangeResult> {
    if (outcome.link) this.outbox.wake();
    const position = outcome.events.length > 0 ? await this.flushPending() : 0;
    const link = outcome.link ? { ...outcome.link, delivery: this.outbox.delivery } : undefined;
    const version = (outcome.version ?? -1) + outcome.events.length;
    return { ...outcome, id: outcome.id, position, version, link };
  }

  /** Takes the team's lock for the rest of the transaction: changes to the team take turns. */
  private async lockTeam(tx: EntityManager): Promise<void> {
    const sql = sqliteFileOf(this.orm)
      ? // Any write takes SQLite's one write lock at once, held to the commit (a deferred
        // transaction that only read first could find the file changed under it).
        'update accounts set id = id where 1 = 0'
      : `select pg_advisory_xact_lock(${TEAM_LOCK})`;
    await (tx as unknown as { execute(sql: string): Promise<unknown> }).execute(sql);
  }

  /** Whether the shop has an active Administrador (else it says how to create one). */
  async hasActiveAdministrator(): Promise<boolean> {
    return (await this.orm.em.fork().count(Account, { role: 'administrador', disabledAt: null })) > 0;
  }
}
