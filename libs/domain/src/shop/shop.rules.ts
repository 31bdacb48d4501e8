import { z } from 'zod';
import { oneLineText } from '../shared/text.js';
import { shopMessages as m } from './shop.messages.js';
import { shopFieldLabels, WEEKDAYS, type OpeningRange, type ShopIdentity, type ShopTerms, type WeeklyHours } from './shop.profile.js';
import { isValidTaxId, normalizeTaxId } from './tax-id.js';

/** The longest value of each identity field. */
export const shopIdentityLimits: Record<keyof ShopIdentity, number> = {
  tradeName: 80,
  legalName: 120,
  taxId: 12,
  street: 160,
  postalCode: 5,
  city: 80,
  province: 80,
  phone: 20,
  whatsapp: 20,
  email: 254,
};

const text = (field: keyof ShopIdentity) => oneLineText({ label: shopFieldLabels[field], max: shopIdentityLimits[field] });
/** An empty value clears the field: the shop stops naming it (and is no longer configured if it was required). */
const optional = (schema: z.ZodType<string>, rule: (value: string) => boolean, message: string) =>
  schema.refine((value) => value === '' || rule(value), { message });

const PHONE = /^\+?[\d ]+$/;
const phoneRule = (value: string) => PHONE.test(value) && value.replace(/\D/g, '').length >= 9 && value.replace(/\D/g, '').length <= 15;
const postalCodeRule = (value: string) => /^\d{5}$/.test(value) && Number(value.slice(0, 2)) >= 1 && Number(value.slice(0, 2)) <= 52;
const emailRule = (value: string) => z.email().safeParse(value).success;

/** The identity fields a change may carry; each is optional, and '' clears it. */
export const shopIdentitySchema = z
  .object({
    tradeName: text('tradeName'),
    legalName: text('legalName'),
    taxId: optional(text('taxId').transform(normalizeTaxId), isValidTaxId, m.taxIdInvalid),
    street: text('street'),
    postalCode: optional(text('postalCode'), postalCodeRule, m.postalCodeInvalid),
    city: text('city'),
    province: text('province'),
    phone: optional(text('phone'), phoneRule, m.phoneInvalid),
    whatsapp: optional(text('whatsapp'), phoneRule, m.phoneInvalid),
    email: optional(text('email').transform((v) => v.toLowerCase()), emailRule, m.emailInvalid),
  })
  .partial()
  .strict();

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = z.string({ error: m.timeInvalid }).regex(TIME, m.timeInvalid);
const openingRange = z
  .object({ opens: time, closes: time }, { error: m.timeInvalid })
  .strict()
  .refine((range) => range.opens < range.closes, { message: m.rangeOrder, path: ['closes'] });
const dayHours = z
  .array(openingRange, { error: m.timeInvalid })
  .max(2, m.tooManyRanges)
  .refine((ranges: OpeningRange[]) => ranges.length < 2 || ranges[0]!.closes < ranges[1]!.opens, {
    message: m.rangesOverlap,
    path: [1, 'opens'],
  });

/** Opening hours of the weekdays a change names (the others keep theirs). */
export const shopHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<keyof WeeklyHours, typeof dayHours>)
  .partial()
  .strict();

const whole = (field: keyof ShopTerms, min: number, max: number) =>
  z
    .number({ error: m.wholeNumber(shopFieldLabels[field], min, max) })
    .int(m.wholeNumber(shopFieldLabels[field], min, max))
    .min(min, m.wholeNumber(shopFieldLabels[field], min, max))
    .max(max, m.wholeNumber(shopFieldLabels[field], min, max));

/** Bounds of the terms: a year of free storage, 1.000 € a day, ten years to abandonment, ten years of warranty. */
export const shopTermsLimits: Record<keyof ShopTerms, [number, number]> = {
  storageFreeDays: [0, 365],
  storageDailyFeeCents: [0, 100_000],
  abandonedAfterDays: [1, 3650],
  warrantyMonths: [0, 120],
  reservationHoldDays: [1, 30],
};

export const shopTermsSchema = z
  .object({
    storageFreeDays: whole('storageFreeDays', ...shopTermsLimits.storageFreeDays),
    storageDailyFeeCents: whole('storageDailyFeeCents', ...shopTermsLimits.storageDailyFeeCents),
    abandonedAfterDays: whole('abandonedAfterDays', ...shopTermsLimits.abandonedAfterDays),
    warrantyMonths: whole('warrantyMonths', ...shopTermsLimits.warrantyMonths),
    reservationHoldDays: whole('reservationHoldDays', ...shopTermsLimits.reservationHoldDays),
  })
  .partial()
  .strict();

/** Whether a set of terms holds together: a device is abandoned only after its free storage ran out. */
export function termsConsistent(terms: ShopTerms): boolean {
  return terms.abandonedAfterDays > terms.storageFreeDays;
}
