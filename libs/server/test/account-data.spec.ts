import { ENGINES } from '../../../tools/test-databases.js';
import { Account, Session } from '../src/auth/account.entity.js';
import { EmailVerification } from '../src/auth/email-verification.entity.js';
import { PasswordReset } from '../src/auth/password-reset.entity.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { MIKRO_ORM, type ReadModels } from '../src/index.js';
import { AttemptCounters } from '../src/shared/attempt-counters.js';
import { client, eventually, type RunningApi, startApi } from './harness.js';
import { HOSTILE_TEXTS, ONE_MB } from './hostile-text.js';

/**
 * A customer's own data (issue 16): from /perfil they download a copy of everything the shop
 * keeps about their account, and delete the account with their password. The shop keeps the
 * client record and its work; the account, its sessions and links go, and the client's
 * history says the customer unlinked it.
 */

const PASSWORD = 'Segura#2025';
const WRONG_PASSWORD = 'La contraseña no es correcta. La cuenta no se ha eliminado.';
const PASSWORD_REQUIRED = 'Escribe tu contraseña para eliminar la cuenta';
const BAD_CREDENTIALS = 'Credenciales incorrectas. Verifica tus datos.';
let serial = 0;

/** An e-mail and a phone nobody has yet. */
function unique() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return { email: `lucia.${stamp}@example.com`, phone: `6${stamp.slice(-8)}` };
}

const cookieOf = (headers: Headers) => headers.get('set-cookie')!.split(';')[0]!;
type As = ReturnType<typeof client>;

describe.each(ENGINES)("A customer's own data on $name", ({ databaseUrl }) => {
  let api: RunningApi;
  let anonymous: As;
  let staff: As;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    anonymous = client(api.url);
    staff = client(api.url, await api.login('gerente@taller.demo'));
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => api.app.get(AttemptCounters).forgetAll());

  const em = () => api.app.get<ReadModels>(MIKRO_ORM).em.fork();
  /** Verification e-mails sent to each address so far: a second registration reads its own. */
  const mailsAsked = new Map<string, number>();
  const verificationsSent = (email: string) => (mailsAsked.get(email) ?? 1) - 1;

  /** A customer registers (signed in at once) and, unless told not to, opens the link of the e-mail. */
  async function customer({ email = unique().email, verified = true }: { email?: string; verified?: boolean } = {}) {
    const form = { firstName: 'Lucía', lastName: 'Marín Soto', email, phone: unique().phone, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, acceptPrivacy: true };
    const registered = await anonymous('/api/auth/register', { method: 'POST', body: form });
    expect(registered.status).toBe(201);
    mailsAsked.set(email, (mailsAsked.get(email) ?? 0) + 1);
    if (verified) {
      const mail = await eventually<OutboxFile>(async () => (await readOutboxFolder(api.config.dataDir)).filter((file) => file.to === email && file.text.includes('/verificar-correo/')).at(verificationsSent(email)));
      const token = /\/verificar-correo\/([\w-]+)/.exec(mail.text)![1]!;
      expect((await anonymous('/api/account/verify-email', { method: 'POST', body: { token } })).status).toBe(200);
    }
    return { form, id: registered.json.user.id as number, as: client(api.url, cookieOf(registered.headers)), cookie: cookieOf(registered.headers) };
  }

  async function newClient(email: string, name = 'Lucía') {
    const response = await staff('/api/clients', { method: 'POST', body: { name, lastName: 'Marín', phone: unique().phone, email } });
    expect(response.status).toBe(201);
    return response.json.id as number;
  }

  /** A repair, a revision and an order of the client. */
  async function workOf(clientId: number) {
    const repair = await staff('/api/repairs', {
      method: 'POST',
      body: { clientId, device: 'Móvil', model: 'Pixel 7', contactNumber: '600 111 222', description: 'No carga', priceCents: 8_900, internalNotes: 'NOTA-INTERNA', unlockCode: '4812', entryDate: '2026-11-02' },
    });
    const revision = await staff('/api/revisions', {
      method: 'POST',
      body: { clientId, device: 'Portátil', model: 'HP 15', contactNumber: '611 222 333', motive: 'diagnostico', description: 'Se calienta', date: '2026-11-10' },
    });
    const order = await staff('/api/orders', { method: 'POST', body: { clientId, name: 'Funda Pixel 7', description: 'Negra', quantity: 2, unitPriceCents: 1_250, date: '2026-11-05' } });
    expect([repair.status, revision.status, order.status]).toEqual([201, 201, 201]);
    return { repair: repair.json.id as number, revision: revision.json.id as number, order: order.json.id as number };
  }

  const number = (prefix: 'R' | 'V' | 'P', id: number) => `${prefix}-${String(id).padStart(6, '0')}`;
  const deleteAccount = (as: As, body: unknown) => as('/api/account/delete', { method: 'POST', body });
  const login = (email: string, password = PASSWORD) => anonymous('/api/auth/login', { method: 'POST', body: { email, password } });

  describe('Downloading their data', () => {
    it('answers a JSON file with the account, its clients and their work, the notice preference and the contact messages', async () => {
      const { email } = unique();
      const clientId = await newClient(email);
      const work = await workOf(clientId);
      const stranger = await newClient(unique().email, 'Otra');
      await workOf(stranger);
      expect((await staff(`/api/clients/${clientId}/notice-preference`, { method: 'PUT', body: { optedOut: true } })).status).toBe(200);
      const message = { name: 'Lucía Marín', email: email.toUpperCase(), phone: '612 345 678', subject: 'Presupuesto', message: '¿Cuánto cuesta la batería?', template: 'custom' };
      expect((await anonymous('/api/contact', { method: 'POST', body: message })).status).toBe(201);
      // Someone else's message: another address, even one LIKE would take for it.
      const lookalike = email.replace('.', '_');
      expect((await anonymous('/api/contact', { method: 'POST', body: { ...message, email: lookalike, subject: 'De otra persona' } })).status).toBe(201);
      // 'Agotado: te avisamos' on a sold-out product, left with the same address.
      const product = (await staff('/api/products', { method: 'POST', body: { name: 'Funda agotada', category: 'cases', priceCents: 1500 } })).json;
      expect((await anonymous(`/api/catalogue/products/${product.id}/alerts`, { method: 'POST', body: { email: email.toUpperCase() } })).status).toBe(201);
      const { as, id } = await customer({ email });

      const response = await as('/api/account/data');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mis-datos-taller-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const data = response.json;
      expect(data.explanation).toContain('datos personales que el taller guarda de ti');
      expect(Date.parse(data.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(data.account).toMatchObject({ id, email, firstName: 'Lucía', lastName: 'Marín Soto', role: 'customer', roleLabel: 'Cliente', emailVerified: true });
      expect(data.sessions).toEqual([expect.objectContaining({ openedAt: expect.any(String), remembered: false })]);
      expect(data.clients).toEqual([
        expect.objectContaining({ id: clientId, name: 'Lucía', lastName: 'Marín', email, linkedVia: 'email', notices: expect.objectContaining({ courtesyNotices: false, changedBy: 'Gonzalo Gerente' }) }),
      ]);
      expect(data.work.map((item: { number: string }) => item.number)).toEqual([number('V', work.revision), number('P', work.order), number('R', work.repair)]);
      const repair = data.work.find((item: { kind: string }) => item.kind === 'repair');
      expect(repair).toMatchObject({ clientId, item: 'Móvil Pixel 7', status: 'Recibida', details: { description: 'No carga', priceCents: 8_900, entryDate: '2026-11-02' } });
      expect(repair.steps[0]).toEqual({ label: expect.any(String), at: expect.any(String) });
      expect(data.work.find((item: { kind: string }) => item.kind === 'order').details).toMatchObject({ quantity: 2, unitPriceCents: 1_250, totalCents: 2_500 });
      expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Presupuesto', message: '¿Cuánto cuesta la batería?', answered: false })]);
      expect(data.stockAlerts).toEqual([{ productId: product.id, product: 'Funda agotada', email: email.toUpperCase(), askedAt: expect.any(String) }]);
      // Never a password's hash, a token, the shop's internal notes or an unlock code.
      expect(response.text).not.toMatch(/passwordHash|tokenHash|NOTA-INTERNA|4812|scrypt|Otra/);
    });

    it('holds only the account until its e-mail is verified: typing an address shows nobody else’s data', async () => {
      const { email } = unique();
      await workOf(await newClient(email));
      expect((await anonymous('/api/contact', { method: 'POST', body: { name: 'Lucía', email, subject: 'Hola', message: 'Mensaje privado', template: 'custom' } })).status).toBe(201);
      const product = (await staff('/api/products', { method: 'POST', body: { name: 'Otra funda agotada', category: 'cases', priceCents: 1500 } })).json;
      expect((await anonymous(`/api/catalogue/products/${product.id}/alerts`, { method: 'POST', body: { email } })).status).toBe(201);
      const { as } = await customer({ email, verified: false });
      const data = (await as('/api/account/data')).json;
      expect(data.account).toMatchObject({ email, emailVerified: false, emailVerifiedAt: null });
      expect({ clients: data.clients, work: data.work, contactMessages: data.contactMessages, stockAlerts: data.stockAlerts }).toEqual({
        clients: [],
        work: [],
        contactMessages: [],
        stockAlerts: [],
      });
    });

    it('is for customers: staff get 403, no session 401', async () => {
      expect((await staff('/api/account/data')).status).toBe(403);
      const anonymousAnswer = await anonymous('/api/account/data');
      expect(anonymousAnswer.status).toBe(401);
      expect(anonymousAnswer.json.message).toMatch(/Inicia sesión/);
    });
  });

  describe('Deleting the account', () => {
    it('needs the right password: a wrong one is a Spanish 400 and nothing is deleted', async () => {
      const { form, as } = await customer();
      const wrong = await deleteAccount(as, { password: 'no-es-la-mia' });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ message: WRONG_PASSWORD, errors: { password: WRONG_PASSWORD } });
      expect((await as('/api/auth/me')).json.user.email).toBe(form.email);
      expect((await login(form.email)).status).toBe(200);
    });

    it('deletes the account, its sessions and links, unlinks its clients as the customer, and keeps their work', async () => {
      const { email } = unique();
      const byEmail = await newClient(email);
      const work = await workOf(byEmail);
      const byHand = await newClient(unique().email, 'Lucía M.');
      const { form, id, as, cookie } = await customer({ email });
      expect((await staff(`/api/clients/${byHand}/accounts`, { method: 'POST', body: { accountId: id } })).status).toBe(200);
      // A second browser, a reset link asked for and a new e-mail waiting for verification.
      const elsewhere = client(api.url, await api.login(email, PASSWORD));
      expect((await anonymous('/api/auth/forgot-password', { method: 'POST', body: { email } })).status).toBe(202);
      await eventually(async () => ((await em().count(PasswordReset, { accountId: id })) > 0 ? true : undefined));
      expect(await em().count(EmailVerification, { accountId: id })).toBeGreaterThan(0);

      const deleted = await deleteAccount(as, { password: PASSWORD });
      expect(deleted.status).toBe(200);
      expect(deleted.json).toMatchObject({ message: expect.stringContaining('Hemos eliminado tu cuenta'), unlinkedClients: 2 });
      expect(deleted.json.deleted).toEqual(expect.arrayContaining([expect.stringContaining('Tu cuenta'), expect.stringContaining('sesiones')]));
      expect(deleted.json.kept.join(' ')).toMatch(/reparaciones, revisiones y pedidos.*plazo que exige la ley/);
      expect(deleted.json.kept.join(' ')).toContain('Olvidar cliente');
      // The cookie is cleared, and no session of the account works any more.
      expect(deleted.headers.get('set-cookie')).toMatch(/^taller_session=;/);
      expect((await as('/api/auth/me')).json.user).toBeNull();
      expect((await elsewhere('/api/auth/me')).json.user).toBeNull();
      expect((await client(api.url, cookie)('/api/account/data')).status).toBe(401);
      const again = await login(form.email);
      expect({ status: again.status, message: again.json.message }).toEqual({ status: 401, message: BAD_CREDENTIALS });

      const rows = em();
      expect(await rows.count(Account, { id })).toBe(0);
      expect(await rows.count(Session, { accountId: id })).toBe(0);
      expect(await rows.count(EmailVerification, { accountId: id })).toBe(0);
      expect(await rows.count(PasswordReset, { accountId: id })).toBe(0);

      // Each client's history: unlinked by the customer themself.
      for (const clientId of [byEmail, byHand]) {
        const history = (await staff(`/api/clients/${clientId}/history`)).json as { type: string; actor: { id: number; name: string; role: string } }[];
        // Recorded as the customer's account, never by name (the log outlives 'Olvidar cliente').
        expect(history.filter((entry) => entry.type === 'ClientAccountUnlinked')).toEqual([
          expect.objectContaining({ actor: expect.objectContaining({ id, name: 'Cliente (su cuenta en la web)', role: 'customer' }) }),
        ]);
        expect((await staff(`/api/clients/${clientId}/accounts`)).json.linked).toEqual([]);
      }
      // The shop's records stay.
      expect((await staff(`/api/clients/${byEmail}`)).status).toBe(200);
      expect((await staff(`/api/repairs/${work.repair}`)).status).toBe(200);
      expect((await staff(`/api/orders/${work.order}`)).status).toBe(200);

      // The same person may register again: a new account, which sees the client once verified.
      const back = await customer({ email });
      expect(back.id).toBeGreaterThan(id);
      expect((await back.as('/api/account/work')).json.items).toHaveLength(3);
    });

    it('counts wrong passwords as the sign-in does: after five, 429 with Retry-After, even for the right one', async () => {
      const { form, as } = await customer();
      for (let i = 0; i < 5; i++) expect((await deleteAccount(as, { password: `equivocada-${i}` })).status).toBe(400);
      const blocked = await deleteAccount(as, { password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(blocked.json.message).toBe('Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.');
      expect((await as('/api/auth/me')).json.user.email).toBe(form.email);
    });

    it('answers hostile or wrong-typed passwords with a Spanish 400, never a 500, and deletes nothing', async () => {
      const { form, as } = await customer();
      const bodies: [string, unknown][] = [
        ...HOSTILE_TEXTS.map(({ name, text }) => [name, { password: `${PASSWORD}${text}` }] as [string, unknown]),
        ['one megabyte', { password: 'x'.repeat(ONE_MB) }],
        ['a number', { password: 12345678 }],
        ['an array', { password: [PASSWORD] }],
        ['an object', { password: { value: PASSWORD } }],
        ['null', { password: null }],
        ['true', { password: true }],
        ['empty', { password: '' }],
        ['missing', {}],
        ['emoji', { password: '🔑🔑🔑🔑🔑🔑🔑' }],
        ['emoji with ZWJ', { password: '👨‍👩‍👧‍👦 familia' }],
      ];
      for (const [name, body] of bodies) {
        await api.app.get(AttemptCounters).forgetAll();
        const answer = await deleteAccount(as, body);
        expect({ name, status: answer.status, message: typeof answer.json?.message, field: typeof answer.json?.errors?.password }).toEqual({ name, status: 400, message: 'string', field: 'string' });
        expect(answer.json.message).not.toMatch(/\b(invalid|expected|required|received)\b/i);
      }
      expect((await deleteAccount(as, {})).json.errors.password).toBe(PASSWORD_REQUIRED);
      for (const body of ['"texto"', '[1, 2]', '5', 'null', '{"password": ']) {
        const answer = await as('/api/account/delete', { method: 'POST', body });
        expect({ body, status: answer.status, spanish: /El cuerpo de la petición/.test(answer.json?.message ?? '') }).toEqual({ body, status: 400, spanish: true });
      }
      expect((await as('/api/auth/me')).json.user.email).toBe(form.email);
    });

    it('is for customers: staff get 403 (even with their password), no session 401', async () => {
      const refused = await staff('/api/account/delete', { method: 'POST', body: { password: 'demo-taller' } });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('No tienes permiso para realizar esta acción.');
      expect((await login('gerente@taller.demo', 'demo-taller')).status).toBe(200);
      expect((await anonymous('/api/account/delete', { method: 'POST', body: { password: PASSWORD } })).status).toBe(401);
    });
  });
});
