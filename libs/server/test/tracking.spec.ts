import { isTrackingToken, trackingMessages } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { MIKRO_ORM, Projector, type ReadModels } from '../src/index.js';
import { TrackingLink } from '../src/tracking/tracking-link.entity.js';
import { client, everythingStored, startApi, type RunningApi } from './harness.js';

/**
 * The customer's tracking link (issue 15, item 1) over HTTP: every new repair, revision and order
 * gets one; staff read, reissue and revoke it; anyone holding it sees the page's data, and only
 * what a customer may see; the lookup by albarán number and phone digits, rate-limited, gives
 * no hint which half was wrong.
 */
describe.each(ENGINES)('Tracking links on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;
  /** Each test asks from its own address (through the trusted proxy), so the lookup's counts do not leak between tests. */
  let nextAddress = 1;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

  beforeAll(async () => {
    api = await startApi(await databaseUrl(), undefined, undefined, { TRUST_PROXY: 'loopback' });
    staff = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
  });

  /** Demo client 1 is María García López (phone 612 345 678). */
  const takeIn = async (extra: Record<string, unknown> = {}) => {
    const response = await staff('/api/repairs', {
      method: 'POST',
      body: {
        clientId: 1,
        device: 'Móvil',
        model: 'iPhone 13',
        contactNumber: '600 111 222',
        description: 'Pantalla rota',
        internalNotes: 'NOTA-INTERNA-SECRETA',
        unlockCode: '4812',
        ...extra,
      },
    });
    expect(response.status).toBe(201);
    return response.json as { id: number; version: number };
  };
  const linkOf = async (resource: string, id: number) => {
    const response = await staff(`/api/${resource}/${id}/tracking`);
    expect(response.status).toBe(200);
    return response.json.link as { token: string; path: string; url: string | null; issuedAt: string } | null;
  };
  const page = (token: string) => anonymous(`/api/tracking/${token}`);
  const lookup = (body: unknown, headers = from()) => anonymous('/api/tracking/lookup', { method: 'POST', body, headers });

  it('gives every new repair, revision and order its own unguessable link, with its address on the site', async () => {
    const repair = await takeIn();
    const revision = await staff('/api/revisions', {
      method: 'POST',
      body: { clientId: 2, device: 'Portátil', model: 'HP 15', contactNumber: '611 222 333', motive: 'diagnostico', description: 'Se calienta', date: '2026-12-15' },
    });
    const order = await staff('/api/orders', { method: 'POST', body: { clientId: 1, name: 'Funda iPhone 13', description: 'Azul marino', unitPriceCents: 1999 } });
    expect([revision.status, order.status]).toEqual([201, 201]);
    const links = [await linkOf('repairs', repair.id), await linkOf('revisions', revision.json.id), await linkOf('orders', order.json.id)];
    for (const link of links) {
      expect(isTrackingToken(link!.token)).toBe(true);
      expect(link!.path).toBe(`/seguimiento/${link!.token}`);
      expect(link!.url).toBe(`${api.url}/seguimiento/${link!.token}`);
    }
    expect(new Set(links.map((link) => link!.token)).size).toBe(3);
    // The registration's version is what it was before links: one event, not two.
    expect(repair.version).toBe(0);
  });

  it('shows the page to anyone with the token: number, first name, device, status and dated steps, and nothing private', async () => {
    const { id } = await takeIn();
    const token = (await linkOf('repairs', id))!.token;
    expect((await staff(`/api/repairs/${id}/status`, { method: 'POST', body: { status: 'in_progress' } })).status).toBe(200);

    const response = await page(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({
      kind: 'repair',
      kindLabel: 'Reparación',
      number: `R-${String(id).padStart(6, '0')}`,
      firstName: 'María',
      item: 'Móvil iPhone 13',
      status: { code: 'in_progress', label: 'En reparación' },
      closed: false,
    });
    expect(response.json.steps.map((s: { step: string }) => s.step)).toEqual(['received', 'in_progress']);
    for (const step of response.json.steps) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
    // Nothing staff keep for themselves, nor the client's surname, phone or e-mail, nor who did what.
    for (const secret of ['NOTA-INTERNA-SECRETA', '4812', 'García', 'López', '612', '600 111 222', '@', 'Gerente', 'gerente']) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('answers the same 404 to a token that never was, a malformed one, and one revoked or replaced', async () => {
    const { id } = await takeIn();
    const first = (await linkOf('repairs', id))!.token;

    const reissued = await staff(`/api/repairs/${id}/tracking`, { method: 'POST' });
    expect(reissued.status).toBe(200);
    const second = reissued.json.link.token as string;
    expect(second).not.toBe(first);
    expect((await page(second)).status).toBe(200);

    const revoked = await staff(`/api/repairs/${id}/tracking`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ link: null });
    // Revoking again changes nothing and says so the same way.
    expect((await staff(`/api/repairs/${id}/tracking`, { method: 'DELETE' })).json).toEqual({ link: null });

    for (const token of [first, second, 'a'.repeat(16), 'no-es-un-token', '%00', 'ñ'.repeat(16)]) {
      const response = await page(encodeURIComponent(token));
      expect({ token, status: response.status }).toEqual({ token, status: 404 });
      expect(response.json.message).toBe(trackingMessages.pageNotFound);
    }
    // An address too long for any route is refused before it (the server's own 400, in Spanish).
    const overlong = await page('x'.repeat(5000));
    expect(overlong.status).toBe(400);
    expect(overlong.json.message).toBe('La dirección de la petición no es válida');

    // The history says what happened to the link, masked: the audit can be exported, the link not opened from it.
    const history = await staff(`/api/repairs/${id}/history`);
    const lines = (history.json as { type: string; label: string; changes: { field: string; from: unknown; to: unknown }[] }[]).filter((e) =>
      e.type.startsWith('RepairTracking'),
    );
    expect(lines.map((e) => [e.label, e.changes[0]])).toEqual([
      ['Enlace de seguimiento creado', { field: 'tracking', label: 'Enlace de seguimiento', from: `…${first.slice(-4)}`, to: `…${second.slice(-4)}` }],
      ['Enlace de seguimiento anulado', { field: 'tracking', label: 'Enlace de seguimiento', from: `…${second.slice(-4)}`, to: null }],
    ]);
    expect(history.text).not.toContain(first);
    expect(history.text).not.toContain(second);
  });

  it('keeps link routes to staff: 401 without a session, 404 for a record that is not there', async () => {
    for (const [method, path] of [
      ['GET', '/api/repairs/1/tracking'],
      ['POST', '/api/repairs/1/tracking'],
      ['DELETE', '/api/revisions/1/tracking'],
      ['GET', '/api/orders/1/tracking'],
    ] as const) {
      expect((await anonymous(path, { method })).status).toBe(401);
    }
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    expect((await customer('/api/repairs/1/tracking')).status).toBe(403);
    expect((await staff('/api/repairs/999999/tracking')).status).toBe(404);
    expect((await staff('/api/repairs/999999/tracking', { method: 'POST' })).status).toBe(404);
    expect((await staff('/api/repairs/abc/tracking')).status).toBe(400);
  });

  it('finds the link from the albarán number and the last four digits of the phone, typed as people type them', async () => {
    const { id } = await takeIn();
    const token = (await linkOf('repairs', id))!.token;
    for (const [number, phone] of [
      [`R-${String(id).padStart(6, '0')}`, '1222'],
      [`r${id}`, '1 222'],
      // The client's own phone (612 345 678) works too.
      [` R ${id} `, '5678'],
    ]) {
      const response = await lookup({ number, phone });
      expect({ number, phone, status: response.status, json: response.json }).toEqual({ number, phone, status: 200, json: { token, path: `/seguimiento/${token}` } });
    }
  });

  it('says the same thing for a wrong number, a wrong phone and a revoked link, and 400 for a form that is not one', async () => {
    const { id } = await takeIn();
    const notFound = { status: 404, message: trackingMessages.lookupNotFound };
    const answers = [
      await lookup({ number: `R-${id}`, phone: '9999' }),
      await lookup({ number: 'R-999999', phone: '1222' }),
      await lookup({ number: `V-${id}`, phone: '1222' }),
    ];
    await staff(`/api/repairs/${id}/tracking`, { method: 'DELETE' });
    answers.push(await lookup({ number: `R-${id}`, phone: '1222' }));
    expect(answers.map((a) => ({ status: a.status, message: a.json.message }))).toEqual([notFound, notFound, notFound, notFound]);

    for (const body of [{}, { number: 'R-1' }, { number: 'R-1', phone: '12' }, { number: 'X-1', phone: '1234' }, { number: 5, phone: 1234 }, { number: 'R-1\u0000', phone: '1234' }, { number: 'R'.repeat(1_000_000), phone: '1234' }]) {
      const response = await lookup(body);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(trackingMessages.lookupInvalid);
    }
    expect((await lookup([1, 2])).status).toBe(400);
  });

  it('stops guessing: ten lookups an address in fifteen minutes, then 429 with Retry-After, right or wrong', async () => {
    const { id } = await takeIn();
    const address = from();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await lookup({ number: `R-${id}`, phone: String(1000 + attempt) }, address)).status).toBe(404);
    }
    const blocked = await lookup({ number: `R-${id}`, phone: '1222' }, address);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(trackingMessages.lookupThrottled);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still finds it.
    expect((await lookup({ number: `R-${id}`, phone: '1222' })).status).toBe(200);
  });

  it('gives a converted revision the repair it became, with that repair’s own link', async () => {
    const revision = await staff('/api/revisions', {
      method: 'POST',
      body: { clientId: 1, device: 'Tablet', model: 'iPad', contactNumber: '600 111 222', motive: 'diagnostico', description: 'No carga', date: '2026-12-15' },
    });
    const token = (await linkOf('revisions', revision.json.id))!.token;
    const converted = await staff(`/api/revisions/${revision.json.id}/convert`, { method: 'POST' });
    expect(converted.status).toBeLessThan(300);
    const repairId = converted.json.repairId ?? converted.json.id;
    const repairToken = (await linkOf('repairs', repairId))!.token;
    const view = (await page(token)).json;
    expect(view).toMatchObject({
      kind: 'revision',
      status: { code: 'converted', label: 'Pasó a reparación' },
      continuedAs: { number: `R-${String(repairId).padStart(6, '0')}`, token: repairToken },
      closed: true,
    });
  });

  it('keeps the links in the log: a rebuild of the read models gives every live link back, and no revoked one', async () => {
    const { id } = await takeIn();
    const token = (await linkOf('repairs', id))!.token;
    expect(await everythingStored(api)).toContain(token);
    const revoked = await takeIn();
    await staff(`/api/repairs/${revoked.id}/tracking`, { method: 'DELETE' });
    const reissued = await takeIn();
    const replaced = (await linkOf('repairs', reissued.id))!.token;
    const current = (await staff(`/api/repairs/${reissued.id}/tracking`, { method: 'POST' })).json.link.token as string;

    const links = async () =>
      (await api.app.get<ReadModels>(MIKRO_ORM).em.fork().find(TrackingLink, {}, { orderBy: { token: 'ASC' } })).map(({ token, streamId, kind, recordId }) => ({
        token,
        streamId,
        kind,
        recordId,
      }));
    const followed = await links();
    await api.app.get(Projector).rebuild();
    expect(await links()).toEqual(followed);
    const tokens = followed.map((link) => link.token);
    expect(tokens).toContain(token);
    expect(tokens).toContain(current);
    expect(tokens).not.toContain(replaced);
    expect(followed.some((link) => link.streamId === `repair-${revoked.id}`)).toBe(false);
    expect((await page(token)).status).toBe(200);
  });
});
