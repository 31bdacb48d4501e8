import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The rules of the house (DESIGN.md): nothing under libs/ imports from apps/, libs/domain
 * imports nothing but zod, and an app never imports another app.
 */
const APPS = ['api', 'admin', 'public', 'cli'];
const appPackage = new RegExp(`^@taller/(${APPS.join('|')})(/|$)`);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs|jsx)$/.test(entry)) yield path;
  }
}

function importsOf(file) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((i) => i.fileName);
}

/** Where `specifier`, imported from `file`, lands: 'apps/<name>', 'libs/<name>' or a package. */
function target(root, file, specifier) {
  if (specifier.startsWith('.')) {
    const parts = relative(root, resolve(file, '..', specifier)).split(sep);
    return { kind: 'path', area: parts[0], name: parts[1] };
  }
  const match = specifier.match(appPackage);
  if (match) return { kind: 'path', area: 'apps', name: match[1] };
  return { kind: 'package', name: specifier };
}

export function findViolations(root) {
  const violations = [];
  for (const area of ['libs', 'apps']) {
    let names = [];
    try {
      names = readdirSync(join(root, area));
    } catch {
      continue;
    }
    for (const name of names) {
      const src = join(root, area, name, 'src');
      try {
        statSync(src);
      } catch {
        continue;
      }
      for (const file of sourceFiles(src)) {
        const where = relative(root, file);
        for (const specifier of importsOf(file)) {
          const to = target(root, file, specifier);
          if (area === 'libs' && to.kind === 'path' && to.area === 'apps') {
            violations.push(`${where}: una librería no puede importar una aplicación (${specifier})`);
          }
          if (area === 'apps' && to.kind === 'path' && to.area === 'apps' && to.name !== name) {
            violations.push(`${where}: una aplicación no puede importar otra (${specifier})`);
          }
          if (area === 'libs' && name === 'domain') {
            const inside = to.kind === 'path' && to.area === 'libs' && to.name === 'domain';
            if (!inside && specifier !== 'zod') {
              violations.push(`${where}: libs/domain solo puede importar zod (importa ${specifier})`);
            }
          }
        }
      }
    }
  }
  return violations;
}
