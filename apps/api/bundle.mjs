#!/usr/bin/env node
/**
 * The server in a few files (`npm run build` runs it after `tsc -b`): dist/bundle/server.cjs, run
 * by dist/main.js (tools/bundle-node-app.mjs says what is bundled and what is left outside).
 */
import { bundleNodeApp } from '../../tools/bundle-node-app.mjs';

await bundleNodeApp({
  dir: 'apps/api',
  entry: 'server',
  // libs/server's index also exports the CLI (commander, cli-progress): the server uses none of
  // it, and marked so the bundler drops them instead of running them at every start.
  pure: /\/node_modules\/(commander|cli-progress)\//,
});
