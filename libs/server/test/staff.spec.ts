import { accountMessages } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { ENGINES } from '../../../tools/test-databases.js';
import { Account } from '../src/auth/account.entity.js';
import { authMessages } from '../src/auth/auth.messages.js';
import { StaffAccounts } from '../src/accounts/staff-accounts.js';
import { PendingAccountEvent } from '../src/accounts/pending-account-event.entity.js';
import { AttemptCounters } from '../src/shared/attempt-counters.js';
import { EVENT_STORE, MIKRO_ORM, type ReadModels } from '../src/index.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

let serial = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++serial}@taller.es`;

/** Every route of the team, as a request that would succeed for an Administrador. */
const TEAM_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/staff'],
  ['GET', '/api/staff/1'],
  ['GET', '/api/staff/1/history'],
  ['POST', '/api/staff', { email: 'nuevo@taller.es', name: 'Nuevo', role: 'gerente' }],
  ['PUT', '/api/staff/1', { name: 'Otro nombre' }],
  ['POST', '/api/staff/1/disable'],
  ['POST', '/api/staff/1/enable'],
  ['POST', '/api/staff/1/password-reset'],
];

describe.each(ENGINES)('The shop’s team on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let admin: ReturnType<typeof client>;
  let adminCookie: string;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    adminCookie = await api.login('administrador@taller.demo');
    admin = client(api.url, adminCookie);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => api.app.get(AttemptCounters).forgetAll());

  /** A new member created by the Administrador, with a password set through the e-mailed link; answers the member and a signed-in client. */
  async function newMember(role: 'administrador' | 'gerente', password = 'Clave-segura-9') {
    const email = uniqueEmail(role);
    const created = await admin('/api/staff', { method: 'POST', body: { email, name: `Miembro ${role}`, role } });
    expect(created.status).toBe(201);
    const token = new URL(created.json.mail.link).searchParams.get('token');
    const reset = await client(api.url)('/api/auth/reset-password', { method: 'POST', body: { token, password, confirmPassword: password } });
    expect(reset.status).toBe(200);
    const cookie = await api.login(email, password);
    return { member: created.json, email, password, cookie, as: client(api.url, cookie) };
  }

  it('refuses every team route to a Gerente (403), a customer (403) and a visitor (401)', async () => {
    const gerente = client(api.url, await api.login('gerente@taller.demo'));
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    const visitor = client(api.url);
    for (const [method, path, body] of TEAM_ROUTES) {
      expect({ path, method, status: (await gerente(path, { method, body })).status }).toEqual({ path, method, status: 403 });
      expect({ path, method, status: (await customer(path, { method, body })).status }).toEqual({ path, method, status: 403 });
      expect({ path, method, status: (await visitor(path, { method, body })).status }).toEqual({ path, method, status: 401 });
    }
  });

  it('lists the team with the unmodified ra-data-simple-rest, never a customer', async () => {
    const provider = dataProvider(api.url, adminCookie);
    const { data, total } = await provider.getList('staff', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(data.map((m) => m.email)).toEqual(expect.arrayContaining(['administrador@taller.demo', 'gerente@taller.demo']));
    expect(data.map((m) => m.email)).not.toContain('cliente@taller.demo');
    expect(total).toBe(data.length);
    expect(data.find((m) => m.email === 'gerente@taller.demo')).toMatchObject({ role: 'gerente', roleLabel: 'Gerente', active: true, stateLabel: 'Activa' });
    const customerId = (await api.app.get<ReadModels>(MIKRO_ORM).em.fork().findOneOrFail(Account, { email: 'cliente@taller.demo' })).id;
    expect((await admin(`/api/staff/${customerId}`)).status).toBe(404);
    const filtered = await provider.getList('staff', { pagination: { page: 1, perPage: 5 }, sort: { field: 'email', order: 'DESC' }, filter: { q: 'GERENTE', role: 'gerente' } });
    expect(filtered.data.map((m) => m.email)).toContain('gerente@taller.demo');
  });

  it('creates a member who sets a password from the e-mailed link, then changes the role and records all of it, with no secret in the log', async () => {
    const { member, email, as } = await newMember('gerente');
    expect(member.mail).toMatchObject({ delivery: 'file', link: expect.stringContaining('/recuperar-contrasena?token=') });
    expect(member.mail.message).toContain('no se ha enviado');
    expect((await as('/api/repairs')).status).toBe(200);
    expect((await as('/api/staff')).status).toBe(403);

    const provider = dataProvider(api.url, adminCookie);
    const updated = await provider.update('staff', { id: member.id, data: { ...member, role: 'administrador' }, previousData: member });
    expect(updated.data).toMatchObject({ role: 'administrador', roleLabel: 'Administrador' });
    expect((await as('/api/staff')).status).toBe(200);

    const history = (await admin(`/api/staff/${member.id}/history`)).json as { type: string; source: string; actor: { name: string }; changes: { field: string; from: unknown; to: unknown }[] }[];
    expect(history.map((h) => h.type)).toEqual(['StaffAccountCreated', 'StaffPasswordResetSent', 'StaffRoleChanged']);
    expect(history[2]).toMatchObject({ source: 'api', actor: { name: 'Ana Administradora' }, changes: [{ field: 'role', from: 'Gerente', to: 'Administrador' }] });

    const store = api.app.get<EventStore>(EVENT_STORE);
    const events = JSON.stringify(await store.readStream(`account-${member.id}`));
    const row = await api.app.get<ReadModels>(MIKRO_ORM).em.fork().findOneOrFail(Account, { email });
    expect(events).not.toContain(row.passwordHash);
    expect(events).not.toContain(new URL(member.mail.link).searchParams.get('token'));
    expect(events).not.toMatch(/password"?\s*:\s*"(?!reset_link|typed|generated)/);
    expect(await api.app.get<ReadModels>(MIKRO_ORM).em.fork().count(PendingAccountEvent, {})).toBe(0);
  });

  it('refuses a taken e-mail (409) and hostile text (400) in Spanish', async () => {
    const taken = await admin('/api/staff', { method: 'POST', body: { email: 'gerente@taller.demo', name: 'Otro', role: 'gerente' } });
    expect(taken).toMatchObject({ status: 409, json: { message: accountMessages.emailTaken } });
    const nul = await admin('/api/staff', { method: 'POST', body: { email: uniqueEmail('x'), name: 'A\u0000b', role: 'gerente' } });
    expect(nul.status).toBe(400);
    const role = await admin('/api/staff', { method: 'POST', body: { email: uniqueEmail('x'), name: 'Ana', role: 'customer' } });
    expect(role).toMatchObject({ status: 400, json: { errors: { role: accountMessages.roleInvalid } } });
  });

  it('disabling ends every session of the account at once; it then cannot sign in, and enabling lets it back', async () => {
    const { member, email, password, cookie, as } = await newMember('gerente');
    const second = client(api.url, await api.login(email, password));
    expect((await as('/api/auth/me')).json.user.email).toBe(email);

    const disabled = await admin(`/api/staff/${member.id}/disable`, { method: 'POST' });
    expect(disabled.status).toBe(200);
    expect(disabled.json).toMatchObject({ active: false, stateLabel: 'Desactivada', endedSessions: 2, changed: true });
    expect((await as('/api/repairs')).status).toBe(401);
    expect((await second('/api/repairs')).status).toBe(401);
    expect(cookie).toBeTruthy();

    const login = (pass: string) => client(api.url)('/api/auth/login', { method: 'POST', body: { email, password: pass, area: 'staff' } });
    expect(await login(password)).toMatchObject({ status: 403, json: { message: authMessages.accountDisabled } });
    // A wrong password learns nothing: the usual answer.
    expect(await login('no-es-la-clave')).toMatchObject({ status: 401, json: { message: authMessages.badCredentials } });
    // No reset link for a disabled account, from the screen or from "forgot password".
    expect((await admin(`/api/staff/${member.id}/password-reset`, { method: 'POST' })).json.message).toBe(accountMessages.disabledNoReset);

    expect((await admin(`/api/staff/${member.id}/disable`, { method: 'POST' })).json).toMatchObject({ changed: false });
    expect((await admin(`/api/staff/${member.id}/enable`, { method: 'POST' })).json).toMatchObject({ active: true, changed: true });
    expect((await login(password)).status).toBe(200);
  });

  it('keeps the last active Administrador: nobody disables or demotes it, nor themselves', async () => {
    const adminId = (await admin('/api/auth/me')).json.user.id as number;
    expect(await admin(`/api/staff/${adminId}/disable`, { method: 'POST' })).toMatchObject({ status: 409, json: { message: accountMessages.notYourself } });
    expect(await admin(`/api/staff/${adminId}`, { method: 'PUT', body: { role: 'gerente' } })).toMatchObject({ status: 409, json: { message: accountMessages.notYourself } });

    // Every other Administrador disabled: the demo one is the last, and another one cannot take it away either.
    const other = await newMember('administrador');
    const team = (await admin('/api/staff?range=[0,999]')).json as { id: number; role: string; active: boolean }[];
    for (const m of team) {
      if (m.role === 'administrador' && m.active && m.id !== adminId && m.id !== other.member.id) await admin(`/api/staff/${m.id}/disable`, { method: 'POST' });
    }
    expect((await other.as(`/api/staff/${adminId}/disable`, { method: 'POST' })).status).toBe(200);
    // `other` is now the last active Administrador: the demo one, enabled again, may not disable it…
    await other.as(`/api/staff/${adminId}/enable`, { method: 'POST' });
    const demoAdmin = client(api.url, await api.login('administrador@taller.demo'));
    expect((await demoAdmin(`/api/staff/${other.member.id}/disable`, { method: 'POST' })).status).toBe(200);
    // …and now the demo one is the last again: the service refuses whoever asks (the CLI has no account).
    const refused = await api.app.get(StaffAccounts).change(adminId, ({ otherActiveAdministrators }) => [{ type: 'DisableStaffAccount', otherActiveAdministrators, byAccountId: null }], {
      actor: { id: null, name: 'Línea de comandos', role: 'cli' },
      source: 'cli',
      correlationId: 'test',
      now: new Date(),
    }).catch((error: Error) => error);
    expect(refused).toMatchObject({ message: accountMessages.lastAdministrator });
    adminCookie = await api.login('administrador@taller.demo');
    admin = client(api.url, adminCookie);
  });

  it('lets only one of two Administradores demoting each other at the same moment win: one stays', async () => {
    const a = await newMember('administrador');
    const b = await newMember('administrador');
    const orm = api.app.get<ReadModels>(MIKRO_ORM);
    // Only a and b are active Administradores.
    await orm.em.fork().nativeUpdate(Account, { role: 'administrador', id: { $nin: [a.member.id, b.member.id] } }, { disabledAt: new Date() });
    try {
      const [first, second] = await Promise.all([
        a.as(`/api/staff/${b.member.id}`, { method: 'PUT', body: { role: 'gerente' } }),
        b.as(`/api/staff/${a.member.id}`, { method: 'PUT', body: { role: 'gerente' } }),
      ]);
      const statuses = [first.status, second.status].sort();
      // The loser either finds itself demoted already (403: it is no Administrador any more) or
      // is refused as the last one (409); never both demoted.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await orm.em.fork().count(Account, { role: 'administrador', disabledAt: null })).toBe(1);
    } finally {
      await orm.em.fork().nativeUpdate(Account, { email: 'administrador@taller.demo' }, { disabledAt: null, role: 'administrador' });
    }
  });

  it('records a member’s own profile change of name or e-mail in the account’s stream, as done by them', async () => {
    const { member, as } = await newMember('gerente');
    const saved = await as('/api/auth/profile', { method: 'PUT', body: { firstName: 'Renombrada', lastName: 'Por Sí Misma', email: member.email, phone: '' } });
    expect(saved.status).toBe(200);
    const history = (await admin(`/api/staff/${member.id}/history`)).json as { type: string; source: string; actor: { name: string }; changes: { field: string; from: unknown; to: unknown }[] }[];
    expect(history.at(-1)).toMatchObject({
      type: 'StaffDetailsCorrected',
      source: 'api',
      actor: { name: 'Renombrada Por Sí Misma' },
      changes: [{ field: 'name', from: 'Miembro gerente', to: 'Renombrada Por Sí Misma' }],
    });
    // The demo Gerente's account is older than its stream: its first event is this correction.
    const gerente = client(api.url, await api.login('gerente@taller.demo'));
    await gerente('/api/auth/profile', { method: 'PUT', body: { firstName: 'Gonzalo', lastName: 'Gerente Pérez', email: 'gerente@taller.demo', phone: '' } });
    const id = (await gerente('/api/auth/me')).json.user.id as number;
    const own = (await admin(`/api/staff/${id}/history`)).json as { changes: { from: unknown; to: unknown }[] }[];
    expect(own.at(-1)!.changes).toEqual([expect.objectContaining({ from: 'Gonzalo Gerente', to: 'Gonzalo Gerente Pérez' })]);
    await gerente('/api/auth/profile', { method: 'PUT', body: { firstName: 'Gonzalo', lastName: 'Gerente', email: 'gerente@taller.demo', phone: '' } });
  });

  it('answers the setup question: a demo shop has its accounts', async () => {
    expect((await client(api.url)('/api/auth/setup')).json).toEqual({ needsFirstAccount: false });
  });
});
