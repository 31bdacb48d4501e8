#!/usr/bin/env node
/**
 * The command line in a few files (`npm run build` runs it after `tsc -b`): dist/bundle/cli.js,
 * run by dist/main.js. Every `taller` command loads the whole core (NestJS, MikroORM, the event
 * store, every use case): from some 1,500 files of node_modules that took about a second more
 * than from the bundle (README, "Starting the server").
 */
import { bundleNodeApp } from '../../tools/bundle-node-app.mjs';

await bundleNodeApp({ dir: 'apps/cli', entry: 'cli' });
