export * from './event-store.js';
export * from './sqlite-event-store.js';
// The PostgreSQL store is `@taller/event-store/postgres` and the KurrentDB one
// `@taller/event-store/kurrent`: their clients (pg; gRPC and protobuf) are loaded only by a
// process that uses them, not by every start on SQLite.
