import { formatEuros } from '../shared/money.js';
import { balanceOf } from '../shared/payment.js';
import { DEMO_SHOP_IDENTITY } from '../shop/shop.js';
import { DEFAULT_SHOP_TERMS, DEFAULT_WEEKLY_HOURS, EMPTY_SHOP_IDENTITY } from '../shop/shop.profile.js';
import {
  ALBARAN_TERMS,
  albaranTerms,
  albaranNumber,
  buildAlbaran,
  isAlbaranType,
  unlockKindOf,
  type AlbaranInput,
  type RepairForAlbaran,
  type RevisionForAlbaran,
} from './albaran.js';

const repair: RepairForAlbaran = {
  type: 'repair',
  id: 123,
  clientName: 'María García López',
  entryDate: '2026-11-20',
  device: 'Móvil',
  model: 'iPhone 13',
  contactNumber: '600 111 222',
  description: 'Pantalla rota',
  motive: 'Se cayó al suelo',
  status: 'in_progress',
  priceCents: 8990,
  priceType: 'fixed',
  noticeDay: null,
  storage: { chargedDays: 0, feeCents: 0 },
  warrantyEnd: null,
};

const revision: RevisionForAlbaran = {
  type: 'revision',
  id: 45,
  clientName: 'Javier Fernández',
  date: '2026-11-24',
  device: 'Portátil',
  model: 'HP Pavilion 15',
  contactNumber: '',
  motive: 'otro',
  description: 'Se calienta mucho',
  status: 'pending',
};

const now = new Date('2026-11-22T17:05:00.000Z');
const sheet = (input: Partial<AlbaranInput> = {}) =>
  buildAlbaran({
    record: repair,
    client: { phone: '699 000 000', email: 'maria@example.com' },
    unlock: { kept: false, code: null },
    now,
    shop: { identity: DEMO_SHOP_IDENTITY, hours: DEFAULT_WEEKLY_HOURS },
    terms: DEFAULT_SHOP_TERMS,
    ...input,
  });

describe('Albarán number', () => {
  it('is a letter for the kind of work and the id on six digits', () => {
    expect(albaranNumber('repair', 123)).toBe('R-000123');
    expect(albaranNumber('revision', 45)).toBe('V-000045');
    expect(albaranNumber('repair', 1234567)).toBe('R-1234567');
  });

  it('knows only repairs and revisions', () => {
    expect(isAlbaranType('repair')).toBe(true);
    expect(isAlbaranType('revision')).toBe(true);
    expect(isAlbaranType('order')).toBe(false);
    expect(isAlbaranType('')).toBe(false);
  });
});

describe('Unlock code kind', () => {
  it('is a keypad PIN when the code is only digits', () => {
    expect(unlockKindOf('1234')).toBe('numPad');
    expect(unlockKindOf(' 0000 ')).toBe('numPad');
  });

  it('is a pattern when keypad dots 1–9 are joined by separators, each dot once', () => {
    expect(unlockKindOf('1-5-9-6')).toBe('pattern');
    expect(unlockKindOf('1 5 9 6')).toBe('pattern');
    expect(unlockKindOf('7>4>1>2>3')).toBe('pattern');
    expect(unlockKindOf('1-2-3-6-9-8-7-4')).toBe('pattern');
  });

  it('is neither for a password, a pattern that visits a dot twice or joins fewer than four, or a 0', () => {
    expect(unlockKindOf('patrón-L-8462')).toBe('other');
    expect(unlockKindOf('1-5-1-6')).toBe('other');
    expect(unlockKindOf('1-5-9')).toBe('other');
    expect(unlockKindOf('0-5-9-6')).toBe('other');
    expect(unlockKindOf('abc123')).toBe('other');
  });

  it('is none without a code', () => {
    expect(unlockKindOf(null)).toBeNull();
    expect(unlockKindOf('  ')).toBeNull();
  });
});

describe('Service terms', () => {
  it('are worded from the rules’ own constants', () => {
    expect(ALBARAN_TERMS).toEqual([
      'Las reparaciones tienen una garantía de 3 meses desde la entrega del dispositivo.',
      `Pasados 10 días desde el aviso de que el dispositivo está listo, su almacenaje se cobra a ${formatEuros(300)} por día.`,
      'Un dispositivo que no se recoja en 3 meses desde ese aviso podrá destinarse al reciclaje.',
      'No se admiten devoluciones.',
      'Los plazos de entrega de los códigos de desbloqueo son solo orientativos.',
    ]);
  });
});

describe('A repair’s albarán', () => {
  it('carries the shop, the customer, the device, the fault, the budget and the terms', () => {
    expect(sheet()).toEqual({
      type: 'repair',
      number: 'R-000123',
      date: '2026-11-20',
      issuedAt: '2026-11-22T17:05:00.000Z',
      repair: true,
      revision: false,
      shop: {
        name: DEMO_SHOP_IDENTITY.tradeName,
        legalName: DEMO_SHOP_IDENTITY.legalName,
        taxId: DEMO_SHOP_IDENTITY.taxId,
        address: 'Planta baja, centro comercial, 28001 Madrid',
        phone: '910 000 000',
        whatsapp: '',
        email: 'hola@taller.demo',
        openingHours: [
          { days: 'Lunes a viernes', hours: '10:00-20:00' },
          { days: 'Sábado', hours: '10:00-14:00' },
          { days: 'Domingo', hours: null },
        ],
      },
      customer: { name: 'María García López', phone: '600 111 222', email: 'maria@example.com' },
      device: { device: 'Móvil', model: 'iPhone 13', hasUnlockCode: false, numPad: false, pattern: false },
      clientError: 'Se cayó al suelo',
      observations: { description: 'Pantalla rota', status: 'in_progress', statusLabel: 'En progreso' },
      budget: { priceCents: 8990, priceType: 'fixed', priceTypeLabel: 'Precio cerrado', amount: formatEuros(8990) },
      payment: null,
      storage: null,
      warrantyEnd: null,
      abandoned: null,
      terms: ALBARAN_TERMS,
    });
  });

  it('ticks the kind of unlock code without ever carrying the code', () => {
    const pin = sheet({ unlock: { kept: true, code: '482916' } });
    expect(pin.device).toMatchObject({ hasUnlockCode: true, numPad: true, pattern: false });
    expect(JSON.stringify(pin)).not.toContain('482916');
    const pattern = sheet({ unlock: { kept: true, code: '1-5-9-6' } });
    expect(pattern.device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: true });
    expect(JSON.stringify(pattern)).not.toContain('1-5-9-6');
    const password = sheet({ unlock: { kept: true, code: 'gato1990' } });
    expect(password.device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: false });
    // Kept, but its key is gone: the sheet still says a code was left.
    expect(sheet({ unlock: { kept: true, code: null } }).device).toMatchObject({ hasUnlockCode: true, numPad: false, pattern: false });
  });

  it('falls back to the client’s phone, and to blanks when the client is gone', () => {
    const noContact = { ...repair, contactNumber: '  ' };
    expect(sheet({ record: noContact }).customer).toEqual({ name: 'María García López', phone: '699 000 000', email: 'maria@example.com' });
    expect(sheet({ record: noContact, client: null }).customer).toEqual({ name: 'María García López', phone: '', email: '' });
  });

  it('leaves the fault blank for “otro”, and shows a budget still to be set as none', () => {
    const converted = sheet({ record: { ...repair, motive: 'Otro', priceCents: null, priceType: 'flexible' } });
    expect(converted.clientError).toBe('');
    expect(converted.budget).toEqual({ priceCents: null, priceType: 'flexible', priceTypeLabel: 'Presupuesto orientativo', amount: null });
  });

  it('says what was paid on account and what is still owed, so the customer’s copy says it', () => {
    const partly = sheet({ record: { ...repair, balance: balanceOf(8990, { paidCents: 4000, refundedCents: 0 }, false) } });
    expect(partly.payment).toEqual({ totalCents: 8990, paidCents: 4000, dueCents: 4990, total: formatEuros(8990), paid: formatEuros(4000), due: formatEuros(4990) });
    // Given back counts as not paid.
    const refunded = sheet({ record: { ...repair, balance: balanceOf(8990, { paidCents: 4000, refundedCents: 1000 }, false) } });
    expect(refunded.payment).toMatchObject({ paidCents: 3000, due: formatEuros(5990) });
  });

  it('owes nothing known while the price is not set: no 0,00 € pending', () => {
    const deposit = sheet({ record: { ...repair, priceCents: null, priceType: 'flexible', balance: balanceOf(null, { paidCents: 2000, refundedCents: 0 }, false) } });
    expect(deposit.payment).toEqual({ totalCents: null, paidCents: 2000, dueCents: null, total: null, paid: formatEuros(2000), due: null });
  });

  it('shows the storage owed once the customer was told, and the warranty once collected', () => {
    const ready = sheet({
      record: { ...repair, status: 'completed', noticeDay: '2026-11-01', storage: { chargedDays: 11, feeCents: 3300 }, warrantyEnd: '2027-02-22' },
    });
    expect(ready.storage).toEqual({ noticeDay: '2026-11-01', chargedDays: 11, feeCents: 3300, amount: formatEuros(3300) });
    expect(ready.warrantyEnd).toBe('2027-02-22');
    expect(ready.observations.statusLabel).toBe('Completada');
  });

  it('says when a device was marked abandoned, and why', () => {
    const left = sheet({
      record: { ...repair, status: 'abandoned', noticeDay: '2026-01-10', abandonedAt: '2026-05-20T09:00:00.000Z', abandonReason: 'Sin respuesta al aviso final' },
    });
    expect(left.observations.statusLabel).toBe('Abandonada');
    expect(left.abandoned).toEqual({ day: '2026-05-20', reason: 'Sin respuesta al aviso final' });
  });
});

describe('The shop on the albarán', () => {
  it('is the shop as its settings say, leaving out what is not set', () => {
    const bare = sheet({ shop: { identity: { ...EMPTY_SHOP_IDENTITY, tradeName: 'Taller Pérez', city: 'Leganés' }, hours: DEFAULT_WEEKLY_HOURS } });
    expect(bare.shop).toMatchObject({ name: 'Taller Pérez', legalName: '', taxId: '', address: 'Leganés', phone: '', email: '' });
  });

  it('prints the terms it is given (those in force when the job was taken in), and no fee when there is none', () => {
    const old = sheet({ terms: { storageFreeDays: 15, storageDailyFeeCents: 200, abandonedAfterDays: 60, warrantyMonths: 6, reservationHoldDays: 3 } });
    expect(old.terms).toEqual(albaranTerms({ storageFreeDays: 15, storageDailyFeeCents: 200, abandonedAfterDays: 60, warrantyMonths: 6, reservationHoldDays: 3 }));
    expect(old.terms.slice(0, 3)).toEqual([
      'Las reparaciones tienen una garantía de 6 meses desde la entrega del dispositivo.',
      `Pasados 15 días desde el aviso de que el dispositivo está listo, su almacenaje se cobra a ${formatEuros(200)} por día.`,
      'Un dispositivo que no se recoja en 2 meses desde ese aviso podrá destinarse al reciclaje.',
    ]);
    const free = sheet({ terms: { ...DEFAULT_SHOP_TERMS, storageDailyFeeCents: 0, abandonedAfterDays: 45 } });
    expect(free.terms[1]).toBe('El almacenaje del dispositivo no se cobra.');
    expect(free.terms[2]).toBe('Un dispositivo que no se recoja en 45 días desde el aviso de que el dispositivo está listo podrá destinarse al reciclaje.');
  });
});

describe('A revision’s albarán', () => {
  it('has its booked day, its motive label, no budget and no storage', () => {
    const albaran = sheet({ record: { ...revision, motive: 'problema_software' } });
    expect(albaran).toMatchObject({
      type: 'revision',
      number: 'V-000045',
      date: '2026-11-24',
      repair: false,
      revision: true,
      customer: { name: 'Javier Fernández', phone: '699 000 000', email: 'maria@example.com' },
      device: { device: 'Portátil', model: 'HP Pavilion 15', hasUnlockCode: false, numPad: false, pattern: false },
      clientError: 'Problema de software',
      observations: { description: 'Se calienta mucho', status: 'pending', statusLabel: 'Pendiente' },
      budget: null,
      payment: null,
      storage: null,
      warrantyEnd: null,
      terms: ALBARAN_TERMS,
    });
  });

  it('leaves the fault blank when the motive is “otro”', () => {
    expect(sheet({ record: revision }).clientError).toBe('');
  });
});
