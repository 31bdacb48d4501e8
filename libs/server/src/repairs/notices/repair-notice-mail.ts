import { addressLine, formatDay, formatEuros, quoteLineKindLabels, quoteTotals, type QuoteIssued, type ShopIdentity, type ShopTerms } from '@taller/domain';

/** What an e-mail about a repair may say: no person's name, only the job (the text is kept in its history). */
export interface NoticeJob {
  repairId: number;
  device: string;
  model: string;
}

/** The shop as the e-mail signs: only what it has set, never a placeholder. */
function shopName(identity: ShopIdentity): string {
  return identity.tradeName.trim() || 'el taller';
}

function signature(identity: ShopIdentity): string[] {
  const address = identity.street ? addressLine(identity) : '';
  const contact = [identity.tradeName, identity.phone, identity.email].filter((part) => part.trim() !== '').join(' · ');
  return ['', 'Un saludo,', ...(contact ? [contact] : []), ...(address ? [address] : [])];
}

const jobName = (job: NoticeJob) => `nº ${job.repairId} (${[job.device, job.model].filter(Boolean).join(' ')})`;

/** 'Avisar al cliente' by e-mail: the device is ready, and the storage terms it was taken in under. */
export function completionNoticeMail(job: NoticeJob, identity: ShopIdentity, terms: ShopTerms): { subject: string; text: string } {
  const storage =
    terms.storageDailyFeeCents > 0
      ? `El almacenaje es gratuito durante ${terms.storageFreeDays} días desde este aviso; después se cobran ${formatEuros(terms.storageDailyFeeCents)} por día.`
      : 'El almacenaje no tiene coste.';
  return {
    subject: `Tu reparación ${jobName(job)} está lista para recoger`,
    text: [
      'Hola:',
      '',
      `Tu reparación ${jobName(job)} está terminada y lista para recoger en ${shopName(identity)}.`,
      storage,
      ...signature(identity),
    ].join('\n'),
  };
}

/** The final notice: the day after which the device will be treated as abandoned. */
export function finalNoticeMail(
  job: NoticeJob,
  identity: ShopIdentity,
  facts: { noticeDay: string; abandonOn: string; storageOwedCents: number },
): { subject: string; text: string } {
  return {
    subject: `Aviso final: recoge tu reparación ${jobName(job)} antes del ${formatDay(facts.abandonOn)}`,
    text: [
      'Hola:',
      '',
      `El ${formatDay(facts.noticeDay)} te avisamos de que tu reparación ${jobName(job)} estaba lista para recoger, y sigue en ${shopName(identity)}.`,
      `Si no la recoges ni te pones en contacto con nosotros hasta el ${formatDay(facts.abandonOn)} inclusive, el dispositivo se considerará abandonado.`,
      ...(facts.storageOwedCents > 0 ? [`Almacenaje acumulado hasta hoy: ${formatEuros(facts.storageOwedCents)}.`] : []),
      ...signature(identity),
    ].join('\n'),
  };
}

/**
 * A quote, sent with the repair's tracking link where the customer accepts or rejects it (or,
 * for a repair with no link, how to answer instead).
 */
export function quoteMail(job: NoticeJob, identity: ShopIdentity, quote: Pick<QuoteIssued, 'number' | 'lines' | 'validUntil' | 'notes'>, link: string | null): { subject: string; text: string } {
  const { totalCents, baseCents, ivaCents } = quoteTotals(quote.lines);
  return {
    subject: `Presupuesto de tu reparación ${jobName(job)}`,
    text: [
      'Hola:',
      '',
      `Te enviamos el presupuesto${quote.number > 1 ? ' nuevo' : ''} de tu reparación ${jobName(job)} en ${shopName(identity)}:`,
      '',
      ...quote.lines.map(
        (line) => `- ${line.quantity} × ${line.description} (${quoteLineKindLabels[line.kind]}): ${formatEuros(line.quantity * line.unitPriceCents)}`,
      ),
      '',
      `Total: ${formatEuros(totalCents)}, IVA incluido (base ${formatEuros(baseCents)}, IVA 21 % ${formatEuros(ivaCents)}).`,
      `Válido hasta el ${formatDay(quote.validUntil)}.`,
      ...(quote.notes ? ['', quote.notes] : []),
      '',
      link ? `Puedes aceptarlo o rechazarlo aquí: ${link}` : 'Para aceptarlo o rechazarlo, llámanos o pásate por la tienda.',
      ...signature(identity),
    ].join('\n'),
  };
}
