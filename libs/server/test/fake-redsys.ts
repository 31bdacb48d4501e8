import { createCipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks Redsys' redirection protocol, for tests (and for clicking
 * through by hand or with Playwright): it checks the merchant's signed form as Redsys does,
 * shows a payment page with 'Pagar' and 'Cancelar', then posts the signed notification to the
 * merchant's Ds_Merchant_MerchantURL and sends the browser to URLOK or URLKO; and it answers
 * refunds on the REST endpoint (trataPeticionREST, transaction type 3).
 *
 * Its signing is written apart from the server's (payments/redsys/redsys-signature.ts) from the
 * same public description, so that the two meet only if both follow it; the server's is also
 * pinned to Redsys' published example (redsys-signature.spec.ts).
 */

/** Redsys' public test key (its integration guide's), and a merchant and terminal of our own. */
export const FAKE_REDSYS_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
export const FAKE_MERCHANT_CODE = '999008881';
export const FAKE_TERMINAL = '1';

export interface SignedParameters {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

export interface SentNotification {
  url: string;
  body: string;
  parameters: Record<string, string>;
  status: number;
}

export interface FakeRedsys {
  url: string;
  /** The settings a server needs to pay through this one. */
  settings: Record<string, string>;
  notifications: SentNotification[];
  refunds: { order: string; amount: string; transactionType: string; answered: string }[];
  /** Refuse the next refunds as Redsys refuses one above what was paid (SIS0057). */
  refuseRefunds: boolean;
  /** Parameters signed as Redsys signs its notifications (base64url), with `key`. */
  sign(parameters: Record<string, string>, key?: string): SignedParameters;
  /** Posts a notification to the merchant as Redsys does (form-encoded). */
  notify(url: string, signed: SignedParameters): Promise<number>;
  close(): Promise<void>;
}

function orderKey(key: string, order: string): Buffer {
  const block = Math.ceil(Buffer.byteLength(order) / 8) * 8;
  const padded = Buffer.alloc(block);
  padded.write(order, 'utf8');
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(key, 'base64'), Buffer.alloc(8)).setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}
const hmac = (key: string, order: string, parameters: string) => createHmac('sha256', orderKey(key, order)).update(parameters).digest();
const decode = (text: string): Record<string, string> => JSON.parse(Buffer.from(text, 'base64').toString('utf8'));

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Redsys of the tests, on a free port of 127.0.0.1. */
export async function fakeRedsys(): Promise<FakeRedsys> {
  const sessions = new Map<string, Record<string, string>>();
  /** What each operation paid and has had back, in cents. */
  const paid = new Map<string, { amount: number; refunded: number }>();
  const fake: FakeRedsys = {
    url: '',
    settings: {},
    notifications: [],
    refunds: [],
    refuseRefunds: false,
    sign(parameters, key = FAKE_REDSYS_KEY) {
      const merchantParameters = Buffer.from(JSON.stringify(parameters)).toString('base64url');
      const order = parameters['Ds_Order'] ?? parameters['DS_MERCHANT_ORDER'] ?? '';
      return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: hmac(key, order, merchantParameters).toString('base64url') };
    },
    async notify(url, signed) {
      const body = new URLSearchParams({ ...signed }).toString();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      await response.text();
      fake.notifications.push({ url, body, parameters: decode(signed.Ds_MerchantParameters), status: response.status });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** The merchant's request, if its signature is the one Redsys expects: else null. */
  function verified(form: Record<string, string>): Record<string, string> | null {
    try {
      const parameters = decode(form['Ds_MerchantParameters'] ?? '');
      const order = parameters['DS_MERCHANT_ORDER'] ?? '';
      const expected = hmac(FAKE_REDSYS_KEY, order, form['Ds_MerchantParameters'] ?? '');
      const given = Buffer.from(form['Ds_Signature'] ?? '', 'base64');
      const ok = form['Ds_SignatureVersion'] === 'HMAC_SHA256_V1' && given.equals(expected) && parameters['DS_MERCHANT_MERCHANTCODE'] === FAKE_MERCHANT_CODE && /^\d{4}[0-9A-Za-z]{0,8}$/.test(order);
      return ok ? parameters : null;
    } catch {
      return null;
    }
  }

  /** The customer paid (or gave up): Redsys tells the merchant, then sends the browser back. */
  async function finish(session: Record<string, string>, pays: boolean, response: ServerResponse) {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    const notification = fake.sign({
      Ds_Date: encodeURIComponent(`${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()}`),
      Ds_Hour: encodeURIComponent(`${two(now.getHours())}:${two(now.getMinutes())}`),
      Ds_SecurePayment: pays ? '1' : '0',
      Ds_Amount: session['DS_MERCHANT_AMOUNT']!,
      Ds_Currency: session['DS_MERCHANT_CURRENCY']!,
      Ds_Order: session['DS_MERCHANT_ORDER']!,
      Ds_MerchantCode: session['DS_MERCHANT_MERCHANTCODE']!,
      Ds_Terminal: session['DS_MERCHANT_TERMINAL']!.padStart(3, '0'),
      Ds_Response: pays ? '0000' : '9915',
      Ds_MerchantData: session['DS_MERCHANT_MERCHANTDATA'] ?? '',
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: pays ? String(randomInt(100000, 999999)) : '',
      Ds_Card_Country: '724',
      Ds_Card_Brand: '1',
    });
    if (pays) paid.set(session['DS_MERCHANT_ORDER']!, { amount: Number(session['DS_MERCHANT_AMOUNT']), refunded: 0 });
    await fake.notify(session['DS_MERCHANT_MERCHANTURL']!, notification);
    const back = new URL(session[pays ? 'DS_MERCHANT_URLOK' : 'DS_MERCHANT_URLKO']!);
    for (const [key, value] of Object.entries(notification)) back.searchParams.set(key, value);
    response.writeHead(302, { location: back.toString() }).end();
  }

  function refund(request: Record<string, string>): Record<string, unknown> {
    const parameters = verified(request);
    if (!parameters) return { errorCode: 'SIS0042' };
    const order = parameters['DS_MERCHANT_ORDER']!;
    const amount = Number(parameters['DS_MERCHANT_AMOUNT']);
    const payment = paid.get(order);
    let answer: Record<string, unknown>;
    if (parameters['DS_MERCHANT_TRANSACTIONTYPE'] !== '3') answer = { errorCode: 'SIS0054' };
    else if (!payment) answer = { errorCode: 'SIS0062' };
    else if (fake.refuseRefunds || payment.refunded + amount > payment.amount) answer = { errorCode: 'SIS0057' };
    else {
      payment.refunded += amount;
      const signed = fake.sign({
        Ds_Amount: String(amount), Ds_Currency: '978', Ds_Order: order, Ds_MerchantCode: FAKE_MERCHANT_CODE, Ds_Terminal: '1',
        Ds_Response: '0900', Ds_AuthorisationCode: String(randomInt(100000, 999999)), Ds_TransactionType: '3', Ds_SecurePayment: '0', Ds_Language: '1', Ds_MerchantData: '',
      });
      // REST answers come in standard base64.
      answer = { ...signed, Ds_Signature: Buffer.from(signed.Ds_Signature, 'base64url').toString('base64') };
    }
    fake.refunds.push({ order, amount: String(amount), transactionType: parameters['DS_MERCHANT_TRANSACTIONTYPE'] ?? '', answered: String(answer['errorCode'] ?? '0900') });
    return answer;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await bodyOf(request);
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (request.method === 'POST' && path === '/sis/rest/trataPeticionREST') {
        let json: Record<string, string> = {};
        try {
          json = JSON.parse(text);
        } catch {
          // An unreadable request is answered as a bad signature.
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(refund(json)));
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(text));
      if (request.method === 'POST' && path === '/sis/realizarPago') {
        const parameters = verified(form);
        if (!parameters) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Error SIS0042', '<p id="error">SIS0042: Error en el cálculo de la firma</p>'));
          return;
        }
        const id = randomBytes(12).toString('hex');
        sessions.set(id, parameters);
        const euros = (Number(parameters['DS_MERCHANT_AMOUNT']) / 100).toFixed(2).replace('.', ',');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          page(
            'Pago con tarjeta',
            `<p>Comercio: <span id="merchant">${escape(parameters['DS_MERCHANT_MERCHANTNAME'] ?? '')}</span></p>
<p>Concepto: <span id="description">${escape(parameters['DS_MERCHANT_PRODUCTDESCRIPTION'] ?? '')}</span></p>
<p>Importe: <span id="amount">${euros} €</span></p>
<form method="post" action="/sis/pagar"><input type="hidden" name="session" value="${id}"><button type="submit">Pagar</button></form>
<form method="post" action="/sis/cancelar"><input type="hidden" name="session" value="${id}"><button type="submit">Cancelar</button></form>`,
          ),
        );
        return;
      }
      if (request.method === 'POST' && (path === '/sis/pagar' || path === '/sis/cancelar')) {
        const session = sessions.get(form['session'] ?? '');
        sessions.delete(form['session'] ?? '');
        if (!session) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Error SIS0051', '<p>Operación no encontrada o ya terminada</p>'));
          return;
        }
        await finish(session, path === '/sis/pagar', response);
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.settings = { REDSYS_URL: fake.url, REDSYS_MERCHANT_CODE: FAKE_MERCHANT_CODE, REDSYS_TERMINAL: FAKE_TERMINAL, REDSYS_SECRET_KEY: FAKE_REDSYS_KEY };
  return fake;
}

/**
 * What a customer's browser does with the form the shop gave: posts it to the gateway, reads
 * the payment page, presses 'Pagar' or 'Cancelar', and answers where it is sent back to (or
 * the gateway's error page when it refused the form).
 */
export async function payAtRedsys(form: { action: string; fields: Record<string, string> }, button: 'Pagar' | 'Cancelar' = 'Pagar'): Promise<{ location: string | null; page: string }> {
  const shown = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields).toString() });
  const html = await shown.text();
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)"><input type="hidden" name="session" value="([^"]+)"><button type="submit">([^<]+)<\/button>/g)];
  const chosen = forms.find((match) => match[3] === button);
  if (!chosen) return { location: null, page: html };
  const pressed = await fetch(new URL(chosen[1]!, form.action), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: chosen[2]! }).toString(),
    redirect: 'manual',
  });
  await pressed.text();
  return { location: pressed.headers.get('location'), page: html };
}
