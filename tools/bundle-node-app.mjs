/**
 * A Node app of this repo in a few files (each app's `npm run build` runs it after `tsc -b`):
 * tsc's output for the app (dist/<entry>.js, which keeps the decorator metadata NestJS reads)
 * and the packages it imports, joined by rolldown into dist/bundle/<entry>.cjs plus the chunks
 * loaded only when needed (KurrentDB, PostgreSQL). A start then reads a handful of files instead
 * of some 1,500 (see README, "Starting the server"). The app's dist/main.js runs it, or the tsc
 * files when it is missing or stale (libs/server/src/entry/bundled-or-compiled.ts).
 *
 * CommonJS, not ES modules: Node 20 keeps no compiled code of an ES module from one start to the
 * next, and compiling is a third of a start. main.js compiles these files itself with V8's code
 * cache (libs/server/src/entry/code-cache.ts), which has no loader for `import()`: the bundle's
 * `import()`s become `require`s, and the build fails if one is left.
 *
 * Left outside, loaded from node_modules as before: the native addon better-sqlite3 (its
 * worker thread, sqlite-writer.worker.mjs, is copied next to the bundle), pg's optional
 * native and Cloudflare parts, the KurrentDB client (gRPC: loaded only with EVENTSTORE_URL,
 * from a lazy chunk) and the packages NestJS, MikroORM and knex require only if installed
 * (Express, websockets, MySQL…): not installed here, so a `require` of them fails at run
 * time exactly as it did unbundled.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { parseSync } from 'rolldown/utils';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Packages kept out of the bundle (see above). */
const EXTERNAL = [
  /^better-sqlite3(\/|$)/,
  /^pg-(native|query-stream|cloudflare)(\/|$)/,
  /^@kurrent\//,
  // Optional peers of NestJS, MikroORM, knex and fastify that this shop does not install.
  /^@nestjs\/(microservices|websockets|platform-express)(\/|$)/,
  /^@fastify\/view$/,
  /^class-(transformer|validator)(\/|$)/,
  /^(mysql|mysql2|mariadb|sqlite3|tedious|oracledb|libsql)(\/|$)/,
];

/**
 * @param {object} app
 * @param {string} app.dir the app's folder (`apps/api`), its tsc output in `dist/`
 * @param {string} app.entry the file of dist/ to bundle, without `.js` (`server`)
 * @param {RegExp} [app.pure] packages whose code has no effect when merely loaded: dropped when
 *   the app uses none of their exports instead of running them at every start
 */
export async function bundleNodeApp({ dir, entry, pure }) {
  const appDir = join(root, dir);
  const out = join(appDir, 'dist', 'bundle');
  const started = performance.now();
  rmSync(out, { recursive: true, force: true });
  const warnings = [];
  await build({
    input: join(appDir, 'dist', `${entry}.js`),
    platform: 'node',
    external: EXTERNAL,
    // `undefined`: the bundler's own judgement (package.json's sideEffects, then "has effects").
    treeshake: { moduleSideEffects: (id) => (pure?.test(id) ? false : undefined) },
    onLog(level, log) {
      if (log.code === 'UNRESOLVED_IMPORT' || log.code === 'EVAL' || log.code === 'CIRCULAR_DEPENDENCY') return;
      warnings.push(`${level}: ${log.message}`);
    },
    output: {
      dir: out,
      format: 'cjs',
      entryFileNames: `${entry}.cjs`,
      chunkFileNames: '[name]-[hash].cjs',
      // `import('pkg')` of a package left outside becomes `Promise.resolve().then(() => require('pkg'))`.
      dynamicImportInCjs: false,
      // Two packages' classes of one name (a `Logger`, a `Command`) get renamed in one file: their
      // `name` stays the original, which NestJS and MikroORM read (tokens, entity and type names).
      keepNames: true,
      // Every character of the code as ASCII (escapes instead of «ñ» or «€»), and no comments but
      // the licences: the loader then reads each file as one byte a character, and V8 keeps it so
      // (see code-cache.ts).
      charset: 'ascii',
      comments: { legal: true, annotation: false, jsdoc: false },
      sourcemap: false,
    },
  });
  // The SQLite writer's thread is a file of its own, found next to the code that starts it.
  copyFileSync(join(root, 'libs/server/dist/persistence/sqlite-writer.worker.mjs'), join(out, 'sqlite-writer.worker.mjs'));
  for (const warning of warnings) process.stderr.write(`bundle: ${warning}\n`);
  const imports = [];
  for (const file of readdirSync(out).filter((name) => name.endsWith('.cjs'))) {
    const code = readFileSync(join(out, file), 'utf8');
    const { program, comments } = parseSync('bundle.cjs', code, { sourceType: 'script' });
    imports.push(...dynamicImports(program, code).map((at) => `${file}:${at}`));
    const ascii = asciiOnly(code, comments, file);
    if (ascii !== code) writeFileSync(join(out, file), ascii);
  }
  if (imports.length > 0) throw new Error(`bundle: import() left in ${imports.join(', ')}: the code cache's loader cannot run it`);
  process.stdout.write(`${dir}: ${relative(appDir, out)} made in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Where `import(…)` expressions are in a file's code (line numbers), comments and strings aside. */
function dynamicImports(program, code) {
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      if (node.type === 'ImportExpression') found.push(code.slice(0, node.start).split('\n').length);
      for (const key in node) if (key !== 'parent') visit(node[key]);
    }
  };
  visit(program);
  return found;
}

/**
 * The file's code in ASCII only. `charset: 'ascii'` escapes every character of the code itself
 * but leaves the licences' comments as they are (a «ä» in an author's name): those are written
 * as `\u00e4`, which changes nothing to run. A character outside a comment would be a change the
 * bundler did not make: the build stops.
 */
export function asciiOnly(code, comments, file) {
  let ascii = '';
  let from = 0;
  for (const comment of comments) {
    const text = code.slice(comment.start, comment.end);
    if (/^[\x00-\x7f]*$/.test(text)) continue;
    ascii += code.slice(from, comment.start) + text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    from = comment.end;
  }
  ascii += code.slice(from);
  const left = ascii.search(/[^\x00-\x7f]/);
  if (left >= 0) throw new Error(`bundle: ${file} has a character outside ASCII at line ${ascii.slice(0, left).split('\n').length}, not in a comment`);
  return ascii;
}
