import { cardPaymentReference, orderOfReference } from '../card-gateway.js';
import { decodeRedsysParameters, encodeRedsysParameters, redsysSignature, redsysSignatureMatches } from './redsys-signature.js';

/** Redsys' public test key, and a notification signed with it as published in Redsys' own PHP kit's example. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const PUBLISHED_PARAMETERS =
  'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9';
const PUBLISHED_SIGNATURE = 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=';

describe('Redsys’ HMAC_SHA256_V1 signature', () => {
  it('signs as Redsys’ published example does (3DES-diversified key, HMAC-SHA256 over the base64 parameters)', () => {
    expect(redsysSignature(KEY, 'MN000049', PUBLISHED_PARAMETERS)).toBe(PUBLISHED_SIGNATURE);
    expect(redsysSignatureMatches(KEY, 'MN000049', PUBLISHED_PARAMETERS, PUBLISHED_SIGNATURE)).toBe(true);
  });

  it('accepts the notification’s base64url form of the same signature, and nothing else', () => {
    const urlSafe = Buffer.from(PUBLISHED_SIGNATURE, 'base64').toString('base64url');
    expect(redsysSignatureMatches(KEY, 'MN000049', PUBLISHED_PARAMETERS, urlSafe)).toBe(true);
    expect(redsysSignatureMatches(KEY, 'MN000050', PUBLISHED_PARAMETERS, PUBLISHED_SIGNATURE)).toBe(false);
    expect(redsysSignatureMatches(KEY, 'MN000049', `${PUBLISHED_PARAMETERS}x`, PUBLISHED_SIGNATURE)).toBe(false);
    expect(redsysSignatureMatches('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', 'MN000049', PUBLISHED_PARAMETERS, PUBLISHED_SIGNATURE)).toBe(false);
    expect(redsysSignatureMatches(KEY, 'MN000049', PUBLISHED_PARAMETERS, '')).toBe(false);
    expect(redsysSignatureMatches(KEY, 'MN000049', PUBLISHED_PARAMETERS, 'no es base64 ☃')).toBe(false);
  });

  it('reads the parameters with Redsys’ percent-encoded values, keys in one case', () => {
    expect(decodeRedsysParameters(PUBLISHED_PARAMETERS)).toMatchObject({ DS_ORDER: 'MN000049', DS_AMOUNT: '15900', DS_DATE: '30/08/2022', DS_HOUR: '12:18', DS_RESPONSE: '0000' });
    expect(decodeRedsysParameters(encodeRedsysParameters({ DS_MERCHANT_ORDER: '1234abcd' }))).toEqual({ DS_MERCHANT_ORDER: '1234abcd' });
    expect(decodeRedsysParameters('bm8gZXMganNvbg==')).toBeNull();
    expect(decodeRedsysParameters('W10=')).toBeNull();
  });

  it('numbers each payment attempt of a reservation apart, and knows the reservation back', () => {
    const reference = cardPaymentReference(123, (max) => max - 1);
    expect(reference).toBe('00000123zzzz');
    expect(orderOfReference(reference)).toBe(123);
    expect(orderOfReference('MN000049')).toBeNull();
    expect(orderOfReference('00000000abcd')).toBeNull();
  });
});
