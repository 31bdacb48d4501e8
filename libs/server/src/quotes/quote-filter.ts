import { BadRequestException } from '@nestjs/common';

/**
 * The lists' `quote` filter, for repairs and revisions alike: `pending`, the latest quote waits for
 * the customer and still holds; `expired`, it ran out unanswered (a customer to phone). The
 * dashboard counts both from these lists.
 */
export const QUOTE_FILTERS = ['pending', 'expired'] as const;
export const QUOTE_FILTER_INVALID = `Filtro de presupuesto no válido: usa ${QUOTE_FILTERS.join(', ')}`;

/** Refuses a `quote` filter that is none of them, in Spanish. */
export function checkQuoteFilter(quote: unknown): void {
  if (quote !== undefined && quote !== '' && !(QUOTE_FILTERS as readonly unknown[]).includes(quote)) {
    throw new BadRequestException({ message: QUOTE_FILTER_INVALID });
  }
}

/** The rows' condition for the filter on `today` (null without it); each list adds what "still open" means for it. */
export function quoteFilterWhere(quote: unknown, today: string): { quoteState: 'pending'; quoteValidUntil: { $gte: string } | { $lt: string } } | null {
  if (quote !== 'pending' && quote !== 'expired') return null;
  return { quoteState: 'pending', quoteValidUntil: quote === 'pending' ? { $gte: today } : { $lt: today } };
}
