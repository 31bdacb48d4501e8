import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The number the fake provider refuses, as Twilio refuses a number it cannot deliver to. */
export const REFUSED_NUMBER = '+34699000000';
export const INVALID_NUMBER_MESSAGE = "The 'To' number is not a valid phone number.";

export interface ProviderRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface FakeProvider {
  url: string;
  requests: ProviderRequest[];
  close(): Promise<void>;
}

/** A local HTTP server that answers like Twilio's Messages endpoint and records what it got. */
export async function fakeSmsProvider(): Promise<FakeProvider> {
  const requests: ProviderRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: request.method!, path: request.url!, authorization: request.headers.authorization, contentType: request.headers['content-type'], form });
      const refused = form['To']?.replace(/^whatsapp:/, '') === REFUSED_NUMBER;
      response.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          refused
            ? { code: 21211, message: INVALID_NUMBER_MESSAGE, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 }
            : { sid: `SM${String(requests.length).padStart(32, '0')}`, status: 'queued' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
