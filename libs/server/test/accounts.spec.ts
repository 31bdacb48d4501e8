import { request as httpRequest } from 'node:http';
import { ENGINES } from '../../../tools/test-databases.js';
import { PasswordResetService } from '../src/auth/password-reset.service.js';
import { AttemptCounters } from '../src/shared/attempt-counters.js';
import type { TallerConfig } from '../src/config/config.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { TALLER_CONFIG } from '../src/index.js';
import { client, eventually, type RunningApi, startApi } from './harness.js';

const FORM_INVALID = 'Por favor, corrige los errores del formulario';
const HOUR = 60 * 60 * 1000;
let serial = 0;

/** A registration form that passes, with an e-mail and a phone nobody has. */
function newCustomer(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Lucía',
    lastName: 'Fernández Ruiz',
    email: `lucia.${Date.now()}.${serial}@example.com`,
    password: 'Segura#2025',
    confirmPassword: 'Segura#2025',
    phone: `6${String(Date.now() + serial).slice(-8)}`,
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  };
}

const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0];

describe.each(ENGINES)('Customer accounts on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
  });
  // Every request here comes from 127.0.0.1: each test starts with clean counts.
  beforeEach(() => api.app.get(AttemptCounters).forgetAll());

  it('offers the demo accounts to the login screens only in demo mode', async () => {
    const demo = await anonymous('/api/auth/demo-accounts');
    if (api.config.demo) {
      expect(demo.status).toBe(200);
      expect(demo.json).toEqual({
        password: 'demo-taller',
        accounts: [
          { email: 'administrador@taller.demo', name: 'Ana Administradora', role: 'administrador', roleLabel: 'Administrador' },
          { email: 'gerente@taller.demo', name: 'Gonzalo Gerente', role: 'gerente', roleLabel: 'Gerente' },
          { email: 'cliente@taller.demo', name: 'Carla Cliente', role: 'customer', roleLabel: expect.any(String) },
        ],
      });
    } else {
      // A shop on PostgreSQL is not a demo unless DEMO=on says so: nothing is offered.
      expect(demo.status).toBe(404);
    }
  });

  /** Registers and answers the form, the answer and the new session's cookie. */
  async function register(overrides: Record<string, unknown> = {}) {
    const form = newCustomer(overrides);
    const response = await anonymous('/api/auth/register', { method: 'POST', body: form });
    expect({ status: response.status, json: response.json }).toMatchObject({ status: 201 });
    return { form, json: response.json, cookie: cookieOf(response.headers)!, as: client(api.url, cookieOf(response.headers)!) };
  }

  async function login(email: string, password: string) {
    const response = await anonymous('/api/auth/login', { method: 'POST', body: { email, password } });
    return { status: response.status, cookie: response.status === 200 ? cookieOf(response.headers)! : undefined };
  }

  describe('Registration', () => {
    it('creates a customer account, signs it in with a session cookie and answers the spec’s welcome', async () => {
      const form = newCustomer({ firstName: '  Lucía ', email: `  Lucia.Mayus.${Date.now()}@Example.com `, phone: '+34 612 000 111' });
      const response = await anonymous('/api/auth/register', { method: 'POST', body: form });
      expect(response.status).toBe(201);
      const email = form.email.trim().toLowerCase();
      expect(response.json).toEqual({
        success: true,
        message: '¡Cuenta creada exitosamente! Bienvenido a Taller',
        user: {
          id: expect.any(Number),
          name: 'Lucía Fernández Ruiz',
          firstName: 'Lucía',
          lastName: 'Fernández Ruiz',
          email,
          phone: '612000111',
          role: 'customer',
          roleLabel: 'Cliente',
          emailVerified: false,
        },
        session: { createdAt: expect.any(String), expiresAt: null, area: 'customer' },
      });
      const setCookie = response.headers.get('set-cookie')!;
      expect(setCookie).toMatch(/^taller_session=[\w-]+;/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Expires|Max-Age/i);

      const customer = client(api.url, cookieOf(response.headers));
      expect((await customer('/api/auth/me')).json.user).toEqual(response.json.user);
      // The password works at the login too (the e-mail in any case).
      expect((await login(email.toUpperCase(), form.password)).status).toBe(200);
    });

    it('gives the customer no way into staff routes: 403 on every one of them', async () => {
      const { as } = await register();
      for (const path of ['/api/repairs', '/api/clients', '/api/orders', '/api/revisions', '/api/notes', '/api/messages', '/api/calendar']) {
        const response = await as(path);
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
        expect(response.json.message).toBe('No tienes permiso para realizar esta acción.');
      }
      expect((await as('/api/repairs', { method: 'POST', body: {} })).status).toBe(403);
    });

    it('also answers at /api/register, the path the spec’s screen calls', async () => {
      const response = await anonymous('/api/register', { method: 'POST', body: newCustomer() });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ success: true, user: { role: 'customer' } });
    });

    it('keeps the phone optional and stores a Spanish number as its 9 digits, with or without prefix and spaces', async () => {
      const without = await register({ phone: undefined });
      expect(without.json.user.phone).toBeNull();
      expect((await register({ phone: '   ' })).json.user.phone).toBeNull();
      const stem = String(Date.now()).slice(-6);
      for (const [typed, digits] of [
        [`+34 7${stem.slice(0, 2)} ${stem.slice(2)} 11`, `7${stem}11`],
        [`00348${stem}22`, `8${stem}22`],
        [`34 9${stem}33`, `9${stem}33`],
        [`6 ${stem} 44`, `6${stem}44`],
      ] as const) {
        expect((await register({ phone: typed })).json.user.phone).toBe(digits);
      }
    });

    it('checks every field with the spec’s messages under the overall one, and creates nothing', async () => {
      const marker = `zqinvalido.${Date.now()}@example.com`;
      const base = newCustomer({ email: marker });
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...base, firstName: undefined }, { firstName: 'Este campo es obligatorio' }],
        [{ ...base, firstName: '   ' }, { firstName: 'Este campo es obligatorio' }],
        [{ ...base, lastName: '' }, { lastName: 'Este campo es obligatorio' }],
        [{ ...base, firstName: 'n'.repeat(61) }, { firstName: 'El nombre no puede superar los 60 caracteres' }],
        [{ ...base, email: '' }, { email: 'El correo electrónico es obligatorio' }],
        [{ ...base, email: 'lucia@example' }, { email: 'Ingresa un correo válido' }],
        [{ ...base, email: 'lucia example.com' }, { email: 'Ingresa un correo válido' }],
        [{ ...base, password: '', confirmPassword: '' }, { password: 'La contraseña es obligatoria', confirmPassword: 'Este campo es obligatorio' }],
        [{ ...base, password: 'Corta#1', confirmPassword: 'Corta#1' }, { password: 'La contraseña debe tener al menos 8 caracteres' }],
        [{ ...base, confirmPassword: 'Segura#2026' }, { confirmPassword: 'Las contraseñas no coinciden' }],
        [{ ...base, confirmPassword: undefined }, { confirmPassword: 'Este campo es obligatorio' }],
        [{ ...base, phone: '512345678' }, { phone: 'Formato de teléfono inválido' }],
        [{ ...base, phone: '61234567' }, { phone: 'Formato de teléfono inválido' }],
        [{ ...base, phone: '+44 612345678' }, { phone: 'Formato de teléfono inválido' }],
        [{ ...base, phone: '612-345-678' }, { phone: 'Formato de teléfono inválido' }],
        [{ ...base, phone: 612345678 }, { phone: 'Formato de teléfono inválido' }],
        [{ ...base, acceptTerms: false }, { acceptTerms: 'Debes aceptar los términos y condiciones' }],
        [{ ...base, acceptPrivacy: undefined }, { acceptPrivacy: 'Debes aceptar la política de privacidad' }],
        [{ ...base, acceptPrivacy: 'true' }, { acceptPrivacy: 'Debes aceptar la política de privacidad' }],
        [
          {},
          {
            firstName: 'Este campo es obligatorio',
            lastName: 'Este campo es obligatorio',
            email: 'El correo electrónico es obligatorio',
            password: 'La contraseña es obligatoria',
            confirmPassword: 'Este campo es obligatorio',
            acceptTerms: 'Debes aceptar los términos y condiciones',
            acceptPrivacy: 'Debes aceptar la política de privacidad',
          },
        ],
        // The mismatch shows even while other fields are wrong.
        [{ ...base, firstName: '', confirmPassword: 'otra-cosa' }, { firstName: 'Este campo es obligatorio', confirmPassword: 'Las contraseñas no coinciden' }],
      ];
      for (const [body, errors] of cases) {
        const response = await anonymous('/api/auth/register', { method: 'POST', body });
        expect({ body, status: response.status, json: response.json }).toEqual({ body, status: 400, json: { message: FORM_INVALID, errors } });
        expect(response.headers.get('set-cookie')).toBeNull();
      }
      expect((await anonymous('/api/auth/register', { method: 'POST', body: '[1]' })).json.message).toBe('El cuerpo de la petición debe ser un objeto JSON');
      expect((await login(marker, base.password)).status).toBe(401);
    });

    it('refuses a taken e-mail (in any case) with 409 email_exists and the spec’s text, and signs nobody in', async () => {
      const { form } = await register();
      for (const email of [form.email, form.email.toUpperCase(), 'cliente@taller.demo']) {
        const response = await anonymous('/api/auth/register', { method: 'POST', body: newCustomer({ email }) });
        expect(response.status).toBe(409);
        expect(response.json).toEqual({ error: 'email_exists', message: 'Este correo ya está registrado', errors: { email: 'Este correo ya está registrado' } });
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('refuses a taken phone, however it is written, with 409 phone_exists', async () => {
      const { form } = await register();
      const response = await anonymous('/api/auth/register', { method: 'POST', body: newCustomer({ phone: `+34 ${form.phone.slice(0, 3)} ${form.phone.slice(3, 6)} ${form.phone.slice(6)}` }) });
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ error: 'phone_exists', message: 'Este teléfono ya está registrado', errors: { phone: 'Este teléfono ya está registrado' } });
      // With both taken, the e-mail is named.
      const both = await anonymous('/api/auth/register', { method: 'POST', body: { ...form } });
      expect(both.json.error).toBe('email_exists');
    });

    it('takes ten registrations per address in an hour; then 429 in Spanish with Retry-After. Refused forms do not count', async () => {
      for (let i = 0; i < 5; i++) expect((await anonymous('/api/auth/register', { method: 'POST', body: {} })).status).toBe(400);
      for (let i = 0; i < 10; i++) await register();
      const refused = await anonymous('/api/auth/register', { method: 'POST', body: newCustomer() });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: 'Se han creado varias cuentas desde esta conexión. Espera un rato e inténtalo de nuevo.' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    });
  });

  describe('Profile', () => {
    it('is for signed-in people only: 401 without a session', async () => {
      for (const [method, path] of [['GET', '/api/auth/profile'], ['PUT', '/api/auth/profile'], ['POST', '/api/auth/password']] as const) {
        const response = await anonymous(path, { method, body: method === 'GET' ? undefined : {} });
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
        expect(response.json.message).toMatch(/inicia sesión/i);
      }
    });

    it('shows the customer’s own data, and a staff member’s too', async () => {
      const { as, json } = await register();
      expect((await as('/api/auth/profile')).json).toEqual({ user: json.user });
      const staff = client(api.url, await api.login('gerente@taller.demo'));
      expect((await staff('/api/auth/profile')).json.user).toMatchObject({
        name: 'Gonzalo Gerente',
        firstName: 'Gonzalo Gerente',
        lastName: '',
        email: 'gerente@taller.demo',
        phone: null,
        role: 'gerente',
      });
    });

    it('changes name, last name and phone; the session and the menus see the new name at once', async () => {
      const { as, json } = await register();
      const updated = await as('/api/auth/profile', {
        method: 'PUT',
        body: { firstName: ' María  José ', lastName: 'Ortega', email: json.user.email, phone: '' },
      });
      expect(updated.status).toBe(200);
      expect(updated.json).toEqual({
        message: 'Perfil actualizado',
        user: { ...json.user, name: 'María José Ortega', firstName: 'María José', lastName: 'Ortega', phone: null },
      });
      expect((await as('/api/auth/me')).json.user).toEqual(updated.json.user);
      expect((await as('/api/auth/profile')).json.user).toEqual(updated.json.user);
    });

    it('checks the fields with the registration’s messages', async () => {
      const { as, json } = await register();
      const response = await as('/api/auth/profile', { method: 'PUT', body: { firstName: ' ', email: 'x@y', phone: '123' } });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        message: FORM_INVALID,
        errors: { firstName: 'Este campo es obligatorio', email: 'Ingresa un correo válido', phone: 'Formato de teléfono inválido' },
      });
      // A staff account may leave its last name blank.
      const ok = await as('/api/auth/profile', { method: 'PUT', body: { firstName: 'Lucía', lastName: '', email: json.user.email } });
      expect(ok.json.user).toMatchObject({ name: 'Lucía', lastName: '', phone: null });
    });

    it('changes the e-mail only with the current password, and only to one nobody else has', async () => {
      const { as, form, json } = await register();
      const other = await register();
      const profile = { firstName: 'Lucía', lastName: 'Fernández', phone: form.phone };
      const newEmail = `nueva.${Date.now()}@example.com`;

      const noPassword = await as('/api/auth/profile', { method: 'PUT', body: { ...profile, email: newEmail } });
      expect(noPassword.status).toBe(400);
      expect(noPassword.json.errors).toEqual({ currentPassword: 'Introduce tu contraseña actual' });
      const wrong = await as('/api/auth/profile', { method: 'PUT', body: { ...profile, email: newEmail, currentPassword: 'no-es-esta' } });
      expect(wrong.json.errors).toEqual({ currentPassword: 'La contraseña actual no es correcta' });

      const taken = await as('/api/auth/profile', { method: 'PUT', body: { ...profile, email: other.form.email.toUpperCase(), currentPassword: form.password } });
      expect(taken.status).toBe(409);
      expect(taken.json).toMatchObject({ error: 'email_exists', message: 'Este correo ya está registrado' });
      const takenPhone = await as('/api/auth/profile', { method: 'PUT', body: { ...profile, email: json.user.email, phone: other.form.phone } });
      expect(takenPhone.status).toBe(409);
      expect(takenPhone.json).toMatchObject({ error: 'phone_exists', message: 'Este teléfono ya está registrado' });

      const changed = await as('/api/auth/profile', { method: 'PUT', body: { ...profile, email: newEmail, currentPassword: form.password } });
      expect(changed.status).toBe(200);
      expect(changed.json.user.email).toBe(newEmail);
      expect((await login(newEmail, form.password)).status).toBe(200);
      expect((await login(form.email, form.password)).status).toBe(401);
      // Its own e-mail and phone are not "taken".
      expect((await as('/api/auth/profile', { method: 'PUT', body: { ...profile, email: newEmail } })).status).toBe(200);
    });
  });

  describe('Password change', () => {
    it('needs the current password and a new one of 8 or more, confirmed', async () => {
      const { as, form } = await register();
      const change = (body: Record<string, unknown>) => as('/api/auth/password', { method: 'POST', body });
      expect((await change({})).json).toEqual({
        message: FORM_INVALID,
        errors: { currentPassword: 'Introduce tu contraseña actual', newPassword: 'La contraseña es obligatoria', confirmPassword: 'Este campo es obligatorio' },
      });
      expect((await change({ currentPassword: form.password, newPassword: 'corta', confirmPassword: 'corta' })).json.errors).toEqual({
        newPassword: 'La contraseña debe tener al menos 8 caracteres',
      });
      expect((await change({ currentPassword: form.password, newPassword: 'Nueva#2025', confirmPassword: 'Nueva#2026' })).json.errors).toEqual({
        confirmPassword: 'Las contraseñas no coinciden',
      });
      const wrong = await change({ currentPassword: 'Adivina#123', newPassword: 'Nueva#2025', confirmPassword: 'Nueva#2025' });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ message: 'La contraseña actual no es correcta', errors: { currentPassword: 'La contraseña actual no es correcta' } });
      const same = await change({ currentPassword: form.password, newPassword: form.password, confirmPassword: form.password });
      expect(same.json.errors).toEqual({ newPassword: 'La nueva contraseña debe ser distinta de la actual' });
      expect((await login(form.email, form.password)).status).toBe(200);
    });

    it('ends the account’s other sessions but keeps this one; the old password stops working', async () => {
      const { as, form } = await register();
      const elsewhere = client(api.url, (await login(form.email, form.password)).cookie);
      expect((await elsewhere('/api/auth/me')).status).toBe(200);

      const changed = await as('/api/auth/password', { method: 'POST', body: { currentPassword: form.password, newPassword: 'Nueva#2025', confirmPassword: 'Nueva#2025' } });
      expect(changed.status).toBe(200);
      expect(changed.json).toEqual({ message: 'Contraseña actualizada. Hemos cerrado tus otras sesiones abiertas.', endedSessions: 1 });
      expect((await elsewhere('/api/auth/me')).json).toEqual({ user: null, demo: api.config.demo });
      expect((await as('/api/auth/me')).json.user).not.toBeNull();
      expect((await login(form.email, form.password)).status).toBe(401);
      expect((await login(form.email, 'Nueva#2025')).status).toBe(200);
    });

    it('pauses after five wrong current passwords, as the login does', async () => {
      const { as, form } = await register();
      const attempt = (currentPassword: string) =>
        as('/api/auth/password', { method: 'POST', body: { currentPassword, newPassword: 'Nueva#2025', confirmPassword: 'Nueva#2025' } });
      for (let i = 0; i < 5; i++) expect((await attempt(`Adivina#${i}`)).status).toBe(400);
      const paused = await attempt(form.password);
      expect(paused.status).toBe(429);
      expect(paused.json.message).toBe('Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.');
    });
  });

  describe('Forgot password', () => {
    const REQUESTED = 'Si hay una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Revisa tu bandeja de entrada y la carpeta de spam.';
    const INVALID = {
      error: 'invalid_token',
      message: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
      errors: { token: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.' },
    };
    const ask = (email: string) => anonymous('/api/auth/forgot-password', { method: 'POST', body: { email } });
    /** The reset e-mails to that address (registration also sent it the one that verifies it). */
    const mailsTo = async (email: string) =>
      (await readOutboxFolder(api.config.dataDir)).filter((file) => file.to === email && file.text.includes('/recuperar-contrasena'));
    /** The reset e-mail number `count` to that address, once the outbox has written it. */
    const resetMail = (email: string, count = 1) =>
      eventually<OutboxFile>(async () => (await mailsTo(email))[count - 1]);
    const tokenIn = (file: OutboxFile) => /\/recuperar-contrasena\?token=([\w-]+)/.exec(file.text)![1]!;
    const reset = (token: string, password = 'Recuperada#1') =>
      anonymous('/api/auth/reset-password', { method: 'POST', body: { token, password, confirmPassword: password } });
    const check = async (token: unknown) => {
      const { status, json } = await anonymous('/api/auth/reset-password/check', { method: 'POST', body: { token } });
      return { status, json };
    };

    afterEach(() => {
      api.app.get(PasswordResetService).now = () => new Date();
    });

    it('answers the same for an e-mail with no account, and sends nothing', async () => {
      const { form } = await register();
      const known = await ask(form.email);
      const unknown = await ask(`nadie.${Date.now()}@example.com`);
      expect(known.status).toBe(202);
      expect({ status: unknown.status, json: unknown.json }).toEqual({ status: known.status, json: known.json });
      expect(known.json).toEqual({ message: REQUESTED });
      await resetMail(form.email);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await readOutboxFolder(api.config.dataDir)).filter((file) => file.to.startsWith('nadie.'))).toEqual([]);
    });

    it('e-mails a link to /recuperar-contrasena on this site; it sets the password once and ends every session', async () => {
      const { form, as } = await register();
      const elsewhere = client(api.url, (await login(form.email, form.password)).cookie);
      await ask(form.email.toUpperCase());
      const mail = await resetMail(form.email);
      expect(mail.subject).toBe('Restablece tu contraseña de Taller');
      expect(mail.text).toContain('Hola, Lucía Fernández Ruiz:');
      expect(mail.text).toMatch(new RegExp(`${api.url.replace(/[.]/g, '\\.')}/recuperar-contrasena\\?token=[\\w-]{43}\\n`));
      expect(mail.text).toContain('caduca en 1 hora');
      const token = tokenIn(mail);

      const done = await reset(token);
      expect(done.status).toBe(200);
      expect(done.json).toEqual({ message: 'Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.' });
      // Every session of the account ended, the one that registered included.
      expect((await as('/api/auth/me')).json).toEqual({ user: null, demo: api.config.demo });
      expect((await elsewhere('/api/auth/me')).json).toEqual({ user: null, demo: api.config.demo });
      expect((await login(form.email, form.password)).status).toBe(401);
      expect((await login(form.email, 'Recuperada#1')).status).toBe(200);
      // Once only.
      const again = await reset(token, 'OtraMas#22');
      expect({ status: again.status, json: again.json }).toEqual({ status: 400, json: INVALID });
      expect((await login(form.email, 'Recuperada#1')).status).toBe(200);
    });

    it('checks a link as its page opens without using it up, answering only valid or not (used, unknown and malformed alike)', async () => {
      const { form } = await register();
      await ask(form.email);
      const token = tokenIn(await resetMail(form.email));
      expect(await check(token)).toEqual({ status: 200, json: { valid: true } });
      expect(await check(token)).toEqual({ status: 200, json: { valid: true } });
      expect((await reset(token)).status).toBe(200);
      for (const wrong of [token, 'un-token-inventado', '', 42, 'a\u0000b']) expect({ wrong, answer: await check(wrong) }).toEqual({ wrong, answer: { status: 400, json: INVALID } });
    });

    it('takes 20 wrong links per address in 15 minutes, then pauses checking (429 with Retry-After); good links do not count', async () => {
      const { form } = await register();
      await ask(form.email);
      const token = tokenIn(await resetMail(form.email));
      for (let i = 0; i < 25; i++) expect((await check(token)).status).toBe(200);
      for (let i = 0; i < 20; i++) expect((await check(`inventado-${i}`)).status).toBe(400);
      const paused = await anonymous('/api/auth/reset-password/check', { method: 'POST', body: { token } });
      expect({ status: paused.status, json: paused.json }).toEqual({
        status: 429,
        json: { message: 'Se han probado varios enlaces no válidos desde esta conexión. Espera unos minutos e inténtalo de nuevo.' },
      });
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(800);
    });

    /** POST /api/auth/forgot-password naming this Host (fetch will not send a Host of our choosing). */
    const askWithHost = (email: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email });
        const { port } = new URL(api.url);
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/api/auth/forgot-password', method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode!));
          },
        );
        request.on('error', reject);
        request.end(body);
      });

    it('builds the link on the Host the request came to only in demo mode without PUBLIC_URL, refusing a Host that is not a plain host name', async () => {
      const { form } = await register();
      expect(await askWithHost(form.email, 'tienda.local:8080')).toBe(202);
      const link = api.config.demo ? 'http://tienda.local:8080' : api.config.publicUrl!;
      expect((await resetMail(form.email)).text).toContain(`\n${link}/recuperar-contrasena?token=`);
      if (api.config.demo) expect(await askWithHost(form.email, 'evil.example/phish?')).toBe(400);
    });

    it('builds the link on PUBLIC_URL when it is set, whatever Host the request names', async () => {
      const { form } = await register();
      const config = api.app.get<TallerConfig>(TALLER_CONFIG);
      const own = config.publicUrl;
      config.publicUrl = 'https://www.taller.example';
      try {
        expect(await askWithHost(form.email, 'evil.example')).toBe(202);
      } finally {
        config.publicUrl = own;
      }
      const text = (await resetMail(form.email)).text;
      expect(text).toMatch(/^https:\/\/www\.taller\.example\/recuperar-contrasena\?token=[\w-]{43}$/m);
      expect(text).not.toContain('evil');
    });

    it('expires after one hour', async () => {
      const first = await register();
      const second = await register();
      const resets = api.app.get(PasswordResetService);
      await ask(first.form.email);
      await ask(second.form.email);
      const [early, late] = [tokenIn(await resetMail(first.form.email)), tokenIn(await resetMail(second.form.email))];
      const issued = Date.now();

      resets.now = () => new Date(issued + HOUR - 60_000);
      expect((await reset(early)).status).toBe(200);
      resets.now = () => new Date(issued + HOUR + 1000);
      expect(await check(late)).toEqual({ status: 400, json: INVALID });
      expect((await reset(late)).json).toEqual(INVALID);
      resets.now = () => new Date();
      expect((await login(second.form.email, second.form.password)).status).toBe(200);
    });

    it('keeps only the newest link of an account working', async () => {
      const { form } = await register();
      await ask(form.email);
      const older = tokenIn(await resetMail(form.email, 1));
      await ask(form.email);
      const newer = tokenIn(await resetMail(form.email, 2));
      expect((await reset(older)).json).toEqual(INVALID);
      expect((await reset(newer)).status).toBe(200);
    });

    it('checks the forms: an e-mail to ask, a token and a confirmed password of 8 or more to reset', async () => {
      expect((await ask('no-es-correo')).json).toEqual({ message: FORM_INVALID, errors: { email: 'Ingresa un correo electrónico válido' } });
      expect((await anonymous('/api/auth/forgot-password', { method: 'POST', body: {} })).json.errors).toEqual({ email: 'El correo electrónico es obligatorio' });
      const response = await anonymous('/api/auth/reset-password', { method: 'POST', body: { token: 'x', password: 'corta', confirmPassword: 'otra' } });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ password: 'La contraseña debe tener al menos 8 caracteres', confirmPassword: 'Las contraseñas no coinciden' });
      expect((await reset('un-token-inventado')).json).toEqual(INVALID);
    });

    it('sends at most three e-mails per inbox in an hour (answering the same), and takes five requests per address in 15 minutes', async () => {
      const { form } = await register();
      for (let i = 0; i < 5; i++) expect((await ask(form.email)).json).toEqual({ message: REQUESTED });
      await resetMail(form.email, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(form.email)).toHaveLength(3);

      const refused = await ask(form.email);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: 'Has pedido varios enlaces seguidos. Espera unos minutos antes de pedir otro.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    });
  });
});
