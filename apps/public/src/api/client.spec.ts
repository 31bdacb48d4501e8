import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { login } from './auth';
import { ApiError, apiRequest, onSessionLost } from './client';
import { fetchProfile, updateProfile } from './account';

const realFetch = globalThis.fetch;

/** The server's answer to every call: a status and a JSON body. */
function serverAnswers(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

describe('the API client when the session is gone (401)', () => {
  let lost: jest.Mock<() => void>;
  let stopListening: () => void;

  beforeEach(() => {
    lost = jest.fn();
    stopListening = onSessionLost(lost);
  });
  afterEach(() => {
    stopListening();
    globalThis.fetch = realFetch;
  });

  it('tells the listener on any call, then fails with the answer', async () => {
    serverAnswers(401, { message: 'Inicia sesión para continuar.' });
    await expect(fetchProfile()).rejects.toMatchObject({ status: 401, serverMessage: 'Inicia sesión para continuar.' });
    await expect(updateProfile({ firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '' })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/contact', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(3);
  });

  it('does not for a sign-in, whose 401 means wrong credentials', async () => {
    serverAnswers(401, { message: 'Credenciales incorrectas' });
    await expect(login({ email: 'ana@example.com', password: 'no-es', rememberMe: false, area: 'customer' })).rejects.toMatchObject({ status: 401 });
    expect(lost).not.toHaveBeenCalled();
  });

  it('does not for other refusals', async () => {
    for (const status of [400, 403, 404, 429, 500]) {
      serverAnswers(status, { message: 'No' });
      await expect(fetchProfile()).rejects.toMatchObject({ status });
    }
    expect(lost).not.toHaveBeenCalled();
  });

  it('stops telling a listener that stopped listening', async () => {
    stopListening();
    serverAnswers(401, {});
    await expect(fetchProfile()).rejects.toMatchObject({ status: 401 });
    expect(lost).not.toHaveBeenCalled();
  });
});
