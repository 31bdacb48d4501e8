export * from './shared/errors.js';
export * from './shared/decider.js';
export * from './shared/event.js';
export * from './shared/validation.js';
export * from './shared/text.js';
export * from './shared/money.js';
export * from './shared/dates.js';
export * from './shared/images.js';
export * from './shared/unlock-code.js';
export * from './shared/tracking.js';
export * from './shared/tracking.messages.js';
export * from './shared/quote.js';
export * from './shared/payment.js';
export * from './notice/notice.js';

export * from './client/client.messages.js';
export * from './client/client.events.js';
export * from './client/client.rules.js';
export * from './client/client.js';
export * from './client/client.decide.js';
export * from './client/client-accounts.js';

export * from './repair/repair.messages.js';
export * from './repair/repair.rules.js';
export * from './repair/repair.events.js';
export * from './repair/repair.js';
export * from './repair/repair.decide.js';
export * from './repair/repair.terms.js';

export * from './note/note.messages.js';
export * from './note/note.rules.js';

export * from './order/order.messages.js';
export * from './order/order.rules.js';
export * from './order/order.events.js';
export * from './order/order.js';
export * from './order/order.decide.js';
export * from './order/reservation.rules.js';
export * from './order/card-payment.rules.js';
export * from './order/order-balance.rules.js';
export * from './order/special-order.rules.js';

export * from './revision/revision.messages.js';
export * from './revision/revision.rules.js';
export * from './revision/revision.events.js';
export * from './revision/revision.js';
export * from './revision/revision.decide.js';

export * from './calendar/calendar.js';

export * from './shop/shop.js';
export * from './shop/tax-id.js';
export * from './shop/shop.profile.js';
export * from './shop/shop.messages.js';
export * from './shop/shop.rules.js';
export * from './shop/shop.events.js';
export * from './shop/shop.state.js';
export * from './shop/shop.decide.js';
export * from './contact/contact.js';

export * from './albaran/albaran.messages.js';
export * from './albaran/albaran.js';

export * from './tracking/tracking-view.js';
export * from './tracking/customer-work.js';

export * from './account/account.messages.js';
export * from './account/account.rules.js';
export * from './account/account.events.js';
export * from './account/account.js';
export * from './account/account.decide.js';
export * from './product/product.messages.js';
export * from './product/product.rules.js';
export * from './product/product.events.js';
export * from './product/product.js';
export * from './product/product.decide.js';

export * from './invoice/verifactu.js';
export * from './invoice/invoice.rules.js';
export * from './invoice/invoice.events.js';
export * from './invoice/invoice.js';
export * from './invoice/aeat.events.js';
export * from './invoice/counter-sale.js';
export * from './cash/cash-close.rules.js';
export * from './cash/cash-close.events.js';
export * from './cash/cash-close.js';
