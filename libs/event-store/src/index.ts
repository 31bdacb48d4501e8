export * from './event-store.js';
export * from './sqlite-event-store.js';
export * from './postgres-event-store.js';
export * from './kurrent-event-store.js';
