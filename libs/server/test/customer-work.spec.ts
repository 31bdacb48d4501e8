import { ENGINES } from '../../../tools/test-databases.js';
import { EmailVerificationService } from '../src/auth/email-verification.service.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { AttemptCounters } from '../src/shared/attempt-counters.js';
import { client, eventually, type RunningApi, startApi } from './harness.js';

/**
 * Accounts linked to their work (issue 15, item 4) over HTTP: a customer proves their e-mail with
 * the link the shop e-mails them, and only then sees, under 'Mis pedidos y reparaciones', the
 * repairs, revisions and orders of the client records with that e-mail, or those staff linked
 * them to by hand; never by the phone alone.
 */

const INVALID_LINK = 'El enlace de verificación no es válido, ya se ha usado o ha caducado. Pide otro desde tu perfil.';
const HOUR = 60 * 60 * 1000;
let serial = 0;

/** An e-mail and a phone nobody has yet. */
function unique() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return { email: `carmen.${stamp}@example.com`, phone: `6${stamp.slice(-8)}` };
}

const cookieOf = (headers: Headers) => headers.get('set-cookie')!.split(';')[0]!;

describe.each(ENGINES)('Customer accounts linked to their work on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let anonymous: ReturnType<typeof client>;
  let staff: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    anonymous = client(api.url);
    staff = client(api.url, await api.login('gerente@taller.demo'));
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => api.app.get(AttemptCounters).forgetAll());
  afterEach(() => {
    api.app.get(EmailVerificationService).now = () => new Date();
  });

  const mailsTo = async (email: string) => (await readOutboxFolder(api.config.dataDir)).filter((file) => file.to === email);
  /** The verification e-mail number `count` to that address, once the outbox has written it. */
  const verificationMail = (email: string, count = 1) => eventually<OutboxFile>(async () => (await mailsTo(email))[count - 1]);
  const tokenIn = (mail: OutboxFile) => /\/verificar-correo\/([\w-]+)/.exec(mail.text)![1]!;
  const verify = (token: unknown) => anonymous('/api/account/verify-email', { method: 'POST', body: { token } });

  /** A customer registers (signed in at once); `email` and `phone` are theirs unless given. */
  async function register(who: { email?: string; phone?: string } = {}) {
    const fresh = unique();
    const form = {
      firstName: 'Carmen',
      lastName: 'Ruiz Vega',
      email: who.email ?? fresh.email,
      phone: who.phone ?? fresh.phone,
      password: 'Segura#2025',
      confirmPassword: 'Segura#2025',
      acceptTerms: true,
      acceptPrivacy: true,
    };
    const response = await anonymous('/api/auth/register', { method: 'POST', body: form });
    expect({ status: response.status, json: response.json }).toMatchObject({ status: 201 });
    return { form, user: response.json.user, as: client(api.url, cookieOf(response.headers)) };
  }

  /** Registers and opens the link of the e-mail. */
  async function registerVerified(who: { email?: string; phone?: string } = {}) {
    const customer = await register(who);
    expect((await verify(tokenIn(await verificationMail(customer.form.email)))).status).toBe(200);
    return customer;
  }

  async function newClient(details: { email?: string; phone?: string; name?: string }) {
    const response = await staff('/api/clients', {
      method: 'POST',
      body: { name: details.name ?? 'Carmen', lastName: 'Ruiz', phone: details.phone ?? unique().phone, email: details.email ?? '' },
    });
    expect({ status: response.status, json: response.json }).toMatchObject({ status: 201 });
    return response.json.id as number;
  }

  /** A repair, a revision and an order of the client, registered in that order. */
  async function workOf(clientId: number) {
    const repair = await staff('/api/repairs', {
      method: 'POST',
      body: { clientId, device: 'Móvil', model: 'iPhone 13', contactNumber: '600 111 222', description: 'Pantalla rota', priceCents: 12_900, internalNotes: 'NOTA-INTERNA', unlockCode: '4812', entryDate: '2026-11-02' },
    });
    const revision = await staff('/api/revisions', {
      method: 'POST',
      body: { clientId, device: 'Portátil', model: 'HP 15', contactNumber: '611 222 333', motive: 'diagnostico', description: 'Se calienta', date: '2026-11-10' },
    });
    const order = await staff('/api/orders', { method: 'POST', body: { clientId, name: 'Funda iPhone 13', description: 'Azul marino', unitPriceCents: 1999, date: '2026-11-05' } });
    expect([repair.status, revision.status, order.status]).toEqual([201, 201, 201]);
    const pathOf = async (resource: string, id: number) => (await staff(`/api/${resource}/${id}/tracking`)).json.link.path as string;
    return {
      repair: { id: repair.json.id as number, path: await pathOf('repairs', repair.json.id) },
      revision: { id: revision.json.id as number, path: await pathOf('revisions', revision.json.id) },
      order: { id: order.json.id as number, path: await pathOf('orders', order.json.id) },
    };
  }

  const workSeenBy = async (as: ReturnType<typeof client>) => {
    const response = await as('/api/account/work');
    expect(response.status).toBe(200);
    return response.json as { verified: boolean; items: { number: string; trackingPath: string | null }[] };
  };
  const numbersSeenBy = async (as: ReturnType<typeof client>) => (await workSeenBy(as)).items.map((item) => item.number);
  const number = (prefix: 'R' | 'V' | 'P', id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

  describe('Verifying the e-mail', () => {
    it('sends the link at registration; it verifies the address once, and nothing is listed before', async () => {
      const { form, user, as } = await register();
      expect(user.emailVerified).toBe(false);
      const mail = await verificationMail(form.email);
      expect(mail.subject).toBe('Verifica tu correo para Taller');
      expect(mail.text).toContain('Hola, Carmen Ruiz Vega:');
      expect(mail.text).toContain(`${api.url}/verificar-correo/`);
      expect(mail.text).toContain('caduca en 48 horas');
      const token = tokenIn(mail);
      expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url

      expect(await workSeenBy(as)).toEqual({ verified: false, items: [] });
      const verified = await verify(token);
      expect(verified.status).toBe(200);
      expect(verified.json).toEqual({ message: 'Correo verificado. Ya puedes ver tus pedidos y reparaciones en tu perfil.', emailVerified: true });
      expect((await as('/api/auth/me')).json.user.emailVerified).toBe(true);
      expect((await as('/api/auth/profile')).json.user.emailVerified).toBe(true);
      expect(await workSeenBy(as)).toEqual({ verified: true, items: [] });

      const again = await verify(token);
      expect({ status: again.status, json: again.json }).toEqual({ status: 400, json: { error: 'invalid_token', message: INVALID_LINK, errors: { token: INVALID_LINK } } });
    });

    it('refuses a link that expired (48 hours), a made-up one and anything that is no token, with a Spanish 400', async () => {
      const { form, as } = await register();
      const token = tokenIn(await verificationMail(form.email));
      api.app.get(EmailVerificationService).now = () => new Date(Date.now() + 48 * HOUR + 60_000);
      expect((await verify(token)).status).toBe(400);
      api.app.get(EmailVerificationService).now = () => new Date();
      for (const wrong of ['A'.repeat(43), '', 42, null, 'a\u0000b', 'x'.repeat(500)]) {
        const response = await verify(wrong);
        expect({ wrong, status: response.status, message: response.json.message }).toEqual({ wrong, status: 400, message: INVALID_LINK });
      }
      expect((await anonymous('/api/account/verify-email', { method: 'POST', body: '[1]' })).status).toBe(400);
      expect((await as('/api/auth/me')).json.user.emailVerified).toBe(false);
      // Within its 48 hours, the same link works.
      expect((await verify(token)).status).toBe(200);
    });

    it('resends the link from the profile, 3 times an hour, then 429 in Spanish; a verified address gets none', async () => {
      const { form, as } = await register();
      await verificationMail(form.email);
      for (let i = 0; i < 3; i++) {
        const sent = await as('/api/account/verify-email/resend', { method: 'POST' });
        expect({ status: sent.status, message: sent.json.message }).toEqual({
          status: 200,
          message: `Te hemos enviado un correo a ${form.email} para verificarlo. Abre el enlace que contiene en las próximas 48 horas.`,
        });
      }
      const throttled = await as('/api/account/verify-email/resend', { method: 'POST' });
      expect(throttled.status).toBe(429);
      expect(throttled.json.message).toBe('Ya te hemos enviado varios correos de verificación. Espera un rato antes de pedir otro.');
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      // Four e-mails in all; every one of them works until one is used.
      const latest = await verificationMail(form.email, 4);
      expect((await verify(tokenIn(latest))).status).toBe(200);

      api.app.get(AttemptCounters).forgetAll();
      const already = await as('/api/account/verify-email/resend', { method: 'POST' });
      expect({ status: already.status, message: already.json.message, verified: already.json.user.emailVerified }).toEqual({ status: 200, message: 'Tu correo ya está verificado.', verified: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mailsTo(form.email)).toHaveLength(4);
    });

    it('is for customers: staff get 403 asking for a link or their work, and nobody unsigned asks for one', async () => {
      expect((await staff('/api/account/verify-email/resend', { method: 'POST' })).status).toBe(403);
      expect((await staff('/api/account/work')).status).toBe(403);
      expect((await anonymous('/api/account/verify-email/resend', { method: 'POST' })).status).toBe(401);
      expect((await anonymous('/api/account/work')).status).toBe(401);
    });
  });

  describe("'Mis pedidos y reparaciones'", () => {
    it('lists the repairs, revisions and orders of the client with the verified e-mail, newest first, each with its tracking page, and nothing more', async () => {
      const { email } = unique();
      const clientId = await newClient({ email: email.toUpperCase() });
      const mine = await workOf(clientId);
      const stranger = await workOf(await newClient({ email: unique().email }));
      const { as } = await registerVerified({ email });

      const work = await workSeenBy(as);
      expect(work).toEqual({
        verified: true,
        items: [
          { kind: 'revision', number: number('V', mine.revision.id), item: 'Portátil HP 15', statusLabel: 'Recibida', date: '2026-11-10', trackingPath: mine.revision.path },
          { kind: 'order', number: number('P', mine.order.id), item: 'Funda iPhone 13', statusLabel: 'Recibido', date: '2026-11-05', trackingPath: mine.order.path },
          { kind: 'repair', number: number('R', mine.repair.id), item: 'Móvil iPhone 13', statusLabel: 'Recibida', date: '2026-11-02', trackingPath: mine.repair.path },
        ],
      });
      expect(JSON.stringify(work)).not.toMatch(/NOTA-INTERNA|4812|12900|1999|Ruiz/);
      expect(work.items.map((item) => item.number)).not.toContain(number('R', stranger.repair.id));
      // Each line leads to its page, which anyone with the link opens.
      expect((await anonymous(`/api/tracking/${mine.repair.path.split('/').pop()}`)).json.number).toBe(number('R', mine.repair.id));
      // The status follows the record.
      expect((await staff(`/api/repairs/${mine.repair.id}/status`, { method: 'POST', body: { status: 'in_progress' } })).status).toBe(200);
      expect((await workSeenBy(as)).items.find((item) => item.number === number('R', mine.repair.id))).toMatchObject({ statusLabel: 'En reparación' });
      // A revoked link: still listed, with no page to open (the shop makes a new one).
      expect((await staff(`/api/orders/${mine.order.id}/tracking`, { method: 'DELETE' })).status).toBe(200);
      expect((await workSeenBy(as)).items.find((item) => item.number === number('P', mine.order.id))).toMatchObject({ trackingPath: null });
    });

    it('never links by the phone alone: a phone match is suggested to staff, and listed once they link it by hand', async () => {
      const { phone } = unique();
      const clientId = await newClient({ phone: `+34 ${phone}`, email: unique().email });
      const mine = await workOf(clientId);
      const { as, user } = await registerVerified({ phone });
      expect(await workSeenBy(as)).toEqual({ verified: true, items: [] });

      const before = await staff(`/api/clients/${clientId}/accounts`);
      expect(before.status).toBe(200);
      expect(before.json.linked).toEqual([]);
      expect(before.json.suggested).toEqual([
        expect.objectContaining({ accountId: user.id, email: user.email, phone, emailVerified: true, matches: ['phone'], linked: false }),
      ]);

      const linked = await staff(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: user.id } });
      expect(linked.status).toBe(200);
      expect(linked.json).toMatchObject({ message: 'Cuenta vinculada: ya ve los trabajos de este cliente', changed: true, suggested: [] });
      expect(linked.json.linked).toEqual([
        expect.objectContaining({ accountId: user.id, via: 'staff', linkedBy: 'Gonzalo Gerente', linkedAt: expect.any(String) }),
      ]);
      expect(await numbersSeenBy(as)).toEqual([number('V', mine.revision.id), number('P', mine.order.id), number('R', mine.repair.id)]);
      const twice = await staff(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: String(user.id) } });
      expect(twice.json).toMatchObject({ changed: false, message: 'Esta cuenta ya ve los trabajos de este cliente' });

      // Who linked it, and when, is the client's history (and so the audit's).
      const history = (await staff(`/api/clients/${clientId}/history`)).json as { type: string; label: string; actor: { name: string }; changes: unknown[] }[];
      expect(history.filter((entry) => entry.type === 'ClientAccountLinked')).toEqual([
        expect.objectContaining({ label: 'Cuenta de cliente vinculada', actor: expect.objectContaining({ name: 'Gonzalo Gerente' }), changes: [{ field: 'account', label: 'Cuenta de cliente', from: null, to: user.email }] }),
      ]);
      const audit = await client(api.url, await api.login('administrador@taller.demo'))(`/api/audit?kind=client&recordId=${clientId}`);
      expect(audit.json.lines.map((line: { type: string }) => line.type)).toContain('ClientAccountLinked');
    });

    it('unlinks an e-mail match when staff say so, and links it again', async () => {
      const { email } = unique();
      const clientId = await newClient({ email });
      const mine = await workOf(clientId);
      const { as, user } = await registerVerified({ email });
      expect(await numbersSeenBy(as)).toHaveLength(3);
      const listed = (await staff(`/api/clients/${clientId}/accounts`)).json;
      expect(listed.linked).toEqual([expect.objectContaining({ accountId: user.id, via: 'email', linkedBy: null, emailVerified: true })]);

      const unlinked = await staff(`/api/clients/${clientId}/accounts/${user.id}`, { method: 'DELETE' });
      expect(unlinked.status).toBe(200);
      expect(unlinked.json).toMatchObject({ message: 'Cuenta desvinculada: ya no ve los trabajos de este cliente', changed: true, linked: [] });
      expect(unlinked.json.suggested).toEqual([expect.objectContaining({ accountId: user.id, matches: ['email'], linked: false, unlinkedBy: 'Gonzalo Gerente' })]);
      expect(await workSeenBy(as)).toEqual({ verified: true, items: [] });
      expect((await staff(`/api/clients/${clientId}/accounts/${user.id}`, { method: 'DELETE' })).json.changed).toBe(false);

      expect((await staff(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: user.id } })).json.changed).toBe(true);
      expect(await numbersSeenBy(as)).toContain(number('R', mine.repair.id));
    });

    it('changing the e-mail unverifies the account and unlinks what came with the old one, until the new one is verified', async () => {
      const old = unique();
      const next = unique();
      const oldClient = await workOf(await newClient({ email: old.email }));
      const newClientWork = await workOf(await newClient({ email: next.email }));
      const { form, as } = await registerVerified({ email: old.email });
      expect(await numbersSeenBy(as)).toContain(number('R', oldClient.repair.id));

      const changed = await as('/api/auth/profile', {
        method: 'PUT',
        body: { firstName: 'Carmen', lastName: 'Ruiz Vega', email: next.email, phone: form.phone, currentPassword: form.password },
      });
      expect(changed.status).toBe(200);
      expect(changed.json.user).toMatchObject({ email: next.email, emailVerified: false });
      expect(changed.json.message).toBe(`Perfil actualizado. Te hemos enviado un correo a ${next.email} para verificarlo. Abre el enlace que contiene en las próximas 48 horas.`);
      expect(await workSeenBy(as)).toEqual({ verified: false, items: [] });

      const mail = await verificationMail(next.email);
      expect((await verify(tokenIn(mail))).status).toBe(200);
      const numbers = await numbersSeenBy(as);
      expect(numbers).toContain(number('R', newClientWork.repair.id));
      expect(numbers).not.toContain(number('R', oldClient.repair.id));
    });

    it('a link sent to the old address stops working once the e-mail changes', async () => {
      const { form, as } = await register();
      const oldToken = tokenIn(await verificationMail(form.email));
      const next = unique();
      const changed = await as('/api/auth/profile', {
        method: 'PUT',
        body: { firstName: 'Carmen', lastName: 'Ruiz Vega', email: next.email, phone: form.phone, currentPassword: form.password },
      });
      expect(changed.status).toBe(200);
      expect((await verify(oldToken)).status).toBe(400);
      expect((await as('/api/auth/me')).json.user.emailVerified).toBe(false);
      expect((await verify(tokenIn(await verificationMail(next.email)))).status).toBe(200);
    });

    it('a staff link waits for the e-mail to be verified too', async () => {
      const clientId = await newClient({});
      const mine = await workOf(clientId);
      const { form, user, as } = await register();
      expect((await staff(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: user.id } })).json.changed).toBe(true);
      expect(await workSeenBy(as)).toEqual({ verified: false, items: [] });
      expect((await verify(tokenIn(await verificationMail(form.email)))).status).toBe(200);
      expect(await numbersSeenBy(as)).toContain(number('R', mine.repair.id));
    });
  });

  describe("Staff's routes", () => {
    it('are for Gerente and Administrador: a customer gets 403, nobody signed in 401', async () => {
      const { as, user } = await register();
      const clientId = await newClient({});
      for (const [method, path, body] of [
        ['GET', `/api/clients/${clientId}/accounts`, undefined],
        ['GET', `/api/clients/${clientId}/accounts/search?q=example`, undefined],
        ['POST', `/api/clients/${clientId}/accounts`, { accountId: user.id }],
        ['DELETE', `/api/clients/${clientId}/accounts/${user.id}`, undefined],
      ] as const) {
        expect({ path, method, status: (await as(path, { method, body })).status }).toEqual({ path, method, status: 403 });
        expect({ path, method, status: (await anonymous(path, { method, body })).status }).toEqual({ path, method, status: 401 });
      }
      const admin = client(api.url, await api.login('administrador@taller.demo'));
      expect((await admin(`/api/clients/${clientId}/accounts`)).status).toBe(200);
    });

    it('answer bad ids, unknown records and hostile input with a Spanish 400 or 404, never a 500', async () => {
      const clientId = await newClient({});
      const { user } = await register();
      const staffId = (await staff('/api/auth/me')).json.user.id;
      const cases: [string, string, unknown, number, string][] = [
        ['GET', '/api/clients/abc/accounts', undefined, 400, 'ID de cliente no válido'],
        ['GET', '/api/clients/999999/accounts', undefined, 404, 'Cliente no encontrado'],
        ['POST', '/api/clients/999999/accounts', { accountId: user.id }, 404, 'Cliente no encontrado'],
        ['POST', `/api/clients/${clientId}/accounts`, { accountId: 999_999 }, 404, 'Cuenta de cliente no encontrada'],
        ['POST', `/api/clients/${clientId}/accounts`, { accountId: staffId }, 404, 'Cuenta de cliente no encontrada'],
        ['POST', `/api/clients/${clientId}/accounts`, { accountId: -1 }, 400, 'ID de cuenta no válido'],
        ['POST', `/api/clients/${clientId}/accounts`, { accountId: 'uno\u0000' }, 400, 'ID de cuenta no válido'],
        ['POST', `/api/clients/${clientId}/accounts`, { accountId: 1.5 }, 400, 'ID de cuenta no válido'],
        ['POST', `/api/clients/${clientId}/accounts`, {}, 400, 'ID de cuenta no válido'],
        ['POST', `/api/clients/${clientId}/accounts`, [1], 400, 'El cuerpo de la petición debe ser un objeto JSON'],
        ['DELETE', `/api/clients/${clientId}/accounts/0`, undefined, 400, 'ID de cuenta no válido'],
        ['DELETE', `/api/clients/${clientId}/accounts/999999`, undefined, 404, 'Cuenta de cliente no encontrada'],
        ['GET', `/api/clients/${clientId}/accounts/search?q=${encodeURIComponent('a\u0001b')}`, undefined, 400, 'Escribe un correo o un teléfono de hasta 100 caracteres, sin caracteres de control'],
        ['GET', `/api/clients/${clientId}/accounts/search?q=${'x'.repeat(101)}`, undefined, 400, 'Escribe un correo o un teléfono de hasta 100 caracteres, sin caracteres de control'],
        ['GET', `/api/clients/${clientId}/accounts/search?q=a&q=b`, undefined, 400, 'Escribe un correo o un teléfono de hasta 100 caracteres, sin caracteres de control'],
      ];
      for (const [method, path, body, status, message] of cases) {
        const response = await staff(path, { method, body });
        expect({ method, path, body, status: response.status, message: response.json?.message }).toEqual({ method, path, body, status, message });
      }
    });

    it('search customer accounts by part of their e-mail or phone, saying what each shares with the client', async () => {
      const { phone, email } = unique();
      const clientId = await newClient({ phone, email });
      const { user } = await register({ phone });
      const byPhone = await staff(`/api/clients/${clientId}/accounts/search?q=${encodeURIComponent(phone.slice(0, 3) + ' ' + phone.slice(3))}`);
      expect(byPhone.status).toBe(200);
      expect(byPhone.json.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ accountId: user.id, matches: ['phone'], linked: false })]));
      const byEmail = await staff(`/api/clients/${clientId}/accounts/search?q=${encodeURIComponent(user.email.split("@")[0]!.toUpperCase())}`);
      expect(byEmail.json.accounts.map((a: { accountId: number }) => a.accountId)).toContain(user.id);
      // Staff are no customers; too short a text finds nothing.
      expect((await staff(`/api/clients/${clientId}/accounts/search?q=gerente`)).json.accounts).toEqual([]);
      expect((await staff(`/api/clients/${clientId}/accounts/search?q=ca`)).json.accounts).toEqual([]);
      expect((await staff(`/api/clients/${clientId}/accounts/search?q=%25%25%25`)).json.accounts).toEqual([]);
    });

    it('linking changes the client’s version: an edit from a screen read before is refused, as any other change', async () => {
      const clientId = await newClient({});
      const { user } = await register();
      const before = (await staff(`/api/clients/${clientId}`)).json;
      await staff(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: user.id } });
      const after = (await staff(`/api/clients/${clientId}`)).json;
      expect(after.version).toBe(before.version + 1);
      const stale = await staff(`/api/clients/${clientId}`, { method: 'PUT', body: { ...before, company: 'Nueva' } });
      expect(stale.status).toBe(409);
      expect((await staff(`/api/clients/${clientId}`, { method: 'PUT', body: { ...after, company: 'Nueva' } })).status).toBe(200);
    });

    it('a deleted client takes its links with it', async () => {
      const { email } = unique();
      const clientId = await newClient({ email });
      const { as, user } = await registerVerified();
      await staff(`/api/clients/${clientId}/accounts`, { method: 'POST', body: { accountId: user.id } });
      expect((await staff(`/api/clients/${clientId}`, { method: 'DELETE' })).status).toBe(200);
      expect(await workSeenBy(as)).toEqual({ verified: true, items: [] });
      expect((await staff(`/api/clients/${clientId}/accounts`)).status).toBe(404);
    });
  });
});
