import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys' signature, version HMAC_SHA256_V1, as its 'TPV Virtual – Conexión por redirección'
 * guide publishes it: the merchant's secret key (base64, 24 bytes) is diversified per operation
 * by encrypting the operation's number with 3DES-CBC (zero IV, zero padding); that key signs the
 * base64 Ds_MerchantParameters with HMAC-SHA256. Node 20's OpenSSL 3 keeps des-ede3-cbc in its
 * default provider. Written here with node:crypto (see the README on why not a library).
 */
export const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The operation's own key: its number, zero-padded to whole 8-byte blocks, encrypted with the merchant's key. */
function operationKey(secretKey: string, order: string): Buffer {
  const data = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([data, Buffer.alloc((8 - (data.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature of `merchantParameters` (base64 text, signed as sent) for operation `order`, in standard base64. */
export function redsysSignature(secretKey: string, order: string, merchantParameters: string): string {
  return createHmac('sha256', operationKey(secretKey, order)).update(merchantParameters, 'utf8').digest('base64');
}

/**
 * Whether `signature` is the right one. Redsys signs its notifications in base64url ('-' and
 * '_'), the merchant's requests in standard base64: compared as bytes, in constant time.
 */
export function redsysSignatureMatches(secretKey: string, order: string, merchantParameters: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return false;
  const expected = Buffer.from(redsysSignature(secretKey, order, merchantParameters), 'base64');
  const given = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The parameters as Redsys takes them: JSON, then base64. */
export const encodeRedsysParameters = (parameters: Record<string, string>) => Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');

/**
 * The parameters a notification or an answer carries, or null when they are not a JSON object
 * of texts. Node's base64 decoder reads the URL-safe alphabet too; Redsys percent-encodes some
 * values (Ds_Date `27%2F11%2F2026`), decoded here.
 */
export function decodeRedsysParameters(merchantParameters: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(merchantParameters)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(merchantParameters, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) return null;
  const parameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    let text = String(value);
    try {
      text = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      // Not percent-encoded after all: kept as it came.
    }
    // Redsys writes its keys as Ds_Order or DS_ORDER depending on the channel: read them one way.
    parameters[key.toUpperCase()] = text;
  }
  return parameters;
}
