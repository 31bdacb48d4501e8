import type { NoticeSettings } from '../notice/notice.js';
import { ABANDONED_AFTER_DAYS, DEFAULT_STORAGE_TERMS, WARRANTY_MONTHS, type StorageTerms } from '../repair/repair.terms.js';

/**
 * The shop as its settings describe it: who it is (identity), when it opens (hours) and the
 * terms of its service. Set by the Administrador ('Ajustes del taller', `taller shop set`),
 * kept as events of the `shop` stream; everything that names the shop reads it at request time.
 */

/** The terms a job is taken in under: printed on its albarán and applied to its storage and warranty. */
export interface ShopTerms {
  /** Days after the customer is told the device is ready before storage is charged. */
  storageFreeDays: number;
  /** Storage charged per day after that, in cents; 0 means no fee. */
  storageDailyFeeCents: number;
  /** Days after the completion notice after which an uncollected device may be treated as abandoned. */
  abandonedAfterDays: number;
  /** Months of warranty from the day the device is collected. */
  warrantyMonths: number;
  /** Days the units of an online reservation are held for the customer, unless it is paid (issue 17). */
  reservationHoldDays: number;
}

/** The terms until the shop sets its own: the ones the albarán has always printed (see README). */
export const DEFAULT_SHOP_TERMS: ShopTerms = {
  storageFreeDays: DEFAULT_STORAGE_TERMS.freeDays,
  storageDailyFeeCents: DEFAULT_STORAGE_TERMS.dailyFeeCents,
  abandonedAfterDays: ABANDONED_AFTER_DAYS,
  warrantyMonths: WARRANTY_MONTHS,
  reservationHoldDays: 3,
};

/** The storage part of the terms, as the repair rules (`storageFee`, `pickupNoticeDays`) take it. */
export function storageTermsOf(terms: ShopTerms): StorageTerms {
  return { freeDays: terms.storageFreeDays, dailyFeeCents: terms.storageDailyFeeCents };
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** One stretch of a day the shop is open, `HH:MM` to `HH:MM` (Madrid time). */
export interface OpeningRange {
  opens: string;
  closes: string;
}

/** Each weekday's stretches, in order: none when closed, at most two (morning and afternoon). */
export type WeeklyHours = Record<Weekday, OpeningRange[]>;

/** Spec §9: Monday to Friday 10:00–20:00, Saturday 10:00–14:00, Sunday closed. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  monday: [{ opens: '10:00', closes: '20:00' }],
  tuesday: [{ opens: '10:00', closes: '20:00' }],
  wednesday: [{ opens: '10:00', closes: '20:00' }],
  thursday: [{ opens: '10:00', closes: '20:00' }],
  friday: [{ opens: '10:00', closes: '20:00' }],
  saturday: [{ opens: '10:00', closes: '14:00' }],
  sunday: [],
};

/** The weekday of a Madrid calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** When the shop closes on `day` (the end of its last stretch), or null when it is closed all day. */
export function closingTimeOn(day: string, hours: WeeklyHours = DEFAULT_WEEKLY_HOURS): string | null {
  const ranges = hours[weekdayOf(day)];
  return ranges.length === 0 ? null : ranges[ranges.length - 1]!.closes;
}

/**
 * The shop's identity: every field may be empty until the Administrador sets it. The address is
 * kept in its parts (street, postal code, city, province), as invoices and the law name it.
 */
export interface ShopIdentity {
  /** The name customers know: 'Taller Móvil Alcorcón'. */
  tradeName: string;
  /** The company or person behind it: 'Reparaciones Pérez S.L.'. */
  legalName: string;
  /** NIF (DNI, NIE or CIF), upper case without blanks. */
  taxId: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
  /** Optional: a WhatsApp number, when the shop answers there. */
  whatsapp: string;
  email: string;
}

export const SHOP_IDENTITY_FIELDS = [
  'tradeName',
  'legalName',
  'taxId',
  'street',
  'postalCode',
  'city',
  'province',
  'phone',
  'whatsapp',
  'email',
] as const satisfies readonly (keyof ShopIdentity)[];

/** What the shop must have said before it is configured (WhatsApp is optional). */
export const REQUIRED_IDENTITY_FIELDS = [
  'tradeName',
  'legalName',
  'taxId',
  'street',
  'postalCode',
  'city',
  'province',
  'phone',
  'email',
] as const satisfies readonly (keyof ShopIdentity)[];

export const EMPTY_SHOP_IDENTITY: ShopIdentity = {
  tradeName: '',
  legalName: '',
  taxId: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  phone: '',
  whatsapp: '',
  email: '',
};

export const shopTermsFields = ['storageFreeDays', 'storageDailyFeeCents', 'abandonedAfterDays', 'warrantyMonths', 'reservationHoldDays'] as const;

/** Spanish names of every setting, for the form, the history, the audit and the CLI. */
export const shopFieldLabels: Record<keyof ShopIdentity | keyof ShopTerms | Weekday, string> = {
  tradeName: 'Nombre comercial',
  legalName: 'Razón social',
  taxId: 'NIF/CIF',
  street: 'Dirección',
  postalCode: 'Código postal',
  city: 'Localidad',
  province: 'Provincia',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  email: 'Correo electrónico',
  storageFreeDays: 'Días de almacenaje gratuito',
  storageDailyFeeCents: 'Almacenaje por día',
  abandonedAfterDays: 'Días hasta considerar abandonado',
  warrantyMonths: 'Meses de garantía',
  reservationHoldDays: 'Días que se guarda una reserva',
  ...weekdayLabels,
};

/** The shop's settings as the server holds them now. */
export interface ShopProfile {
  /** Whether every required identity field is set: until then the back-office asks for it. */
  configured: boolean;
  /** The required identity fields still empty. */
  missing: (keyof ShopIdentity)[];
  identity: ShopIdentity;
  hours: WeeklyHours;
  terms: ShopTerms;
  /** Which steps the customer is told of, and the texts (notice/notice.ts). */
  notices: NoticeSettings;
  /** The `shop` stream's version (-1 before anything was set), for optimistic edits. */
  version: number;
  /** When it was last changed (ISO), null when never. */
  updatedAt: string | null;
}

/** Which required fields an identity still lacks. */
export function missingIdentityFields(identity: ShopIdentity): (keyof ShopIdentity)[] {
  return REQUIRED_IDENTITY_FIELDS.filter((field) => identity[field].trim() === '');
}

/** The shop's full address in one line, leaving out what is not set: '' when nothing is. */
export function addressLine(identity: Pick<ShopIdentity, 'street' | 'postalCode' | 'city' | 'province'>): string {
  const town = [identity.postalCode, identity.city].filter(Boolean).join(' ');
  const province = identity.province && identity.province !== identity.city ? `(${identity.province})` : '';
  return [identity.street, [town, province].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A phone as a `tel:` link: Spanish numbers get +34; null when there is no number. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.replace(/\D/g, '').length === 0) return null;
  return `tel:${digits.startsWith('+') ? digits : `+34${digits}`}`;
}

/** A WhatsApp chat link (wa.me takes the number with its country code, digits only). */
export function whatsappHref(phone: string): string | null {
  const href = phoneHref(phone);
  return href === null ? null : `https://wa.me/${href.slice('tel:+'.length)}`;
}

/**
 * What a visitor of the public site may see of the shop (`GET /api/shop`): the identity a
 * business must show (LSSI art. 10: name, NIF, address, contact), hours and terms. Nothing
 * else of the settings (the version, who changed them) leaves the back-office.
 */
export interface PublicShop {
  configured: boolean;
  identity: ShopIdentity;
  hours: WeeklyHours;
  terms: ShopTerms;
}

export function publicShopOf(profile: ShopProfile): PublicShop {
  return { configured: profile.configured, identity: profile.identity, hours: profile.hours, terms: profile.terms };
}

/** Days as shown to people, e.g. 'Lunes a viernes', with their hours or null when closed. */
export interface OpeningHoursLine {
  days: string;
  hours: string | null;
}

const rangesText = (ranges: OpeningRange[]) => (ranges.length === 0 ? null : ranges.map((r) => `${r.opens}-${r.closes}`).join(', '));

/**
 * The week in a few lines: consecutive days with the same hours go together ('Lunes a viernes',
 * 'Sábado y domingo'), as the footer, the albarán and the FAQ print it.
 */
export function openingHoursLines(hours: WeeklyHours): OpeningHoursLine[] {
  const lines: { first: Weekday; last: Weekday; count: number; hours: string | null }[] = [];
  for (const day of WEEKDAYS) {
    const text = rangesText(hours[day]);
    const previous = lines[lines.length - 1];
    if (previous && previous.hours === text) {
      previous.last = day;
      previous.count++;
    } else {
      lines.push({ first: day, last: day, count: 1, hours: text });
    }
  }
  return lines.map(({ first, last, count, hours: text }) => ({
    days:
      count === 1
        ? weekdayLabels[first]
        : `${weekdayLabels[first]} ${count === 2 ? 'y' : 'a'} ${weekdayLabels[last].toLowerCase()}`,
    hours: text,
  }));
}
