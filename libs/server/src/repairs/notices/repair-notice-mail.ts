import { addressLine, formatDay, formatEuros, quoteLineKindLabels, quoteTotals, type NoticeTemplate, type NoticeValues, type QuoteIssued, type ShopIdentity, type ShopTerms } from '@taller/domain';
import { noticeEmailOf, type NoticeMessage } from '../../notices/notice-mail.js';

/** The repair an e-mail is about (the text is kept in its history, with the client's first name at most). */
export interface NoticeJob {
  repairId: number;
  device: string;
  model: string;
}

/** The shop as the e-mail signs: only what it has set, never a placeholder. */
function shopName(identity: ShopIdentity): string {
  return identity.tradeName.trim() || 'el taller';
}

export function signature(identity: ShopIdentity): string[] {
  const address = identity.street ? addressLine(identity) : '';
  const contact = [identity.tradeName, identity.phone, identity.email].filter((part) => part.trim() !== '').join(' · ');
  return ['', 'Un saludo,', ...(contact ? [contact] : []), ...(address ? [address] : [])];
}

/** The facts every notice of a repair fills its template with, besides the step's own. */
export interface NoticeContext {
  template: NoticeTemplate;
  /** The client's first name. */
  nombre: string;
  /** The tracking link ('' when the repair has none, or the site's address is unknown). */
  link: string;
  /** The link that stops courtesy notices ('' for essential ones). */
  optOutLink: string;
}

const jobName = (job: NoticeJob) => `reparación nº ${job.repairId}${[job.device, job.model].some(Boolean) ? ` (${[job.device, job.model].filter(Boolean).join(' ')})` : ''}`;

function composeFor(trabajo: string, identity: ShopIdentity, context: NoticeContext, values: NoticeValues) {
  const common: NoticeValues = { nombre: context.nombre, trabajo, taller: shopName(identity), telefono: identity.phone, enlace: context.link };
  return noticeEmailOf(context.template, { ...common, ...values }, { link: context.link, optOutLink: context.optOutLink, identity });
}

const compose = (job: NoticeJob, identity: ShopIdentity, context: NoticeContext, values: NoticeValues) => composeFor(jobName(job), identity, context, values);

/** The storage terms as the completion notice states them. */
export function storageTermsSentence(terms: ShopTerms): string {
  return terms.storageDailyFeeCents > 0
    ? `El almacenaje es gratuito durante ${terms.storageFreeDays} días desde este aviso; después se cobran ${formatEuros(terms.storageDailyFeeCents)} por día.`
    : 'El almacenaje no tiene coste.';
}

/** 'Avisar al cliente' by e-mail: the device is ready, and the storage terms it was taken in under. */
export function completionNoticeMail(job: NoticeJob, identity: ShopIdentity, terms: ShopTerms, context: NoticeContext): NoticeMessage {
  return compose(job, identity, context, { almacenaje: storageTermsSentence(terms) });
}

/** The final notice: the day after which the device will be treated as abandoned. */
export function finalNoticeMail(
  job: NoticeJob,
  identity: ShopIdentity,
  facts: { noticeDay: string; abandonOn: string; storageOwedCents: number },
  context: NoticeContext,
): NoticeMessage {
  const owed = facts.storageOwedCents > 0 ? `Almacenaje acumulado hasta hoy: ${formatEuros(facts.storageOwedCents)}.` : '';
  return compose(job, identity, context, { fecha: formatDay(facts.abandonOn), almacenaje: owed });
}

/** A quote's lines, totals, validity and notes, and how to answer it: the template's {presupuesto}. */
export function quoteBlock(quote: Pick<QuoteIssued, 'number' | 'lines' | 'validUntil' | 'notes'>, link: string): string {
  const { totalCents, baseCents, ivaCents } = quoteTotals(quote.lines);
  return [
    ...(quote.number > 1 ? ['(Este presupuesto sustituye al anterior.)', ''] : []),
    ...quote.lines.map((line) => `- ${line.quantity} × ${line.description} (${quoteLineKindLabels[line.kind]}): ${formatEuros(line.quantity * line.unitPriceCents)}`),
    '',
    `Total: ${formatEuros(totalCents)}, IVA incluido (base ${formatEuros(baseCents)}, IVA 21 % ${formatEuros(ivaCents)}).`,
    `Válido hasta el ${formatDay(quote.validUntil)}.`,
    ...(quote.notes ? ['', quote.notes] : []),
    '',
    link ? `Puedes aceptarlo o rechazarlo aquí: ${link}` : 'Para aceptarlo o rechazarlo, llámanos o pásate por la tienda.',
  ].join('\n');
}

/**
 * A quote, sent with the record's tracking link where the customer accepts or rejects it (or,
 * for a record with no link, how to answer instead). `job` names it: «revisión nº 4 (Portátil)».
 */
export function quoteMail(job: string, identity: ShopIdentity, quote: Pick<QuoteIssued, 'number' | 'lines' | 'validUntil' | 'notes'>, context: NoticeContext): NoticeMessage {
  return composeFor(job, identity, context, { presupuesto: quoteBlock(quote, context.link), total: formatEuros(quoteTotals(quote.lines).totalCents) });
}
