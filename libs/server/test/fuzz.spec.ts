import fc from 'fast-check';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE, MIKRO_ORM, Projector, type ReadModels } from '../src/index.js';
import { Account } from '../src/auth/account.entity.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { startApi, type RunningApi } from './harness.js';
import {
  apiRoutes,
  eachLimited,
  jsonObject,
  multipartBody,
  NoAnswer,
  percentEncode,
  queryString,
  RawJson,
  send,
  TINY_PNG,
  wtf8,
  type MultipartPart,
  type RawResponse,
  type Route,
} from './fuzz-requests.js';
import { anyText, excerpt, hostileText, HOSTILE_TEXTS, isHostile, ONE_MB, UNICODE_TEXTS } from './hostile-text.js';

/**
 * Issue 11's fuzz suite: thousands of malformed requests over every route of the API, as each
 * role, on each engine. The server must never answer 5xx, always answer a 4xx on /api as JSON
 * with a Spanish `message`, stay up, and leave no projection behind.
 *
 * It also fails when a text field takes hostile text (NUL, other C0 controls, lone surrogates)
 * with a 2xx, where issue 11 wants a 400.
 *
 * The routes come from the server's own table, so a new route is fuzzed without editing this
 * file (a new form gets a generic body until it is described in BODIES). The requests come
 * from fast-check with a fixed seed. Knobs: FUZZ_SEED=n tries another seed, FUZZ_SCALE=2 sends
 * twice as many, FUZZ_ENGINE=SQLite runs one engine, FUZZ_PROFILE=1 prints the slowest groups.
 *
 * Requests leave from 127.0.0.2–254 in turn, so per-address limits (contact, sign-in,
 * registration) stay out of the way; the fixtures sign in from 127.0.0.1.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261111);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Requests in flight at once: enough to keep the server busy, few enough to stay readable. */
const CONCURRENCY = 3;
/** Fresh shops started after a frozen read side before the run gives up (each costs some 10 s). */
const MAX_RESTARTS = 8;

const ROLES = ['anonymous', 'customer', 'gerente', 'administrador'] as const;
type Role = (typeof ROLES)[number];
const ACCOUNT: Record<Exclude<Role, 'anonymous'>, string> = {
  customer: 'cliente@taller.demo',
  gerente: 'gerente@taller.demo',
  administrador: 'administrador@taller.demo',
};

/** Routes the README documents as throttled per address or per account: 429 is a fine answer there. */
const THROTTLED = /^\/api\/(auth\/(login|register|forgot-password|reset-password\/check|profile|password)|account\/(verify-email(\/resend)?|delete)|register|contact)$/;
/** Routes whose success ends the caller's session (the fuzzer signs in again). */
const ENDS_SESSION = /^\/api\/(auth\/(logout|register)|register)$/;

// ---------------------------------------------------------------------------------------------
// Valid-shaped bodies, from the README's API table: each case breaks one part of one of them.
// ---------------------------------------------------------------------------------------------

type Entries = (readonly [string, unknown])[];
/** Stands for the record's current `version`, looked up just before sending. */
const CURRENT_VERSION = Object.freeze({ currentVersion: true });

interface BodyContext {
  role: Role;
  /** A number unique to the case, for e-mails and phones that must not collide. */
  n: number;
}

const phoneOf = (n: number) => `6${String(n % 100_000_000).padStart(8, '0')}`;
const repairForm = { device: 'Móvil', model: 'Galaxy A52', contactNumber: '612 345 678', description: 'Pantalla rota', motive: '', priceCents: 5000, priceType: 'flexible', paymentMethod: 'cash', isPaid: false, internalNotes: '', estimatedCompletion: '2026-12-01' };
const revisionForm = { device: 'Tablet', model: 'Tab A8', contactNumber: '600 222 333', motive: 'diagnostico', description: 'No carga', internalNotes: '', date: '2026-11-03' };
const orderForm = { name: 'Funda', description: 'Funda de silicona', quantity: 1, unitPriceCents: 1500, paymentMethod: 'cash', isPaid: false, deliveryDate: '2026-11-10' };

/** A card gateway configured (at an address where nothing answers), so the payment routes are fuzzed past 'not configured'. */
const CARD_GATEWAY_SETTINGS = { REDSYS_URL: 'http://127.0.0.1:9', REDSYS_MERCHANT_CODE: '999008881', REDSYS_TERMINAL: '1', REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };

const BODIES: Record<string, (c: BodyContext) => Record<string, unknown>> = {
  'POST /api/auth/login': () => ({ email: 'nadie@taller.demo', password: 'no-es-la-clave', rememberMe: false, area: 'staff' }),
  'POST /api/auth/register': ({ n }) => ({ firstName: 'Ana', lastName: 'Pérez', email: `fuzz${n}@example.com`, password: 'clave-segura-1', confirmPassword: 'clave-segura-1', phone: '', acceptTerms: true, acceptPrivacy: true }),
  'PUT /api/auth/profile': ({ role }) => ({ firstName: 'Nombre', lastName: 'Apellido', email: role === 'anonymous' ? 'nadie@taller.demo' : ACCOUNT[role], phone: '', currentPassword: '' }),
  // Never the right current password: a fuzzer must not change the accounts it signs in with.
  'POST /api/auth/password': () => ({ currentPassword: 'no-es-la-clave', newPassword: 'otra-clave-segura', confirmPassword: 'otra-clave-segura' }),
  'POST /api/auth/forgot-password': () => ({ email: 'nadie@example.com' }),
  'POST /api/auth/reset-password': () => ({ token: 'A'.repeat(43), password: 'otra-clave-segura', confirmPassword: 'otra-clave-segura' }),
  'POST /api/auth/reset-password/check': () => ({ token: 'A'.repeat(43) }),
  'POST /api/clients': ({ n }) => ({ name: 'Cliente', lastName: 'Fuzz', phone: phoneOf(n), email: '', company: 'Taller', status: 'active', registrationDate: '2026-01-15' }),
  'POST /api/clients/quick': ({ n }) => ({ name: 'Rápido', phone: phoneOf(n) }),
  'PUT /api/clients/:id': () => ({ name: 'Cliente', lastName: 'Corregido', company: 'ACME', status: 'active', version: CURRENT_VERSION }),
  'POST /api/notes': () => ({ title: 'Nota', content: 'Contenido de la nota' }),
  'PUT /api/notes/:id': () => ({ title: 'Nota', content: 'Editada', version: CURRENT_VERSION }),
  'POST /api/repairs': () => ({ clientId: 1, ...repairForm, entryDate: '2026-11-01' }),
  'PUT /api/repairs/:id': () => ({ ...repairForm, status: 'in_progress', version: CURRENT_VERSION }),
  'POST /api/repairs/:id/status': () => ({ status: 'in_progress' }),
  'POST /api/repairs/:id/notify': () => ({ channel: 'phone' }),
  'POST /api/repairs/:id/final-notice': () => ({ channel: 'phone' }),
  'POST /api/repairs/:id/abandon': () => ({ reason: 'Sin respuesta al aviso final' }),
  // Every other one an encargo, with its deposit paid at the counter.
  'POST /api/orders': ({ n }) => ({
    clientId: 1,
    ...orderForm,
    date: '2026-11-02',
    ...(n % 2 === 1 ? { special: true, productId: null, depositCents: 500, depositRefundable: false, depositPaidWith: 'cash' } : {}),
  }),
  'POST /api/orders/:id/deposit': () => ({ method: 'cash' }),
  'POST /api/orders/:id/arrival': () => ({}),
  'PUT /api/orders/:id': () => ({ ...orderForm, status: 'confirmed', version: CURRENT_VERSION }),
  'PATCH /api/orders/:id/status': ({ n }) => ({ status: n % 3 === 0 ? 'cancelled' : 'confirmed', deposit: 'refund', version: CURRENT_VERSION }),
  'POST /api/products': ({ n }) => ({ name: `Funda ${n}`, category: 'cases', brand: 'Marca', compatibleModels: ['iPhone 13'], description: 'Funda de silicona', priceCents: 1500, active: true, reorderLevel: 2 }),
  'PUT /api/products/:id': () => ({ name: 'Funda', category: 'cases', brand: '', compatibleModels: ['Galaxy S21'], priceCents: 1490, active: true, reorderLevel: 3, version: CURRENT_VERSION }),
  // A dry run: a fuzzer must not fill the catalogue it reads back.
  'POST /api/products/import': () => ({ csv: 'nombre;categoria;precio;existencias\nFunda;fundas;12,90;2\n', dryRun: true }),
  'POST /api/products/:id/stock/received': () => ({ quantity: 3, note: 'Albarán del proveedor' }),
  'POST /api/products/:id/stock/sold': () => ({ quantity: 1 }),
  'POST /api/products/:id/stock/adjustments': () => ({ delta: 1, reason: 'Recuento' }),
  'POST /api/reservations/:id/payment': () => ({ token: 'a'.repeat(16) }),
  'POST /api/payments/redsys/notification': () => ({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'eyJEc19PcmRlciI6IjAwMDAwMDAxYWJjZCJ9', Ds_Signature: 'A'.repeat(44) }),
  'POST /api/catalogue/products/:id/alerts': ({ n }) => ({ email: `aviso${n}@example.com` }),
  'POST /api/reservations': ({ n }) => ({ lines: [{ productId: 1, quantity: 1 }], contact: { name: 'Ana', email: `reserva${n}@example.com`, phone: phoneOf(n) } }),
  'POST /api/revisions': () => ({ clientId: 1, ...revisionForm, password: '1234' }),
  'PUT /api/revisions/:id': () => ({ ...revisionForm, status: 'pending', unlockCode: '1-5-9', version: CURRENT_VERSION }),
  'POST /api/contact': () => ({ name: 'Ana', email: 'ana@example.com', phone: '612345678', subject: 'Consulta', message: '¿Tenéis pantallas?', template: 'custom' }),
  'POST /api/staff': ({ n }) => ({ email: `equipo${n}@example.com`, name: 'Nuevo Miembro', role: 'gerente' }),
  'PUT /api/staff/:id': () => ({ name: 'Nombre Corregido', role: 'gerente' }),
  // The shop's settings: each part partial and nested (hostile values replace whole parts; the decider's tests cover hostile fields).
  'PUT /api/shop/settings': ({ n }) => ({
    identity: { tradeName: `Taller ${n}`, taxId: 'B58818501', postalCode: '28921', phone: '916 123 456', email: 'hola@example.com' },
    hours: { saturday: [{ opens: '10:00', closes: '14:00' }] },
    terms: { storageFreeDays: 10, storageDailyFeeCents: 300, abandonedAfterDays: 90, warrantyMonths: 3 },
    notices: { steps: { received: false }, sms: false, templates: { received: { subject: 'Hola {nombre}', body: 'Recibido el {fecha}.', short: 'Recibido.' } } },
    version: CURRENT_VERSION,
  }),
  'PUT /api/clients/:id/notice-preference': () => ({ optedOut: true }),
  // The demo's customer account is the third the demo makes (cliente@taller.demo).
  'POST /api/clients/:id/accounts': () => ({ accountId: 3 }),
  'POST /api/account/verify-email': () => ({ token: 'A'.repeat(43) }),
  'POST /api/account/verify-email/resend': () => ({}),
  // Never the right password: a fuzzer must not delete the customer account it signs in with.
  'POST /api/account/delete': () => ({ password: 'no-es-la-clave' }),
  'POST /api/notices/opt-out/:token': () => ({ optedOut: true }),
  'PATCH /api/messages/:id': () => ({ handled: true }),
  'PUT /api/messages/:id': () => ({ handled: false }),
};
BODIES['POST /api/register'] = BODIES['POST /api/auth/register']!;

const routeKey = (route: Route) => `${route.method} ${route.path}`;
const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/** The valid-shaped body of a route; a route nobody described yet gets a generic form. */
function baseBody(route: Route, context: BodyContext): Entries {
  const make = BODIES[routeKey(route)];
  if (make) return Object.entries(make(context));
  if (!takesBody(route.method) || /\/(logout|notify|collect|archive|unarchive|convert|disable|enable|password-reset|tracking)$/.test(route.path)) return [];
  return Object.entries({ name: 'Texto', description: 'Texto de prueba', status: 'pending', id: 1 });
}

// ---------------------------------------------------------------------------------------------
// What is hostile: path parameters, query strings, JSON values and whole bodies.
// ---------------------------------------------------------------------------------------------

/**
 * Text a route must refuse: hostile once the blanks at its ends are gone (forms trim, and a
 * trimmed form feed leaves nothing hostile behind).
 */
const mustRefuse = (text: string) => isHostile(text.trim());
/**
 * The same for a query parameter: a lone surrogate cannot be written in a URL (its bytes are no
 * UTF-8), and the query parser then keeps the whole value undecoded, controls included as `%17`.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const mustRefuseInUrl = (text: string) => !LONE_SURROGATE.test(text) && mustRefuse(text);

/** Stands for the id of an image uploaded earlier in the run (a random UUID if none yet). */
const KNOWN_UUID = '\u0000known-uuid';

const hostileSegment = fc.oneof(
  fc.constantFrom(
    '0', '-1', '1e99', '1.5', 'abc', '%00', '1%00', '%2e%2e', '..', '%2F', '9'.repeat(120), '99999999999999999999',
    '9007199254740993', '%F0%9F%94%A7', '%ZZ', '%', '%ED%A0%80', '%C0%AF', '%201', '0x10', '+1', '1,2', 'null',
    '__proto__', 'constructor', '%E4%BF%AE%E7%90%86', 'x'.repeat(99), '%0A', '%1B', '%7F', '%D9%A1',
  ),
  anyText(16).map(percentEncode),
);
const segmentFor = (param: string): fc.Arbitrary<string> =>
  param === 'id'
    ? fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
        { weight: 5, arbitrary: hostileSegment },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 2, arbitrary: fc.constant(KNOWN_UUID) },
      )
    : fc.oneof({ weight: 4, arbitrary: fc.constantFrom('repair', 'revision', 'order', 'client', 'product') }, { weight: 3, arbitrary: hostileSegment });

/** A text as the value of a JSON field inside a query parameter. */
const jsonText = (text: string) => JSON.stringify(text);
const queryText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS.map(({ text }) => text), ...UNICODE_TEXTS.map(({ text }) => text), '%', '_', '\\', "'", '"', 'a', 'ab', '  ', '', 'a'.repeat(5000)),
  hostileText(30),
  anyText(12),
);
const rawQueryValue = fc.constantFrom('%00', '%ZZ', '%', '%ED%A0%80', '%C0%80', 'a+b', '%FF%FE', '%E2%80%AE').map((raw) => ({ raw }));
const sortParam = fc.constantFrom(
  '["id","ASC"]', '["id","DESC"]', '["name","asc"]', '["createdAt","DESC"]', '["nope","ASC"]', '["id","sideways"]', '[]', '{',
  '"id"', '[1,2]', '["__proto__","ASC"]', '["id"]', '["id","ASC","x"]', 'null', '["id\\u0000","ASC"]', '["id","ASC\\u0000"]',
);
const rangeParam = fc.constantFrom(
  '[0,9]', '[0,999]', '[0,1000]', '[0,1e99]', '[-1,5]', '[5,0]', '[0,999999999]', '[0.5,1]', '["a","b"]', '{', '[0]', '[0,9,1]',
  '[1e308,1e308]', '[9007199254740993,9007199254740993]', '[1e21,1e21]', 'null', '[null,null]', '[0,9]x', '[1e999,1e999]',
);
const filterParam = fc.oneof(
  fc.constantFrom(
    '{}', '{"q":"iphone"}', '{"q":"%"}', '{"q":"_"}', '{"q":"\\\\"}', '{"q":123}', '{"q":["x"]}', '{"q":{"$ne":null}}', '{"q":null}',
    '{"id":[1,2]}', '{"id":"1"}', '{"id":[-1,"x",null,1e99,1.5]}', '{"id":[]}', '{"id":{}}', '{"id":[1e999]}', '{"status":"pending"}',
    '{"status":["pending","x"]}', '{"status":{"$ne":1}}', '{"status":123}', '{"collected":"maybe"}', '{"collected":true}',
    '{"collected":"true"}', '{"handled":"x"}', '{"handled":false}', '{"template":1}', '{"template":"custom"}', '{"age":"x"}',
    '{"age":"recent"}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '[]', 'null', '"x"', '{', '1e999',
    '{"q":"a","q":"b"}', '{"status\\u0000":"pending"}',
  ),
  queryText.map((q) => `{"q":${jsonText(q)}}`),
  fc.constant(`{"id":[${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}]}`),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);
type QueryPair = readonly [string, string | { raw: string }, HostileQuery?];
/** Where a query carries hostile text the route must refuse: `q` of the client search, `filter.q` of a list. */
type HostileQuery = 'q' | 'filter.q';
const pair = (key: string) => (value: string | { raw: string }): QueryPair => [key, value];
const queryPair: fc.Arbitrary<QueryPair> = fc.oneof(
  { weight: 3, arbitrary: sortParam.map(pair('sort')) },
  { weight: 3, arbitrary: rangeParam.map(pair('range')) },
  { weight: 4, arbitrary: filterParam.map(pair('filter')) },
  { weight: 2, arbitrary: queryText.map((q): QueryPair => ['filter', `{"q":${jsonText(q)}}`, mustRefuse(q) ? 'filter.q' : undefined]) },
  { weight: 3, arbitrary: queryText.map((q): QueryPair => ['q', q, mustRefuseInUrl(q) ? 'q' : undefined]) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('type', 'id'), fc.oneof(fc.constantFrom('repair', 'revision', '1', '0', '-1', '1e99', 'abc', ''), queryText)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('from', 'to'), fc.constantFrom('2026-01-01', '2026-13-45', '1900-01-01', '9999-12-31', '', 'abc', '2026-02-30', '2026-1-1', '+275760-09-13', '2026-01-01T00:00:00Z')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('status', 'handled', 'template', 'age', 'collected'), queryText) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'filter[q]', '', '\u0000', 'a'.repeat(300)), queryText) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('q', 'filter', 'sort', 'range', 'type', 'id', 'from'), rawQueryValue).map(([key, value]): QueryPair => [key, value, key === 'q' && value.raw === '%00' ? 'q' : undefined]) },
);
interface QueryCase {
  text: string;
  /** Hostile text in a parameter given once (twice, it is a list, which is refused for that alone). */
  hostile: HostileQuery[];
}
const queryArb: fc.Arbitrary<QueryCase> = fc.array(queryPair, { minLength: 1, maxLength: 4 }).map((pairs) => ({
  text: queryString(pairs.map(([key, value]) => [key, value] as const)),
  hostile: pairs.filter(([key, , mark]) => mark && pairs.filter((other) => other[0] === key).length === 1).map(([, , mark]) => mark!),
}));
/** The routes that read `q` and `filter.q` (others ignore them, rightly answering 2xx). */
const READS_QUERY: Record<HostileQuery, RegExp> = { q: /^\/api\/(clients\/search|catalogue\/products)$/, 'filter.q': /^\/api\/(clients|notes|repairs|orders|revisions|messages|products)$/ };

const BIG_TEXTS = ['x'.repeat(ONE_MB), '🔧'.repeat(ONE_MB / 4), 'a'.repeat(100_000)];
/** A JSON value where the form expects something else (or the same thing, broken). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXTS.map(({ text }) => text)) },
  { weight: 3, arbitrary: hostileText(40) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_TEXTS.map(({ text }) => text)) },
  { weight: 1, arbitrary: anyText(30) },
  { weight: 1, arbitrary: fc.constantFrom(...BIG_TEXTS) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1, 1e21) },
  { weight: 1, arbitrary: fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '-0', '1E-400').map((text) => new RawJson(text)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, '', ' ', ' \t ', '1', '0', 'true', 'null', '2026-02-30', '0000-00-00', '9999-12-31', '+275760-09-13', '1e99', 'NaN', '-1'),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>([], [1], ['\u0000'], [[[]]], {}, { a: { b: { c: 1 } } }, { $ne: null }, { $gt: '' }, new RawJson('{"__proto__":{"isAdmin":true}}'), new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}')),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** What a case does to the body, described for the failure summary. */
interface BodyCase {
  kind: string;
  label: string;
  entries?: Entries;
  raw?: Buffer;
  /** null: no content-type header at all. */
  contentType?: string | null;
  /** The text field that carries hostile text the route must refuse (400), if one does. */
  hostile?: string;
}

const VALID_JSON = 'application/json';
const DEEP = 20_000;

function bodyCases(base: Entries, method: string): fc.Arbitrary<BodyCase> {
  const has = base.length > 0;
  const field = has ? fc.integer({ min: 0, max: base.length - 1 }) : fc.constant(0);
  const asText = (entries: Entries) => jsonObject(entries.map(([key, value]) => [key, value === CURRENT_VERSION ? 1 : value] as const));
  const options: fc.WeightedArbitrary<BodyCase>[] = [
    {
      weight: has ? 12 : 0,
      arbitrary: fc.tuple(field, hostileValue).map(([i, value]) => ({
        kind: 'field',
        label: `body.${base[i]![0]} = ${excerpt(value, 60)}`,
        entries: base.map((entry, j) => (j === i ? ([entry[0], value] as const) : entry)),
        hostile: typeof base[i]![1] === 'string' && typeof value === 'string' && mustRefuse(value) ? base[i]![0] : undefined,
      })),
    },
    {
      // Hostile text slipped into a valid value, so that format rules (an e-mail's @) let it through.
      weight: has ? 5 : 0,
      arbitrary: fc.tuple(field, hostileText(4), fc.boolean()).map(([i, text, atEnd]) => {
        const [key, value] = base[i]!;
        const original = typeof value === 'string' ? value : '';
        const at = atEnd ? original.length : Math.floor(original.length / 2);
        const broken = `${original.slice(0, at)}${text}${original.slice(at)}`;
        return { kind: 'field', label: `body.${key} = ${excerpt(broken, 60)}`, entries: base.map((entry, j) => (j === i ? ([key, broken] as const) : entry)), hostile: typeof value === 'string' && mustRefuse(broken) ? key : undefined };
      }),
    },
    {
      weight: has ? 3 : 0,
      arbitrary: fc.oneof(fc.constantFrom(...HOSTILE_TEXTS.map(({ text }) => text)), hostileText(30)).map((text) => ({
        kind: 'every text field',
        label: `every text field = ${excerpt(text, 40)}`,
        entries: base.map(([key, value]) => [key, typeof value === 'string' ? text : value] as const),
        hostile: base.some(([, value]) => typeof value === 'string') && mustRefuse(text) ? 'every text field' : undefined,
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', '', 'a'.repeat(5000), 'toString', 'hasOwnProperty', 'version', 'id', 'role', 'clientId', 'isAdmin', '\uD800'), hostileValue)
        .map(([key, value]) => ({ kind: 'extra key', label: `extra ${excerpt(key, 20)}: ${excerpt(value, 40)}`, entries: [...base, [key, value] as const] })),
    },
    {
      weight: has ? 1 : 0,
      arbitrary: field.map((i) => ({ kind: 'missing field', label: `without ${base[i]![0]}`, entries: base.filter((_, j) => j !== i) })),
    },
    {
      weight: has ? 1 : 0,
      arbitrary: fc.tuple(field, hostileValue).map(([i, value]) => ({
        kind: 'duplicate key',
        label: `${base[i]![0]} twice, then ${excerpt(value, 40)}`,
        entries: [...base, [base[i]![0], value] as const],
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('[]', '[{}]', '"texto"', '"\\u0000"', '123', '-1', 'null', 'true', '1e999', `[${asText(base)}]`)
        .map((text) => ({ kind: 'not an object', label: `body ${excerpt(text, 40)}`, raw: Buffer.from(text), contentType: VALID_JSON })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{', '{"a":', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', '{"a":"\\u00"}', '\uFEFF{}', '{"a":1}{"b":2}', '{"a":1e}', '{"a":"\u0000"}',
          '{"a":"\n"}', '[', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`, `{"__proto__":{},"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
          `{"a":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}`, '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}',
        )
        .map((text) => ({ kind: 'invalid JSON', label: `body ${excerpt(text, 40)}`, raw: Buffer.from(text), contentType: VALID_JSON })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.constantFrom(...HOSTILE_TEXTS.map(({ text }) => text)), fc.constant('\uD800\uDC00\uDFFF')).chain((text) =>
        fc.constantFrom<BodyCase>(
          { kind: 'raw bytes', label: `WTF-8 bytes of ${excerpt(text, 30)} in every text field`, raw: wtf8(asText(base.map(([k, v]) => [k, typeof v === 'string' ? `@@${k}@@` : v] as const)).replace(/@@[^@]*@@/g, text)), contentType: VALID_JSON },
          { kind: 'raw bytes', label: 'bytes 0xFF 0xFE in a string', raw: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0x00, 0xc0, 0x80]), Buffer.from('"}')]), contentType: VALID_JSON },
          { kind: 'raw bytes', label: 'JSON in UTF-16LE', raw: Buffer.from(asText(base), 'utf16le'), contentType: VALID_JSON },
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'application/vnd.api+json',
          'application/json, text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/json;;;', 'APPLICATION/JSON', '*/*', 'application/jsonx',
        )
        .map((contentType) => ({
          kind: 'content type',
          label: `content-type ${excerpt(contentType, 40)}`,
          raw: contentType === 'application/x-www-form-urlencoded' ? Buffer.from('name=%00&company=ACME%00&status=active') : Buffer.from(asText(base)),
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyCase>(
        { kind: 'empty body', label: 'no body, content-type JSON', raw: Buffer.alloc(0), contentType: VALID_JSON },
        { kind: 'empty body', label: 'no body, no content-type', contentType: null },
        { kind: 'empty body', label: 'blank body', raw: Buffer.from('   \n'), contentType: VALID_JSON },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant<BodyCase>({ kind: 'too large', label: 'body over 1 MiB', raw: Buffer.from(jsonObject([['name', 'x'.repeat(1_100_000)]])), contentType: VALID_JSON }),
    },
    { weight: has ? 2 : 1, arbitrary: fc.constant<BodyCase>({ kind: 'valid body', label: 'valid-shaped body', entries: base }) },
  ];
  if (!takesBody(method)) {
    // GET, DELETE: mostly no body at all; sometimes one anyway.
    return fc.oneof({ weight: 6, arbitrary: fc.constant<BodyCase>({ kind: 'no body', label: '', contentType: null }) }, { weight: 1, arbitrary: fc.oneof(...options) });
  }
  return fc.oneof(...options);
}

/** Multipart uploads, right and wrong (for routes that take files). */
function multipartCases(n: number): fc.Arbitrary<BodyCase> {
  const boundary = `----fuzz${n}`;
  const file = (content: Buffer, filename = 'foto.png', name = 'file'): MultipartPart => ({ name, value: content, filename, contentType: 'image/png' });
  const type = fc.oneof(fc.constantFrom('repair', 'revision'), fc.constantFrom('order', '', 'REPAIR', 'repair\u0000', '__proto__'), hostileText(20));
  const id = fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), fc.constantFrom('0', '-1', '1e99', 'abc', '', ' 1', '1.5', '99999999999999999999', '1\u0000'), hostileText(10));
  const filename = fc.oneof(
    fc.constant('foto.png'),
    fc.constantFrom('', '../../etc/passwd', 'a\u0000.png', '🔧.png', `${'x'.repeat(1000)}.png`, 'a\r\nContent-Type: text/html.png', 'CON.png', '.png', 'foto.exe', '%00.png'),
    hostileText(20).map((t) => `${t}.png`),
  );
  const content = fc.constantFrom(
    TINY_PNG,
    Buffer.alloc(0),
    Buffer.from('hola'),
    Buffer.from('GIF89a'),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('basura')]),
  );
  const form = (parts: MultipartPart[], label: string, close = true, contentType = `multipart/form-data; boundary=${boundary}`): BodyCase => ({
    kind: 'multipart',
    label,
    raw: multipartBody(parts, boundary, close),
    contentType,
  });
  return fc.oneof(
    fc.tuple(type, id, filename, content).map(([t, i, f, c]) =>
      form([{ name: 'type', value: t }, { name: 'id', value: i }, file(c, f)], `type=${excerpt(t, 20)} id=${excerpt(i, 20)} filename=${excerpt(f, 30)} (${c.length} bytes)`),
    ),
    fc.tuple(type, id).map(([t, i]) => form([{ name: 'type', value: t }, { name: 'id', value: i }], `no file, type=${excerpt(t, 20)} id=${excerpt(i, 20)}`)),
    fc.constantFrom('imagen', 'FILE', '', 'file\u0000', 'files[]').map((name) => form([{ name: 'type', value: 'repair' }, { name: 'id', value: '1' }, file(TINY_PNG, 'a.png', name)], `file field named ${excerpt(name, 20)}`)),
    fc.constant(form([{ name: 'type', value: 'repair' }, { name: 'id', value: '1' }, file(TINY_PNG), file(TINY_PNG)], 'two files')),
    fc.constant(form([file(TINY_PNG), { name: 'type', value: 'repair' }, { name: 'id', value: '1' }], 'file before the fields')),
    fc.constant(form([{ name: 'type', value: 'repair' }, { name: 'id', value: '1' }, file(TINY_PNG)], 'not closed', false)),
    fc.constant(form([{ name: 'type', value: 'repair' }, { name: 'id', value: '1' }, file(TINY_PNG)], 'wrong boundary', true, 'multipart/form-data; boundary=otro')),
    fc.constant(form([{ name: 'type', value: 'repair' }, { name: 'id', value: '1' }, file(TINY_PNG)], 'no boundary', true, 'multipart/form-data')),
    fc.constant(form([{ name: 'type', value: 'x'.repeat(2_000_000) }, { name: 'id', value: '1' }, file(TINY_PNG)], 'a 2 MB field')),
    fc.constant(form(Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, value: 'x' })), '2000 fields')),
  );
}

/** A cookie an attacker could send instead of a session. */
const hostileCookie = fc.oneof(
  fc.constantFrom('', '%00', 'a'.repeat(4000), '\u0000', 'undefined', 'null', '[object Object]', 'x; taller_session=y', 's:abc.def', '"quoted"'),
  anyText(40),
).map((value) => (/^[\x20-\x7e]*$/.test(value) ? value : percentEncode(value)));

interface CaseSpec {
  method: string;
  params: string[];
  query: QueryCase | null;
  body: BodyCase;
  /** Anonymous only: a forged session cookie instead of none. */
  cookie: string | null;
  /** Headers a proxy, a browser or an attacker adds (origin checks, forwarding, host). */
  headers: Record<string, string> | null;
}

/** Header values the CSRF check, the proxy settings and the reset links read: odd, forged or broken. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom('null', 'http://evil.example', 'http://127.0.0.1', 'https://127.0.0.1:1', '', 'not a url', 'http://[::1', 'http://%00', 'file://', `http://${'x'.repeat(4000)}.es`).map((origin) => ({ origin })),
  fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none', 'garbage', '').map((site) => ({ 'sec-fetch-site': site })),
  fc.constantFrom('http://evil.example/x', 'not a url', '', '%00').map((referer) => ({ referer })),
  fc.constantFrom('1.2.3.4', 'garbage', '::1', '127.0.0.1, 10.0.0.1', `${'9.'.repeat(2000)}9`, 'unknown').map((forwarded) => ({ 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })),
  fc.constantFrom('evil.example', 'evil.example:99999', '[::1]', 'localhost', 'a..b', `${'x'.repeat(300)}.es`).map((host) => ({ host })),
  fc.constantFrom('text/html', '*/*', 'application/xml', '', 'application/json;q=0').map((accept) => ({ accept })),
);

/** `arbitrary`'s value with the given probability, else null. */
const sometimes = <T,>(arbitrary: fc.Arbitrary<T>, probability: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: Math.round(probability * 100), arbitrary }, { weight: Math.round((1 - probability) * 100), arbitrary: fc.constant(null) });

function casesFor(route: Route, role: Role, count: number, seed: number, n: number): CaseSpec[] {
  const params = route.path.split('/').filter((segment) => segment.startsWith(':') || segment === '*').map((segment) => segment.slice(1) || 'splat');
  const isUpload = route.method === 'POST' && /\/uploads$/.test(route.path);
  const base = baseBody(route, { role, n });
  const body = isUpload ? fc.oneof({ weight: 4, arbitrary: multipartCases(n) }, { weight: 1, arbitrary: bodyCases(base, route.method) }) : bodyCases(base, route.method);
  const arbitrary = fc.record({
    method: route.method === 'GET' ? fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') }) : fc.constant(route.method),
    params: fc.tuple(...params.map(segmentFor)),
    query: sometimes(queryArb, route.method === 'GET' ? 0.8 : 0.25),
    body,
    cookie: role === 'anonymous' ? sometimes(hostileCookie, 0.15) : fc.constant(null),
    headers: sometimes(oddHeaders, 0.15),
  });
  return fc.sample(arbitrary, { seed, numRuns: count }) as CaseSpec[];
}

/**
 * How many random cases a route gets as a role: few where the role is turned away at the door,
 * few where each one costs a password hash (scrypt) or a new sign-in, many elsewhere.
 */
function caseCount(route: Route, role: Role, denied: boolean): number {
  const hashes = /\/(login|register|password|reset-password)$/.test(route.path);
  const signsOut = ENDS_SESSION.test(route.path) && role !== 'anonymous';
  const count = denied ? 5 : signsOut ? 5 : hashes ? 10 : takesBody(route.method) ? 30 : 16;
  return Math.max(1, Math.round(SCALE * count));
}

/**
 * The cases the issue names, sent every time whatever the seed: each text field of each form
 * with NUL (at the end, and inside, which keeps an e-mail an e-mail), a control character and a
 * lone surrogate after its valid value, a megabyte, and clean Unicode.
 */
function everyFieldCases(route: Route, role: Role, n: number): CaseSpec[] {
  const base = baseBody(route, { role, n });
  const variants = (value: string): string[] => {
    const middle = Math.max(1, Math.floor(value.length / 2));
    return [`${value}\u0000`, `${value.slice(0, middle)}\u0000${value.slice(middle)}`, `${value}\u0007`, `${value}\uD800`, 'x'.repeat(ONE_MB), 'Móvil 📱 修理'];
  };
  const params = route.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => (segment === ':id' ? '1' : 'repair'));
  return base
    .filter(([, value]) => typeof value === 'string')
    .flatMap(([key, value]) =>
      variants(value as string).map((text) => ({
        method: route.method,
        params,
        query: null,
        cookie: null,
        headers: null,
        body: {
          kind: 'field',
          label: `body.${key} = ${excerpt(text, 40)}`,
          entries: base.map((entry) => (entry[0] === key ? ([key, text] as const) : entry)),
          hostile: mustRefuse(text) ? key : undefined,
        },
      })),
    );
}

// ---------------------------------------------------------------------------------------------
// Judging answers.
// ---------------------------------------------------------------------------------------------

/** Words of English messages (framework defaults); none is a Spanish word. */
const ENGLISH = /\b(the|is|not|invalid|must|should|expected|required|cannot|unsupported|found|missing|body|request|unexpected|exceeded|allowed|client|bad|unauthorized|forbidden|payload|too large|internal server)\b/i;

interface Failure {
  /** `METHOD /path` of the route table. */
  route: string;
  kind: string;
  /** What the answers of one cause share (a framework error code, a message), to fold one cause over many routes. */
  cause: string;
  role: Role;
  request: string;
  label: string;
  answer: string;
  curl?: string;
}

function curlOf(url: string, method: string, path: string, headers: Record<string, string>, body: Buffer | undefined): string | undefined {
  const text = body?.toString('utf8');
  if (path.length > 300 || (body && (body.length > 400 || !Buffer.from(text!, 'utf8').equals(body) || /[\u0000-\u001f]/.test(text!)))) return undefined;
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl -si', '-X', method, quote(`${url}${path}`)];
  for (const [name, value] of Object.entries(headers)) parts.push('-H', quote(`${name}: ${name === 'cookie' ? value.replace(/=.*/, '=<sesión>') : value}`));
  if (text !== undefined) parts.push('--data-binary', quote(text));
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

/** A stable 32-bit number for a route and role, mixed with the seed. */
function seedFor(...parts: string[]): number {
  let hash = SEED | 0;
  for (const char of parts.join(' ')) hash = (Math.imul(hash ^ char.charCodeAt(0), 0x5bd1e995) + 0x6b43a9b5) | 0;
  return hash;
}

describe.each(ENGINES.filter((engine) => !process.env.FUZZ_ENGINE || engine.name === process.env.FUZZ_ENGINE))('Fuzzing every route of the API on $name', (engine) => {
  let api: RunningApi;
  let base: URL;
  let routes: Route[] = [];
  const failures: Failure[] = [];
  const frozen: Failure[] = [];
  const statuses = new Map<string, number>();
  const cookies = new Map<Role, string>();
  const knownUuids: string[] = [];
  let sent = 0;
  let restarts = 0;
  /** Why the run ended before its last case, if it did. */
  let stopped = '';
  let caseNumber = 0;
  let addressNumber = 0;
  const timings: [string, number, number][] = [];

  beforeAll(async () => {
    api = await startApi(await engine.databaseUrl(), undefined, undefined, CARD_GATEWAY_SETTINGS);
    base = new URL(api.url);
    console.log(`Fuzz on ${engine.name}: seed ${SEED} (FUZZ_SEED=${SEED} to replay), scale ${SCALE}`);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Fixture requests come from 127.0.0.1; fuzzing rotates over 127.0.0.2–254, so per-address limits never stop the fixtures. */
  const nextAddress = () => `127.0.0.${2 + (addressNumber++ % 253)}`;

  async function cookieFor(role: Role): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    const known = cookies.get(role);
    if (known) return known;
    const cookie = await api.login(ACCOUNT[role]);
    cookies.set(role, cookie);
    return cookie;
  }

  async function signedOut(role: Role): Promise<boolean> {
    const cookie = cookies.get(role);
    if (!cookie) return true;
    const me = await send(base, { method: 'GET', path: '/api/auth/me', headers: { cookie }, from: '127.0.0.1' });
    return me.status === 200 && JSON.parse(me.text).user === null;
  }

  /** The record's current version, as the edit screen would have it (1 when it cannot tell). */
  async function currentVersion(path: string): Promise<number> {
    const [, , resource, id] = path.split('/');
    const record = path === '/api/shop/settings' ? path : `/api/${resource}/${id}`;
    if (record !== path && !/^[1-9]\d{0,8}$/.test(id ?? '')) return 1;
    const answer = await send(base, { method: 'GET', path: record, headers: { cookie: (await cookieFor('administrador'))! }, from: '127.0.0.1' });
    try {
      return answer.status === 200 ? (JSON.parse(answer.text).version ?? 1) : 1;
    } catch {
      return 1;
    }
  }

  async function build(route: Route, role: Role, spec: CaseSpec) {
    let index = 0;
    const segments = route.path.split('/').map((segment) => {
      if (!segment.startsWith(':') && segment !== '*') return segment;
      const value = spec.params[index++]!;
      return value === KNOWN_UUID ? (knownUuids[caseNumber % Math.max(1, knownUuids.length)] ?? '6f1c2a9e-0000-4000-8000-000000000000') : value;
    });
    const path = segments.join('/') + (spec.query ? `?${spec.query.text}` : '');
    const headers: Record<string, string> = {};
    const cookie = spec.cookie !== null ? `taller_session=${spec.cookie}` : await cookieFor(role);
    if (cookie) headers.cookie = cookie;
    Object.assign(headers, spec.headers);
    let body: Buffer | undefined;
    const { entries, raw, contentType } = spec.body;
    if (entries) {
      const resolved = await Promise.all(entries.map(async ([key, value]) => [key, value === CURRENT_VERSION ? await currentVersion(path) : value] as const));
      body = Buffer.from(jsonObject(resolved));
      headers['content-type'] = contentType ?? VALID_JSON;
    } else if (raw) {
      body = raw;
      if (contentType) headers['content-type'] = contentType;
    } else if (contentType) {
      headers['content-type'] = contentType;
    }
    return { method: spec.method, path, headers, body };
  }

  function record(route: Route, role: Role, kind: string, request: Awaited<ReturnType<typeof build>>, label: string, answer: string, rawAnswer = answer) {
    failures.push({
      route: routeKey(route),
      kind,
      cause: causeOf(rawAnswer),
      role,
      request: `${request.method} ${request.path.length > 120 ? `${request.path.slice(0, 120)}…` : request.path}`,
      label,
      answer,
      curl: curlOf(api.url, request.method, request.path, request.headers, request.body),
    });
  }

  function judge(route: Route, role: Role, denied: boolean, request: Awaited<ReturnType<typeof build>>, label: string, response: RawResponse, hostile?: string) {
    const { status } = response;
    statuses.set(`${Math.floor(status / 100)}xx`, (statuses.get(`${Math.floor(status / 100)}xx`) ?? 0) + 1);
    const answer = `${status} ${excerpt(response.text, 140)}`;
    const fail = (kind: string) => record(route, role, kind, request, label, answer, response.text);
    if (status >= 500) return fail(`${status}`);
    if (status >= 200 && status < 300) {
      if (denied) fail(`2xx for ${role}, who is refused this route`);
      if (hostile) fail('hostile text accepted (2xx where issue 11 wants 400)');
      try {
        const json = response.headers['content-type']?.includes('json') && response.text ? JSON.parse(response.text) : undefined;
        if (typeof json?.id === 'string' && /^[0-9a-f-]{36}$/i.test(json.id) && knownUuids.length < 50) knownUuids.push(json.id);
      } catch {
        fail('invalid JSON in a 2xx answer');
      }
      return;
    }
    if (status === 429 && !THROTTLED.test(route.path)) fail('429 on a route with no documented limit');
    if (status >= 400 && request.method !== 'HEAD') {
      let message: unknown;
      let fieldErrors: unknown;
      try {
        ({ message, errors: fieldErrors } = JSON.parse(response.text));
      } catch {
        return fail(`${status} not JSON`);
      }
      if (typeof message !== 'string' || message.trim() === '') return fail(`${status} without a message`);
      if (ENGLISH.test(message)) return fail(`${status} with an English message`);
      // The field messages reach the user too (under each field, or the form's '_').
      const texts = fieldErrors && typeof fieldErrors === 'object' ? Object.values(fieldErrors) : [];
      if (texts.some((text) => typeof text === 'string' && ENGLISH.test(text))) return fail(`${status} with an English field message`);
    }
  }

  /**
   * Whether the read models have applied every event of the log. Behind, they get time while
   * they move (a loaded machine is slow); stuck for `stillMs` at one position, they are left behind.
   */
  async function readSideCaughtUp(stillMs: number): Promise<{ ok: boolean; position: number; head: number; next?: string }> {
    const store = api.app.get<EventStore>(EVENT_STORE);
    const projector = api.app.get(Projector);
    let seen = projector.position;
    let movedAt = Date.now();
    for (;;) {
      const head = await store.headPosition();
      const position = projector.position;
      if (position >= head) return { ok: true, position, head };
      if (position !== seen) [seen, movedAt] = [position, Date.now()];
      if (Date.now() - movedAt > stillMs) {
        const [next] = await store.readAll(position, 1);
        const event = next ? `${next.type} of ${next.streamId} at ${next.position}: ${excerpt(next.data, 160)}` : 'no event';
        return { ok: false, position, head, next: event };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A fresh shop after the read side froze, so that the rest of the run is not 5 s per command. */
  async function restart() {
    await api.close();
    api = await startApi(await engine.databaseUrl(), undefined, undefined, CARD_GATEWAY_SETTINGS);
    base = new URL(api.url);
    cookies.clear();
    knownUuids.length = 0;
    restarts++;
  }

  /**
   * The team's routes (ids 1 to 8 as the Administrador) may disable the Gerente the fuzzer signs
   * in as, or change its role or name: put the fixture accounts back as they were, and sign in again.
   */
  async function restoreFixtureAccounts(): Promise<void> {
    const em = api.app.get<ReadModels>(MIKRO_ORM).em.fork();
    await em.nativeUpdate(Account, { email: ACCOUNT.gerente }, { role: 'gerente', disabledAt: null, name: 'Gonzalo Gerente' });
    await em.nativeUpdate(Account, { email: ACCOUNT.administrador }, { role: 'administrador', disabledAt: null });
    cookies.delete('gerente');
  }

  /** Whether a role is refused a route outright (401/403), judged with a harmless request. */
  async function refused(route: Route, role: Role): Promise<boolean> {
    const path = route.path.replace(/:id/g, '999999').replace(/:[a-z]+/gi, 'repair');
    const cookie = await cookieFor(role);
    const headers: Record<string, string> = cookie ? { cookie } : {};
    let body: Buffer | undefined;
    if (takesBody(route.method)) {
      body = Buffer.from('{}');
      headers['content-type'] = VALID_JSON;
    }
    // Never a logout here: it would end the session the fuzzing is about to use.
    if (ENDS_SESSION.test(route.path)) return false;
    const answer = await send(base, { method: route.method, path, headers, body, from: nextAddress() });
    return answer.status === 401 || answer.status === 403;
  }

  /**
   * Sends a group's cases. A read side left behind is recorded, and the rest of the group goes
   * to a fresh shop: a frozen one would make every later command wait out its 5 s bound.
   */
  async function fuzzGroup(route: Route, role: Role, specs: CaseSpec[], denied: boolean): Promise<void> {
    let pending = specs;
    for (let attempt = 0; pending.length > 0; attempt++) {
      let froze = false;
      const skipped: CaseSpec[] = [];
      await eachLimited(pending, CONCURRENCY, async (spec) => {
        if (froze) return void skipped.push(spec);
        await sendCase(route, role, spec, denied);
        if (takesBody(spec.method) || spec.method === 'DELETE') {
          const readSide = await readSideCaughtUp(3_000);
          if (!readSide.ok && !froze) {
            froze = true;
            const detail = `read models stuck at ${readSide.position} of ${readSide.head}, on ${readSide.next}`;
            frozen.push({ route: routeKey(route), kind: 'projection left behind', cause: readSide.next?.split(' ')[0] ?? '', role, request: `${spec.method} ${route.path}`, label: spec.body.label, answer: detail });
          }
        }
      });
      if (!froze) return;
      if (restarts >= MAX_RESTARTS) {
        stopped = `fuzzing stopped early: the read side froze ${restarts + 1} times`;
        return;
      }
      await restart();
      // A group that freezes its fresh shop again has said what it had to say.
      pending = attempt === 0 ? skipped : [];
    }
  }

  async function sendCase(route: Route, role: Role, spec: CaseSpec, denied: boolean): Promise<void> {
    caseNumber++;
    let request = await build(route, role, spec);
    let response: RawResponse;
    try {
      response = await send(base, { ...request, from: nextAddress() });
      sent++;
      // A signed-in role whose session ended (a logout, a registration): sign in again, send again.
      if (response.status === 401 && role !== 'anonymous' && !denied && (await signedOut(role))) {
        cookies.delete(role);
        request = await build(route, role, spec);
        response = await send(base, { ...request, from: nextAddress() });
        sent++;
      }
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      sent++;
      return record(route, role, error.reason === 'timeout' ? 'no answer (timeout)' : 'connection dropped', request, spec.body.label, error.message);
    }
    if (response.status >= 200 && response.status < 300 && ENDS_SESSION.test(route.path)) cookies.delete(role);
    const hostileQuery = ['GET', 'HEAD'].includes(spec.method) ? spec.query?.hostile.find((where) => READS_QUERY[where].test(route.path)) : undefined;
    const label = [hostileQuery && !spec.body.hostile ? `hostile text in ${hostileQuery}` : '', spec.body.label, spec.headers ? `headers ${excerpt(spec.headers, 60)}` : '']
      .filter(Boolean)
      .join('; ');
    judge(route, role, denied, request, label, response, spec.body.hostile ?? hostileQuery);
  }

  /** Routes in an order that keeps fixtures: reads first, then writes, deletions, and ending sessions last. */
  function ordered(all: Route[]): Route[] {
    const rank = (route: Route) => (ENDS_SESSION.test(route.path) ? 5 : { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 4 }[route.method] ?? 3);
    return [...all].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }

  it('reads the routes to fuzz from the server’s own route table', () => {
    routes = apiRoutes(api.app).filter((route) => route.method !== 'HEAD');
    const keys = routes.map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/contact', 'PUT /api/clients/:id', 'POST /api/uploads', 'POST /api/auth/logout']));
    // The API has some 65 routes today: far fewer means the table was misread.
    expect(routes.length).toBeGreaterThanOrEqual(55);
  });

  it('answers thousands of malformed requests, as every role, never with a 5xx and always with a Spanish JSON message', async () => {
    expect(routes.length).toBeGreaterThan(0);
    const started = Date.now();
    let groups = 0;
    for (const route of ordered(routes)) {
      let reached = false;
      for (const role of ROLES) {
        if (stopped) break;
        const denied = await refused(route, role);
        const specs = casesFor(route, role, caseCount(route, role, denied), seedFor(routeKey(route), role), caseNumber);
        // The issue's own cases, once, as the first role the route lets in.
        if (!denied && !reached) specs.unshift(...everyFieldCases(route, role, caseNumber));
        reached ||= !denied;
        groups++;
        const groupStarted = Date.now();
        await fuzzGroup(route, role, specs, denied);
        if (route.path.startsWith('/api/staff/')) await restoreFixtureAccounts();
        const key = `${routeKey(route)} ${role}`;
        timings.push([key, Date.now() - groupStarted, specs.length]);
      }
    }
    // Methods and paths nobody registered: still JSON, still Spanish.
    const paths = [...new Set(routes.map((route) => route.path))];
    const unrouted: Route[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (!routes.some((route) => route.path === path && route.method === method)) unrouted.push({ method, path });
      }
    }
    for (const path of ['/api', '/api/nope', '/api/clients/1/nope', '/api/%00', `/api/${'a'.repeat(5000)}`, '/api/../api/health', '/api/%ZZ', '/api//clients']) unrouted.push({ method: 'GET', path });
    await eachLimited(unrouted, CONCURRENCY, async (route) => {
      const path = route.path.replace(/:id/g, '1').replace(/:[a-z]+/gi, 'repair');
      const headers: Record<string, string> = takesBody(route.method) ? { 'content-type': VALID_JSON } : {};
      const request = { method: route.method, path, headers, body: takesBody(route.method) ? Buffer.from('{}') : undefined };
      try {
        const response = await send(base, { ...request, from: nextAddress() });
        sent++;
        judge({ method: route.method, path: `${route.path} (unrouted)` }, 'anonymous', false, request, 'method or path not registered', response);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        record(route, 'anonymous', 'connection dropped', request, 'method or path not registered', error.message);
      }
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (process.env.FUZZ_PROFILE) console.log(timings.sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, ms, n]) => `${k}: ${ms} ms / ${n}`).join('\n'));
    console.log(
      `Fuzz on ${engine.name}: seed ${SEED}, ${routes.length} routes × ${ROLES.length} roles (${groups} groups), ${sent} requests in ${seconds} s, ` +
        `${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}, ${restarts} restart(s) after a frozen read side`,
    );
    if (stopped) throw new Error(`${stopped}, after ${sent} requests.\n${summary([...failures, ...frozen], SEED)}`);
    expect(sent).toBeGreaterThan(2000);
    if (failures.length > 0) throw new Error(summary(failures, SEED));
  }, 600_000);

  it('leaves no projection behind: the read models caught up with the log', async () => {
    const readSide = await readSideCaughtUp(6_000);
    const health = await send(base, { method: 'GET', path: '/api/health', headers: {} });
    const problems = frozen.length > 0 ? [summary(frozen, SEED)] : [];
    if (!readSide.ok) problems.push(`At the end: read models at ${readSide.position} of ${readSide.head}, on ${readSide.next}`);
    if (health.status === 200 && JSON.parse(health.text).projectedPosition !== readSide.head) {
      problems.push(`Health says projectedPosition ${JSON.parse(health.text).projectedPosition}, the log's head is ${readSide.head}`);
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
  }, 60_000);

  it('is still up and still takes a valid command that shows in its list', async () => {
    const health = await send(base, { method: 'GET', path: '/api/health', headers: {} });
    expect(health.status).toBe(200);
    const cookie = (await cookieFor('gerente'))!;
    const name = `Superviviente ${SEED}`;
    const created = await send(base, {
      method: 'POST',
      path: '/api/clients',
      headers: { cookie, 'content-type': VALID_JSON },
      body: Buffer.from(JSON.stringify({ name, phone: phoneOf(SEED + 7) })),
    });
    expect(created.status).toBe(201);
    const list = await send(base, { method: 'GET', path: `/api/clients?${queryString([['filter', JSON.stringify({ q: name })]])}`, headers: { cookie } });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.text).map((client: { id: number }) => client.id)).toContain(JSON.parse(created.text).id);
  }, 60_000);
});

/** What an answer says its cause is: a framework error code, or the start of its message. */
function causeOf(text: string): string {
  try {
    const json = JSON.parse(text);
    return String(json.code ?? json.message ?? '').slice(0, 60);
  } catch {
    return text.slice(0, 60);
  }
}

/**
 * One line per route and kind of failure, with how many, who, and a first example to reproduce.
 * A cause seen on more than three routes (a framework refusal before any route's own code) is
 * one line listing the routes.
 */
function summary(failures: Failure[], seed: number): string {
  const group = <K,>(items: Failure[], key: (f: Failure) => K) => {
    const groups = new Map<K, Failure[]>();
    for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
    return [...groups.values()];
  };
  const example = (all: Failure[]) => {
    const first = all[0]!;
    const roles = [...new Set(all.map((f) => f.role))].join(', ');
    const labels = [...new Set(all.map((f) => f.label))].filter(Boolean).slice(0, 3).join(' | ');
    return `×${all.length} [${roles}] e.g. ${first.request}${labels ? ` — ${labels}` : ''} → ${first.answer}${first.curl ? `\n    ${first.curl}` : ''}`;
  };
  const lines: string[] = [];
  for (const sameCause of group(failures, (f) => `${f.kind} ${f.cause}`)) {
    const routes = [...new Set(sameCause.map((f) => f.route))];
    if (routes.length > 3) {
      const cause = sameCause[0]!.cause ? ` (${sameCause[0]!.cause})` : '';
      lines.push(`• ${sameCause[0]!.kind}${cause} on ${routes.length} routes: ${routes.join(', ')} ${example(sameCause)}`);
    } else {
      for (const sameRoute of group(sameCause, (f) => f.route)) lines.push(`• ${sameRoute[0]!.route} · ${sameRoute[0]!.kind} ${example(sameRoute)}`);
    }
  }
  lines.sort();
  return `${failures.length} failing answers, ${lines.length} distinct (seed ${seed}; FUZZ_SEED=${seed} replays):\n${lines.join('\n')}`;
}
