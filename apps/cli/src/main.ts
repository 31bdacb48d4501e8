#!/usr/bin/env node
import { createRequire } from 'node:module';
import { bundledOrCompiled } from '@taller/server/entry';

/**
 * `taller`: runs the command line from dist/bundle/cli.js, the core and its packages in a few
 * files made by `npm run build` (apps/cli/bundle.mjs), or from the compiled files when the
 * bundle is missing or stale (`bundledOrCompiled`).
 */

/** `taller --version`: this package's version (apps/cli/package.json, beside dist/ and src/). */
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

const { runCli } = (await import(bundledOrCompiled(import.meta.url, 'cli').href)) as typeof import('./cli.js');
await runCli(process.argv, version);
