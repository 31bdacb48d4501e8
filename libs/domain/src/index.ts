export * from './shared/errors.js';
export * from './shared/decider.js';
export * from './shared/event.js';
export * from './shared/validation.js';
export * from './shared/money.js';
export * from './shared/dates.js';

export * from './client/client.messages.js';
export * from './client/client.events.js';
export * from './client/client.rules.js';
export * from './client/client.js';
export * from './client/client.decide.js';

export * from './repair/repair.messages.js';
export * from './repair/repair.rules.js';
export * from './repair/repair.events.js';
export * from './repair/repair.js';
export * from './repair/repair.decide.js';
