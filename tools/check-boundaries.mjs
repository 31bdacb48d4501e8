#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { findViolations } from './boundaries.mjs';

const violations = findViolations(fileURLToPath(new URL('..', import.meta.url)));
if (violations.length > 0) {
  process.stderr.write(`Límites entre módulos incumplidos:\n${violations.map((v) => `  ${v}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('Límites entre módulos: correctos\n');
