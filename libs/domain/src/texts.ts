/*
 * `@taller/domain/texts`: the Spanish labels and messages of the domain, without zod, for a
 * front end that translates with them but validates nothing up front (the back-office's first
 * load, issue 14: the barrel `@taller/domain` brings every schema and zod with it). Each name
 * here is also exported, unchanged, by `@taller/domain`.
 */
export * from './shared/unlock-code.messages.js';
export * from './shared/tracking.messages.js';
export * from './shared/quote.messages.js';
export * from './shared/payment.labels.js';
export * from './notice/notice.labels.js';
export * from './client/client.messages.js';
export * from './repair/repair.messages.js';
export * from './repair/repair.labels.js';
export * from './repair/repair.terms.js';
export * from './note/note.messages.js';
export * from './note/note.labels.js';
export * from './order/order.messages.js';
export * from './order/order.labels.js';
export * from './order/special-order.labels.js';
export * from './revision/revision.messages.js';
export * from './revision/revision.labels.js';
export * from './albaran/albaran.messages.js';
export * from './calendar/calendar.labels.js';
export * from './product/product.messages.js';
export * from './product/product.labels.js';
