import { madridDay } from '../shared/dates.js';
import { repairPriceTypeLabels, repairStatusLabels, type RepairPriceType, type RepairStatus } from '../repair/repair.rules.js';
import { revisionMotiveLabels, revisionStatusLabels, type RevisionMotive, type RevisionStatus } from '../revision/revision.rules.js';
import { formatEuros } from '../shared/money.js';
import { netPaidCents, type Balance } from '../shared/payment.js';
import { addressLine, DEFAULT_SHOP_TERMS, openingHoursLines, type ShopIdentity, type ShopTerms, type WeeklyHours } from '../shop/shop.profile.js';

/**
 * The albarán (service sheet, spec §2 and §3): what the shop prints in two copies, one kept
 * and one handed to the customer, when a device is left for a repair or a revision.
 */

export const ALBARAN_TYPES = ['repair', 'revision'] as const;
export type AlbaranType = (typeof ALBARAN_TYPES)[number];

export function isAlbaranType(text: string): text is AlbaranType {
  return (ALBARAN_TYPES as readonly string[]).includes(text);
}

/**
 * The printed number: a letter for the kind of work and the record's id on six digits, so
 * it is stable and needs no sequence of its own. `R` for reparación, `V` for reVisión (its
 * initial is taken): repair 123 → `R-000123`, revision 45 → `V-000045`.
 */
const NUMBER_PREFIXES: Record<AlbaranType, string> = { repair: 'R', revision: 'V' };

export function albaranNumber(type: AlbaranType, id: number): string {
  return `${NUMBER_PREFIXES[type]}-${String(id).padStart(6, '0')}`;
}

/** An Android unlock pattern joins at least four dots and never visits one twice. */
const PATTERN_MIN_DOTS = 4;
/** Dots 1–9 (read like a phone keypad) joined by separators: `1-5-9-6`, `1 5 9 6`, `1>5>9>6`. */
const PATTERN = /^[1-9](?:[\s\-–—>→,./]+[1-9])+$/;

/**
 * What kind of unlock code the customer left, for the sheet's tick boxes (spec: `numPad`,
 * `pattern`): only digits is a keypad PIN; keypad dots joined by separators a pattern;
 * anything else (a password, a description) neither.
 */
export type UnlockKind = 'numPad' | 'pattern' | 'other';

export function unlockKindOf(code: string | null): UnlockKind | null {
  if (code === null) return null;
  const text = code.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return 'numPad';
  if (PATTERN.test(text)) {
    const dots = text.match(/[1-9]/g) ?? [];
    if (dots.length >= PATTERN_MIN_DOTS && new Set(dots).size === dots.length) return 'pattern';
  }
  return 'other';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** 90 days read "3 meses", as the spec prints it; a count that is no whole number of months stays in days. */
const monthsOrDays = (days: number) => (days % 30 === 0 ? plural(days / 30, 'mes', 'meses') : plural(days, 'día', 'días'));

/**
 * The service terms printed on an albarán (spec §2, §9), worded from the terms the shop's rules
 * apply to that job (the ones in force when it was taken in), so the paper cannot promise
 * something else. No storage fee is mentioned when the shop charges none.
 */
export function albaranTerms(terms: ShopTerms): string[] {
  const told = 'desde el aviso de que el dispositivo está listo';
  return [
    terms.warrantyMonths === 0
      ? 'Las reparaciones no tienen garantía comercial adicional a la legal.'
      : `Las reparaciones tienen una garantía de ${plural(terms.warrantyMonths, 'mes', 'meses')} desde la entrega del dispositivo.`,
    terms.storageDailyFeeCents === 0
      ? `El almacenaje del dispositivo no se cobra.`
      : `Pasados ${plural(terms.storageFreeDays, 'día', 'días')} ${told}, ` +
        `su almacenaje se cobra a ${formatEuros(terms.storageDailyFeeCents)} por día.`,
    `Un dispositivo que no se recoja en ${monthsOrDays(terms.abandonedAfterDays)} ${terms.storageDailyFeeCents === 0 ? told : 'desde ese aviso'} podrá destinarse al reciclaje.`,
    'No se admiten devoluciones.',
    'Los plazos de entrega de los códigos de desbloqueo son solo orientativos.',
  ];
}

/** The terms printed until the shop sets its own. */
export const ALBARAN_TERMS: readonly string[] = albaranTerms(DEFAULT_SHOP_TERMS);

/** A repair as the read side answers it: what its sheet needs. */
export interface RepairForAlbaran {
  type: 'repair';
  id: number;
  clientName: string;
  entryDate: string;
  device: string;
  model: string;
  contactNumber: string;
  description: string;
  /** Free text; a converted revision's motive arrives as its label. */
  motive: string;
  status: RepairStatus;
  priceCents: number | null;
  priceType: RepairPriceType;
  noticeDay: string | null;
  storage: { chargedDays: number; feeCents: number };
  warrantyEnd: string | null;
  /** When it was marked abandoned, and why (absent on records read before abandonment existed). */
  abandonedAt?: string | null;
  abandonReason?: string | null;
  /** Where its money stands (shared/payment.ts); absent on records read before payments existed. */
  balance?: Balance;
}

/** A revision as the read side answers it: what its sheet needs. */
export interface RevisionForAlbaran {
  type: 'revision';
  id: number;
  clientName: string;
  /** The day it is booked for. */
  date: string;
  device: string;
  model: string;
  contactNumber: string;
  motive: RevisionMotive;
  description: string;
  status: RevisionStatus;
}

export interface AlbaranInput {
  record: RepairForAlbaran | RevisionForAlbaran;
  /** The client's contact details, or null when the client's row is gone. */
  client: { phone: string; email: string } | null;
  /**
   * Whether an unlock code is kept and, when it could be opened, the code itself: it only
   * decides the tick boxes and never reaches the sheet.
   */
  unlock: { kept: boolean; code: string | null };
  /** When the sheet is printed. */
  now: Date;
  /** The shop as its settings say now: who prints the sheet. */
  shop: { identity: ShopIdentity; hours: WeeklyHours };
  /** The terms in force when the job was taken in (the log knows): printed, never today's. */
  terms: ShopTerms;
}

/** 'otro' says nothing about the fault: the sheet leaves the line blank (spec §3). */
function clientErrorOf(record: AlbaranInput['record']): string {
  const motive = record.type === 'revision' ? revisionMotiveLabels[record.motive] : record.motive.trim();
  return motive.toLowerCase() === 'otro' ? '' : motive;
}

export function buildAlbaran({ record, client, unlock, now, shop, terms }: AlbaranInput) {
  const isRepair = record.type === 'repair';
  const kind = unlock.kept ? unlockKindOf(unlock.code) : null;
  return {
    type: record.type,
    number: albaranNumber(record.type, record.id),
    /** The day the device came in (repair) or is booked for (revision), `YYYY-MM-DD`. */
    date: isRepair ? record.entryDate : record.date,
    issuedAt: now.toISOString(),
    repair: isRepair,
    revision: !isRepair,
    /** Empty strings where the shop has not set a field yet: the sheet leaves them out. */
    shop: {
      name: shop.identity.tradeName,
      legalName: shop.identity.legalName,
      taxId: shop.identity.taxId,
      address: addressLine(shop.identity),
      phone: shop.identity.phone,
      whatsapp: shop.identity.whatsapp,
      email: shop.identity.email,
      openingHours: openingHoursLines(shop.hours),
    },
    customer: {
      name: record.clientName,
      phone: record.contactNumber.trim() || client?.phone || '',
      email: client?.email ?? '',
    },
    device: {
      device: record.device,
      model: record.model,
      hasUnlockCode: unlock.kept,
      numPad: kind === 'numPad',
      pattern: kind === 'pattern',
    },
    clientError: clientErrorOf(record),
    observations: {
      description: record.description,
      status: record.status,
      statusLabel: isRepair ? repairStatusLabels[record.status] : revisionStatusLabels[record.status],
    },
    budget: isRepair
      ? {
          priceCents: record.priceCents,
          priceType: record.priceType,
          priceTypeLabel: repairPriceTypeLabels[record.priceType],
          amount: record.priceCents === null ? null : formatEuros(record.priceCents),
        }
      : null,
    /**
     * What the customer has paid on account and what is still owed, so their copy says it:
     * while the price is not set nothing can be said to be owed (`due` null, never 0,00 €).
     */
    payment: isRepair && record.balance ? paymentOf(record.balance) : null,
    /** Storage owed so far, once the customer was told the device is ready. */
    storage:
      isRepair && record.noticeDay !== null
        ? { noticeDay: record.noticeDay, ...record.storage, amount: formatEuros(record.storage.feeCents) }
        : null,
    /** The last day of the warranty, once the device was collected. */
    warrantyEnd: isRepair ? record.warrantyEnd : null,
    /** The day it was marked abandoned and why: the sheet says it. */
    abandoned: isRepair && record.abandonedAt ? { day: madridDay(record.abandonedAt), reason: record.abandonReason ?? '' } : null,
    terms: albaranTerms(terms),
  };
}
export type Albaran = ReturnType<typeof buildAlbaran>;

function paymentOf(balance: Balance) {
  const paidCents = netPaidCents(balance);
  return {
    totalCents: balance.totalCents,
    paidCents,
    dueCents: balance.dueCents,
    total: balance.totalCents === null ? null : formatEuros(balance.totalCents),
    paid: formatEuros(paidCents),
    due: balance.dueCents === null ? null : formatEuros(balance.dueCents),
  };
}
