import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import type { AeatAccount } from '../../config/config.js';

/** How long a submission may take before it counts as failed (the records stay pending). */
const TIMEOUT_MS = 60_000;

/**
 * One SOAP POST to the AEAT's VERI*FACTU service over TLS with the shop's certificate (mutual
 * TLS: the certificate is the signature the AEAT checks). Answers the response's body; an HTTP
 * status other than 200 with no SOAP body, or no connection, is an error.
 */
export async function postToAeat(account: AeatAccount, envelope: string): Promise<string> {
  const [pfx, ca] = await Promise.all([readFile(account.certFile), account.caFile ? readFile(account.caFile) : Promise.resolve(undefined)]);
  return new Promise((resolve, reject) => {
    const req = request(
      account.url,
      {
        method: 'POST',
        pfx,
        passphrase: account.token,
        ...(ca ? { ca } : {}),
        headers: { 'content-type': 'text/xml; charset=utf-8', 'content-length': Buffer.byteLength(envelope), soapaction: '""' },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          // A SOAP fault comes with a 500 and a body that says why: the caller reads it.
          if (response.statusCode !== 200 && !body.includes('Envelope')) reject(new Error(`la AEAT respondió ${response.statusCode}`));
          else resolve(body);
        });
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('la AEAT no respondió a tiempo')));
    req.on('error', reject);
    req.end(envelope);
  });
}
