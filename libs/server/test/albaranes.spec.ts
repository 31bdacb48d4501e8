import { ALBARAN_TERMS, albaranMessages, DEMO_SHOP_IDENTITY as shop, formatEuros } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, startApi, type RunningApi } from './harness.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const number = (letter: string, id: number) => `${letter}-${String(id).padStart(6, '0')}`;

describe.each(ENGINES)('Albaranes (service sheets) on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let lucia: { id: number };

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    const created = await staff('/api/clients', {
      method: 'POST',
      body: { name: 'Lucía', lastName: 'Pérez', phone: '677 100 200', email: 'lucia@example.com' },
    });
    expect(created.status).toBe(201);
    lucia = created.json;
  });
  afterAll(async () => {
    await api.close();
  });

  const registerRepair = async (body: Record<string, unknown> = {}) => {
    const created = await staff('/api/repairs', {
      method: 'POST',
      body: { clientId: lucia.id, device: 'Móvil', model: 'iPhone 13', contactNumber: '600 999 888', description: 'Pantalla rota', ...body },
    });
    expect(created.status).toBe(201);
    return created.json as { id: number };
  };
  const registerRevision = async (body: Record<string, unknown> = {}) => {
    const created = await staff('/api/revisions', {
      method: 'POST',
      body: {
        clientId: lucia.id,
        device: 'Portátil',
        model: 'HP Pavilion 15',
        contactNumber: '+34 (600) 111-222',
        motive: 'diagnostico',
        description: 'Se calienta mucho',
        date: '2026-11-24',
        ...body,
      },
    });
    expect(created.status).toBe(201);
    return created.json as { id: number };
  };

  describe('A repair’s sheet', () => {
    it('carries the shop, the customer, the device, the fault, the budget and the terms', async () => {
      const before = Date.now();
      const repair = await registerRepair({ contactNumber: '', motive: 'Se cayó al agua', priceCents: 8990, priceType: 'fixed' });
      const response = await staff(`/api/albaranes/repair/${repair.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const sheet = response.json;
      expect(sheet).toMatchObject({
        type: 'repair',
        number: number('R', repair.id),
        date: today(),
        repair: true,
        revision: false,
        shop: {
          // The demo's fictional shop, seeded as settings (the harness seeds the demo).
          name: shop.tradeName,
          legalName: shop.legalName,
          taxId: shop.taxId,
          address: 'Planta baja, centro comercial, 28001 Madrid',
          phone: '910 000 000',
          email: 'hola@taller.demo',
          openingHours: [
            { days: 'Lunes a viernes', hours: '10:00-20:00' },
            { days: 'Sábado', hours: '10:00-14:00' },
            { days: 'Domingo', hours: null },
          ],
        },
        // No contact number on the repair: the client's phone.
        customer: { name: 'Lucía Pérez', phone: '677 100 200', email: 'lucia@example.com' },
        device: { device: 'Móvil', model: 'iPhone 13', hasUnlockCode: false, numPad: false, pattern: false },
        clientError: 'Se cayó al agua',
        observations: { description: 'Pantalla rota', status: 'pending', statusLabel: 'Pendiente' },
        budget: { priceCents: 8990, priceType: 'fixed', priceTypeLabel: 'Precio cerrado', amount: formatEuros(8990) },
        // Nothing paid yet: the customer's copy says all of it is owed.
        payment: { totalCents: 8990, paidCents: 0, dueCents: 8990, paid: formatEuros(0), due: formatEuros(8990) },
        storage: null,
        warrantyEnd: null,
      });
      expect(sheet.terms).toEqual([...ALBARAN_TERMS]);
      expect(sheet.terms.join(' ')).toMatch(/garantía de 3 meses/);
      expect(Date.parse(sheet.issuedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(sheet.issuedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('ticks a keypad PIN without the code appearing anywhere in the answer', async () => {
      const repair = await registerRepair({ unlockCode: '482916' });
      const response = await staff(`/api/albaranes/repair/${repair.id}`);
      expect(response.status).toBe(200);
      expect(response.json.device).toEqual({ device: 'Móvil', model: 'iPhone 13', hasUnlockCode: true, numPad: true, pattern: false });
      expect(response.json.customer.phone).toBe('600 999 888');
      expect(response.text).not.toContain('482916');
    });

    it('ticks a pattern (the spec’s `password` field works too), still without the code', async () => {
      const repair = await registerRepair({ password: '1-5-9-6' });
      const response = await staff(`/api/albaranes/repair/${repair.id}`);
      expect(response.json.device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: true });
      expect(response.text).not.toContain('1-5-9-6');
    });

    it('says a password was left without ticking either box', async () => {
      const repair = await registerRepair({ unlockCode: 'gato-1990' });
      const response = await staff(`/api/albaranes/repair/${repair.id}`);
      expect(response.json.device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: false });
      expect(response.text).not.toContain('gato-1990');
    });

    it('once collected: no code any more, storage from the notice and the warranty’s end', async () => {
      const repair = await registerRepair({ unlockCode: '1234', motive: 'otro' });
      await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST', body: { channel: 'phone' } });
      const collected = await staff(`/api/repairs/${repair.id}/collect`, { method: 'POST' });
      expect(collected.status).toBe(200);
      const { json: sheet } = await staff(`/api/albaranes/repair/${repair.id}`);
      expect(sheet.device).toMatchObject({ hasUnlockCode: false, numPad: false, pattern: false });
      expect(sheet.clientError).toBe('');
      expect(sheet.observations.statusLabel).toBe('Completada');
      expect(sheet.storage).toEqual({ noticeDay: today(), chargedDays: 0, feeCents: 0, amount: formatEuros(0) });
      expect(sheet.warrantyEnd).toBe(collected.json.warrantyEnd);
      expect(sheet.warrantyEnd > today()).toBe(true);
    });

    it('answers 404 with the repair’s message once it is deleted', async () => {
      const repair = await registerRepair();
      expect((await staff(`/api/repairs/${repair.id}`, { method: 'DELETE' })).status).toBe(200);
      const response = await staff(`/api/albaranes/repair/${repair.id}`);
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('Reparación no encontrada');
    });
  });

  describe('A revision’s sheet', () => {
    it('leaves the fault blank for “otro” and has no budget, storage or warranty', async () => {
      const revision = await registerRevision({ motive: 'otro' });
      const response = await staff(`/api/albaranes/revision/${revision.id}`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        type: 'revision',
        number: number('V', revision.id),
        date: '2026-11-24',
        repair: false,
        revision: true,
        customer: { name: 'Lucía Pérez', phone: '+34 (600) 111-222', email: 'lucia@example.com' },
        device: { device: 'Portátil', model: 'HP Pavilion 15', hasUnlockCode: false, numPad: false, pattern: false },
        clientError: '',
        observations: { description: 'Se calienta mucho', status: 'pending', statusLabel: 'Pendiente' },
        budget: null,
        payment: null,
        storage: null,
        warrantyEnd: null,
      });
      expect(response.json.terms).toEqual([...ALBARAN_TERMS]);
    });

    it('ticks a keypad PIN or a pattern (either name of the field) without the code appearing anywhere in the answer', async () => {
      const pin = await registerRevision({ unlockCode: '482916' });
      const pinSheet = await staff(`/api/albaranes/revision/${pin.id}`);
      expect(pinSheet.status).toBe(200);
      expect(pinSheet.json.device).toEqual({ device: 'Portátil', model: 'HP Pavilion 15', hasUnlockCode: true, numPad: true, pattern: false });
      expect(pinSheet.text).not.toContain('482916');
      const pattern = await registerRevision({ password: '1-5-9-6' });
      const patternSheet = await staff(`/api/albaranes/revision/${pattern.id}`);
      expect(patternSheet.json.device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: true });
      expect(patternSheet.text).not.toContain('1-5-9-6');
      const word = await registerRevision({ unlockCode: 'gato-1990' });
      const wordSheet = await staff(`/api/albaranes/revision/${word.id}`);
      expect(wordSheet.json.device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: false });
      expect(wordSheet.text).not.toContain('gato-1990');
    });

    it('once converted: the code is on the repair’s sheet, no longer on the revision’s', async () => {
      const revision = await registerRevision({ unlockCode: '482916' });
      const converted = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(converted.status).toBe(200);
      const revisionSheet = await staff(`/api/albaranes/revision/${revision.id}`);
      expect(revisionSheet.json.device).toMatchObject({ hasUnlockCode: false, numPad: false, pattern: false });
      const repairSheet = await staff(`/api/albaranes/repair/${converted.json.repairId}`);
      expect(repairSheet.json.device).toMatchObject({ hasUnlockCode: true, numPad: true, pattern: false });
      expect(repairSheet.text).not.toContain('482916');
    });

    it('prints the motive’s Spanish label', async () => {
      const revision = await registerRevision({ motive: 'problema_hardware' });
      const response = await staff(`/api/albaranes/revision/${revision.id}`);
      expect(response.json.clientError).toBe('Problema de hardware');
    });
  });

  describe('Refusals', () => {
    it('refuses a type that is neither repair nor revision with 400', async () => {
      for (const type of ['order', 'reparacion', 'REPAIR']) {
        const response = await staff(`/api/albaranes/${type}/1`);
        expect({ type, status: response.status, message: response.json.message }).toEqual({
          type,
          status: 400,
          message: albaranMessages.invalidType,
        });
      }
    });

    it('refuses a malformed id with the record’s own message', async () => {
      for (const id of ['abc', '0', '-1', '1.5', 'undefined']) {
        const repair = await staff(`/api/albaranes/repair/${id}`);
        expect({ id, status: repair.status, message: repair.json.message }).toEqual({ id, status: 400, message: 'ID de reparación no válido' });
        const revision = await staff(`/api/albaranes/revision/${id}`);
        expect({ id, status: revision.status, message: revision.json.message }).toEqual({ id, status: 400, message: 'ID de revisión no válido' });
      }
    });

    it('answers 404 with the record’s own message when there is no such record', async () => {
      const repair = await staff('/api/albaranes/repair/999999');
      expect(repair.status).toBe(404);
      expect(repair.json.message).toBe('Reparación no encontrada');
      const revision = await staff('/api/albaranes/revision/999999');
      expect(revision.status).toBe(404);
      expect(revision.json.message).toBe('No se encontraron datos de la revisión');
    });

    it('is for staff only: 401 without a session, 403 for a customer', async () => {
      const repair = await registerRepair();
      const anonymous = await client(api.url)(`/api/albaranes/repair/${repair.id}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.message).toMatch(/inicia sesión/i);
      const customer = client(api.url, await api.login('cliente@taller.demo'));
      const refused = await customer(`/api/albaranes/repair/${repair.id}`);
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('No tienes permiso para realizar esta acción.');
      expect(refused.text).not.toContain('Lucía');
    });
  });
});
