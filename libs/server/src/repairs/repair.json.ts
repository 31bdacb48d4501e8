import { z } from 'zod';
import { repairBalance, DEFAULT_SHOP_TERMS, REPAIR_PAYMENT_METHODS, REPAIR_PRICE_TYPES, REPAIR_STATUSES, repairFieldLabels as label, isAbandonedCandidate, madridDay, storageFee, storageTermsOf, warrantyEnd, type ShopTerms } from '@taller/domain';
import type { RepairRow } from './repair-row.entity.js';
import { UNLOCK_CODE_MASK } from '../secrets/unlock-code.js';
import { balanceJsonSchema } from '../payments/balance.json.js';

const instant = 'Instante ISO 8601 (UTC)';
const day = 'Día AAAA-MM-DD (Madrid)';
const cents = (text: string) => z.number().int().describe(`${text}, en céntimos`);

/** Where a repair's money stands: a cancelled one's total is 0. */
const repairBalanceJsonSchema = balanceJsonSchema
  .extend({
    totalCents: cents('Total').nullable().describe('Total, en céntimos; null sin precio (0 si está cancelada)'),
    markedPaid: z.boolean().describe('Marcada como pagada sin que lo cobrado llegue al total'),
  })
  .describe('Saldo');

/** A repair as the API answers it (the API description shows this schema; repairJson is held to it). */
export const repairJsonSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().describe('Versión: 1 al crearla, una más en cada cambio'),
    clientId: z.number().int().describe(label.clientId),
    clientName: z.string().describe('Nombre del cliente'),
    device: z.string().describe(label.device),
    model: z.string().describe(label.model),
    contactNumber: z.string().describe(label.contactNumber),
    description: z.string().describe(label.description),
    motive: z.string().describe(label.motive),
    status: z.enum(REPAIR_STATUSES).describe(label.status),
    priceCents: cents(label.priceCents).nullable(),
    priceType: z.enum(REPAIR_PRICE_TYPES).describe(label.priceType),
    paymentMethod: z.enum(REPAIR_PAYMENT_METHODS).describe(label.paymentMethod),
    isPaid: z.boolean().describe(label.isPaid),
    balance: repairBalanceJsonSchema,
    owedOnCollectionCents: cents('Lo que quedó pendiente al recogerla').nullable(),
    internalNotes: z.string().describe(label.internalNotes),
    entryDate: z.string().describe(`${label.entryDate}: ${day}`),
    originRevisionId: z.number().int().nullable().describe(label.originRevisionId),
    estimatedCompletion: z.string().nullable().describe(`${label.estimatedCompletion}: ${day}`),
    completedAt: z.string().nullable().describe(`Terminada: ${instant}`),
    noticeDay: z.string().nullable().describe(`${label.noticeDay}: ${day}`),
    collectedAt: z.string().nullable().describe(`Recogida: ${instant}`),
    noticeChannel: z.string().nullable().describe(label.noticeChannel),
    finalNoticeDay: z.string().nullable().describe(`${label.finalNoticeDay}: ${day}`),
    abandonOn: z.string().nullable().describe(`${label.abandonOn}: ${day}`),
    abandonedAt: z.string().nullable().describe(`Abandonada: ${instant}`),
    abandonReason: z.string().nullable().describe(label.abandonReason),
    storage: z.strictObject({ chargedDays: z.number().int().describe('Días cobrados'), feeCents: cents('Importe') }).describe('Custodia'),
    warrantyEnd: z.string().nullable().describe(`Fin de la garantía: ${day}; null sin recoger`),
    terms: z
      .strictObject({
        freeDays: z.number().int().describe('Días de custodia gratis'),
        dailyFeeCents: cents('Custodia por día'),
        warrantyMonths: z.number().int().describe('Meses de garantía'),
        abandonedAfterDays: z.number().int().describe('Días tras el aviso para darla por abandonada'),
      })
      .describe('Condiciones del taller con que se lee'),
    abandonedCandidate: z.boolean().describe('Terminada y sin recoger pasado el plazo: puede darse por abandonada'),
    unlockCode: z.string().nullable().describe(`${label.unlockCode}: nunca en claro (máscara o null)`),
    hasUnlockCode: z.boolean().describe('Tiene código de desbloqueo guardado'),
    createdAt: z.string().describe(instant),
    updatedAt: z.string().describe(instant),
  })
  .describe('Una reparación');
export type RepairJson = z.infer<typeof repairJsonSchema>;

/**
 * The shop's terms a repair is read under: those in force when the job was taken in (what it
 * owes, its warranty) and today's (whether it may be treated as abandoned now).
 */
export interface RepairTerms {
  takenIn: ShopTerms;
  now: ShopTerms;
}

const DEFAULT_REPAIR_TERMS: RepairTerms = { takenIn: DEFAULT_SHOP_TERMS, now: DEFAULT_SHOP_TERMS };

/**
 * The service terms as of `today`: storage from the notice to collection (or today), the
 * warranty from collection, and whether an uncollected device may be treated as abandoned.
 */
function serviceTerms(row: RepairRow, today: string, { takenIn, now }: RepairTerms) {
  const collectedDay = row.collectedAt ? madridDay(row.collectedAt) : null;
  // An abandoned device stops counting storage the day it was marked.
  const untilDay = collectedDay ?? (row.abandonedAt ? madridDay(row.abandonedAt) : today);
  return {
    storage: row.noticeDay ? storageFee(row.noticeDay, untilDay, storageTermsOf(takenIn)) : { chargedDays: 0, feeCents: 0 },
    warrantyEnd: collectedDay ? warrantyEnd(collectedDay, takenIn.warrantyMonths) : null,
    terms: {
      freeDays: takenIn.storageFreeDays,
      dailyFeeCents: takenIn.storageDailyFeeCents,
      warrantyMonths: takenIn.warrantyMonths,
      abandonedAfterDays: now.abandonedAfterDays,
    },
    abandonedCandidate:
      row.status === 'completed' && isAbandonedCandidate({ noticeDay: row.noticeDay, collectedDay }, today, now.abandonedAfterDays),
  };
}

/** The repair as the API answers it (camelCase, money in cents, `version` for edits). */
export function repairJson(row: RepairRow, terms: RepairTerms = DEFAULT_REPAIR_TERMS, today: string = madridDay(new Date())): RepairJson {
  return {
    id: row.id,
    version: row.version,
    clientId: row.clientId,
    clientName: row.clientName,
    device: row.device,
    model: row.model,
    contactNumber: row.contactNumber,
    description: row.description,
    motive: row.motive,
    status: row.status,
    priceCents: row.priceCents,
    priceType: row.priceType,
    paymentMethod: row.paymentMethod,
    isPaid: row.isPaid,
    /** Where its money stands (shared/payment.ts): `dueCents` null while the price is not set. */
    balance: repairBalance({ ...row, ledger: row }),
    /** What stayed owed when it was collected, if anything did. */
    owedOnCollectionCents: row.owedCents,
    internalNotes: row.internalNotes,
    entryDate: row.entryDate,
    originRevisionId: row.originRevisionId,
    estimatedCompletion: row.estimatedCompletion,
    completedAt: row.completedAt?.toISOString() ?? null,
    noticeDay: row.noticeDay,
    collectedAt: row.collectedAt?.toISOString() ?? null,
    noticeChannel: row.noticeChannel,
    finalNoticeDay: row.finalNoticeDay,
    abandonOn: row.abandonOn,
    abandonedAt: row.abandonedAt?.toISOString() ?? null,
    abandonReason: row.abandonReason,
    ...serviceTerms(row, today, terms),
    /** Never the code itself: that is `GET /api/repairs/:id/unlock-code`. */
    unlockCode: row.hasUnlockCode ? UNLOCK_CODE_MASK : null,
    hasUnlockCode: row.hasUnlockCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
