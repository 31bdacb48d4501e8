export * from './event-store.js';
export * from './sqlite-event-store.js';
export * from './postgres-event-store.js';
// The KurrentDB store is `@taller/event-store/kurrent`: its client (gRPC, protobuf) is loaded
// only by a server that uses it, not by every start.
