// First: every zod message of the server and the CLI in Spanish.
import './shared/spanish-zod.js';
export * from './config/config.js';
export * from './core.module.js';
export * from './api.module.js';
export * from './http/bootstrap.js';
export * from './http/spa-fallback.js';
export * from './demo/demo-data.js';
export * from './cli/program.js';
export * from './shared/actor.js';
export * from './shared/commands.js';
export * from './projections/projector.js';
export * from './event-sourcing/tokens.js';
export * from './persistence/orm.js';
export * from './auth/auth.service.js';
export * from './persistence/engines.js';
export * from './projections/leadership.js';
