import { ValidationFailed } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { specFor } from '../testing/given-when-then.js';
import { closingTimeOn } from './shop.profile.js';
import { shopDecider } from './shop.decide.js';
import { shopEvents, type ShopEvent } from './shop.events.js';
import { shopMessages } from './shop.messages.js';
import { addressLine, DEFAULT_SHOP_TERMS, DEFAULT_WEEKLY_HOURS, missingIdentityFields, phoneHref, whatsappHref, weekdayOf } from './shop.profile.js';

const given = specFor(shopDecider);
const change = (parts: { identity?: unknown; hours?: unknown; terms?: unknown }) => ({ type: 'ChangeShopSettings' as const, ...parts });

const identity = {
  tradeName: 'Taller Móvil Alcorcón',
  legalName: 'Reparaciones Pérez S.L.',
  taxId: 'b58818501',
  street: 'Calle Mayor 12, local 3',
  postalCode: '28921',
  city: 'Alcorcón',
  province: 'Madrid',
  phone: '916 123 456',
  whatsapp: '+34 600 123 456',
  email: 'Hola@TallerMovil.es',
};
const identitySet: ShopEvent = {
  type: 'ShopIdentityChanged',
  data: {
    from: { tradeName: '', legalName: '', taxId: '', street: '', postalCode: '', city: '', province: '', phone: '', whatsapp: '', email: '' },
    to: { ...identity, taxId: 'B58818501', email: 'hola@tallermovil.es' },
  },
};

describe('the shop settings', () => {
  it('start with no identity and today\'s hours and terms', () => {
    const state = replay(shopDecider, []);
    expect(state.terms).toEqual(DEFAULT_SHOP_TERMS);
    expect(state.terms).toEqual({ storageFreeDays: 10, storageDailyFeeCents: 300, abandonedAfterDays: 90, warrantyMonths: 3, reservationHoldDays: 3 });
    expect(state.hours).toEqual(DEFAULT_WEEKLY_HOURS);
    expect(missingIdentityFields(state.identity)).toHaveLength(9);
  });

  it('setting the identity records every field before and after, the NIF upper case and the e-mail lower case', () => {
    given([]).when(change({ identity })).then([identitySet]);
  });

  it('a later change records only the fields that changed, with their old values', () => {
    given([identitySet])
      .when(change({ identity: { ...identity, phone: '916 000 111', taxId: 'B-58818501' } }))
      .then([{ type: 'ShopIdentityChanged', data: { from: { phone: '916 123 456' }, to: { phone: '916 000 111' } } }]);
  });

  it('saving the same settings again records nothing', () => {
    given([identitySet]).when(change({ identity, hours: DEFAULT_WEEKLY_HOURS, terms: DEFAULT_SHOP_TERMS })).then([]);
  });

  it('one event per kind of change: identity, hours, terms', () => {
    const events = shopDecider.decide(
      change({
        identity: { tradeName: 'Otro' },
        hours: { saturday: [], monday: [{ opens: '09:30', closes: '13:30' }, { opens: '16:30', closes: '20:00' }] },
        terms: { storageDailyFeeCents: 0, warrantyMonths: 6 },
      }),
      replay(shopDecider, [identitySet]),
    );
    expect(events).toEqual([
      { type: 'ShopIdentityChanged', data: { from: { tradeName: identity.tradeName }, to: { tradeName: 'Otro' } } },
      {
        type: 'ShopHoursChanged',
        data: {
          from: { monday: [{ opens: '10:00', closes: '20:00' }], saturday: [{ opens: '10:00', closes: '14:00' }] },
          to: { monday: [{ opens: '09:30', closes: '13:30' }, { opens: '16:30', closes: '20:00' }], saturday: [] },
        },
      },
      { type: 'ShopTermsChanged', data: { from: { storageDailyFeeCents: 300, warrantyMonths: 3 }, to: { storageDailyFeeCents: 0, warrantyMonths: 6 } } },
    ]);
    for (const event of events) expect(shopEvents.parse({ type: event.type, schemaVersion: 1, data: event.data })).toEqual(event);
  });

  it('an empty value clears an identity field, and the shop is no longer configured', () => {
    const state = replay(shopDecider, [identitySet, ...shopDecider.decide(change({ identity: { whatsapp: '', phone: '' } }), replay(shopDecider, [identitySet]))]);
    expect(state.identity.whatsapp).toBe('');
    expect(missingIdentityFields(state.identity)).toEqual(['phone']);
  });

  it.each([
    [{ identity: { taxId: 'B58818502' } }, 'identity.taxId', shopMessages.taxIdInvalid],
    [{ identity: { postalCode: '2892' } }, 'identity.postalCode', shopMessages.postalCodeInvalid],
    [{ identity: { postalCode: '60000' } }, 'identity.postalCode', shopMessages.postalCodeInvalid],
    [{ identity: { phone: '91-612' } }, 'identity.phone', shopMessages.phoneInvalid],
    [{ identity: { email: 'no es correo' } }, 'identity.email', shopMessages.emailInvalid],
    [{ identity: { tradeName: 'a\u0000b' } }, 'identity.tradeName', 'El campo «Nombre comercial» contiene caracteres no permitidos'],
    [{ identity: { legalName: 'x'.repeat(1_000_000) } }, 'identity.legalName', 'El campo «Razón social» no puede exceder 120 caracteres'],
    [{ identity: { city: 12 } }, 'identity.city', 'El campo «Localidad» debe ser un texto'],
    [{ identity: { owner: 'x' } }, 'identity', 'Campo desconocido: owner'],
    [{ identity: 'texto' }, 'identity', shopMessages.notAnObject],
    [{ hours: { monday: [{ opens: '25:00', closes: '26:00' }] } }, 'hours.monday.0.opens', shopMessages.timeInvalid],
    [{ hours: { monday: [{ opens: '14:00', closes: '10:00' }] } }, 'hours.monday.0.closes', shopMessages.rangeOrder],
    [{ hours: { monday: [{ opens: '10:00', closes: '14:00' }, { opens: '13:00', closes: '20:00' }] } }, 'hours.monday.1.opens', shopMessages.rangesOverlap],
    [{ hours: { monday: [1, 2, 3] } }, 'hours.monday', shopMessages.tooManyRanges],
    [{ terms: { storageFreeDays: -1 } }, 'terms.storageFreeDays', shopMessages.wholeNumber('Días de almacenaje gratuito', 0, 365)],
    [{ terms: { storageDailyFeeCents: 2.5 } }, 'terms.storageDailyFeeCents', shopMessages.wholeNumber('Almacenaje por día', 0, 100_000)],
    [{ terms: { warrantyMonths: '3' } }, 'terms.warrantyMonths', shopMessages.wholeNumber('Meses de garantía', 0, 120)],
    [{ terms: { abandonedAfterDays: 10 } }, 'terms.abandonedAfterDays', shopMessages.abandonAfterStorage],
  ])('refuses %j with a Spanish message on its field', (parts, field, message) => {
    const error = given([]).when(change(parts)).thenFails();
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(error.errors?.[field]).toBe(message);
  });

  it('names the weekday of a day and closes at the end of its last stretch', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(closingTimeOn('2026-11-23')).toBe('20:00');
    expect(closingTimeOn('2026-11-28')).toBe('14:00');
    expect(closingTimeOn('2026-11-29')).toBeNull();
    const split = { ...DEFAULT_WEEKLY_HOURS, sunday: [{ opens: '10:00', closes: '13:00' }, { opens: '17:00', closes: '19:30' }] };
    expect(closingTimeOn('2026-11-29', split)).toBe('19:30');
  });

  it('writes the address and the links leaving out what is missing', () => {
    expect(addressLine(identity)).toBe('Calle Mayor 12, local 3, 28921 Alcorcón (Madrid)');
    expect(addressLine({ street: '', postalCode: '', city: 'Madrid', province: 'Madrid' })).toBe('Madrid');
    expect(addressLine({ street: '', postalCode: '', city: '', province: '' })).toBe('');
    expect(phoneHref('916 123 456')).toBe('tel:+34916123456');
    expect(phoneHref('')).toBeNull();
    expect(whatsappHref('+34 600 123 456')).toBe('https://wa.me/34600123456');
  });
});
