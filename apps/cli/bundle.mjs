#!/usr/bin/env node
/**
 * The command line in a few files (`npm run build` runs it after `tsc -b`): dist/bundle/cli.cjs,
 * run by dist/main.js. Every `taller` command loads the whole core (NestJS, MikroORM, the event
 * store, every use case): from some 1,500 files of node_modules that took about a second more
 * than from the bundle (README, "Starting the server").
 */
import { bundleNodeApp } from '../../tools/bundle-node-app.mjs';

await bundleNodeApp({
  dir: 'apps/cli',
  entry: 'cli',
  // The HTTP side, which `@taller/server`'s index exports and the command line never starts:
  // Fastify and its plugins, the request logger, the metrics endpoint's registry. Marked free of
  // side effects when loaded, the bundler leaves out what no command uses (the bundle: 5.3 →
  // 3.8 MB); what one does use stays.
  pure: /\/node_modules\/(fastify|@fastify\/[^/]+|@nestjs\/platform-fastify|light-my-request|find-my-way|avvio|ajv|ajv-formats|fast-json-stringify|nestjs-pino|pino-http|prom-client|@opentelemetry\/api)\//,
});
