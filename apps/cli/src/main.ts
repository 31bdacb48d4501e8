#!/usr/bin/env node
import { createRequire } from 'node:module';
import { loadApp } from '@taller/server/entry';

/**
 * `taller`: runs the command line from dist/bundle/cli.cjs, the core and its packages in a few
 * files made by `npm run build` (apps/cli/bundle.mjs), compiled from the code V8 kept on the
 * first command after the build; or from the compiled files when the bundle is missing or stale
 * (`loadApp`).
 */

/** `taller --version`: this package's version (apps/cli/package.json, beside dist/ and src/). */
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

const cli = await loadApp<typeof import('./cli.js')>(import.meta.url, 'cli');
// At the exit, whichever way the command ends: what it compiled is kept for the next one (once
// per build).
process.once('exit', cli.saveCodeCache);
await cli.exports.runCli(process.argv, version);
