import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFileSync } from '@swc/core';

/**
 * The loader dist/main.js runs a bundle with (libs/server/src/entry/code-cache.ts), on bundles
 * written here the way rolldown writes ours: an entry that requires its chunks by `./x.cjs`.
 * Each run is a process of its own, as each start is: within one process V8 reuses what it
 * compiled whatever the cache holds. The real bundles run through it in every test that starts
 * the built server or the CLI.
 */
describe('a bundle run with its code cache', () => {
  let dir: string;
  let runner: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taller-code-cache-'));
    // The loader as it is in src/, compiled for Node, and a process that loads a bundle with it.
    const loader = transformFileSync(fileURLToPath(new URL('../src/entry/code-cache.ts', import.meta.url)), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    }).code;
    writeFileSync(join(dir, 'code-cache.mjs'), loader);
    runner = join(dir, 'run.mjs');
    writeFileSync(
      runner,
      [
        `import { CodeCachedBundle } from './code-cache.mjs';`,
        `const bundle = new CodeCachedBundle(process.argv[2]);`,
        `const result = bundle.load().run();`,
        `const counts = bundle.counts;`,
        `process.stdout.write(JSON.stringify({ result, counts, saved: bundle.save() }));`,
      ].join('\n'),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** An entry and a chunk: the chunk's answer, a package through Node's require, and the wrapper's names. */
  function writeBundle(answer: string): string {
    writeFileSync(
      join(dir, 'chunk-a1b2.cjs'),
      `"use strict";\nconst { basename } = require("node:path");\nfunction answer() { return ${JSON.stringify(answer)}; }\nexports.answer = answer;\nexports.named = basename(__filename);\n`,
    );
    const entry = join(dir, 'app.cjs');
    writeFileSync(
      entry,
      `"use strict";\nconst chunk = require("./chunk-a1b2.cjs");\nexports.run = () => ({ answer: chunk.answer(), chunk: chunk.named, dir: __dirname, self: this === module.exports, again: require("./chunk-a1b2.cjs") === chunk });\n`,
    );
    return entry;
  }
  /** One start: what the bundle answered, its files from the cache or compiled, the caches written. */
  const run = (entry: string) =>
    JSON.parse(execFileSync(process.execPath, [runner, entry], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as {
      result: Record<string, unknown>;
      counts: { cached: number; compiled: number };
      saved: number;
    };

  /** Rewrites the chunk in place, as a rebuild would: same name and size, another answer, later. */
  function rewriteChunk(answer: string): void {
    const chunk = join(dir, 'chunk-a1b2.cjs');
    writeFileSync(
      chunk,
      `"use strict";\nconst { basename } = require("node:path");\nfunction answer() { return ${JSON.stringify(answer)}; }\nexports.answer = answer;\nexports.named = basename(__filename);\n`,
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(chunk, later, later);
  }
  const caches = () => readdirSync(join(dir, '.code-cache')).sort();

  it('runs as Node runs CommonJS, then starts from the code it kept', () => {
    const entry = writeBundle('primera');
    const first = run(entry);
    expect(first.result).toEqual({ answer: 'primera', chunk: 'chunk-a1b2.cjs', dir, self: true, again: true });
    expect(first.counts).toEqual({ cached: 0, compiled: 2 });
    expect(first.saved).toBe(2);
    expect(caches()).toEqual([expect.stringMatching(/^app\.cjs@\d+-\d+\.bin$/), expect.stringMatching(/^chunk-a1b2\.cjs@\d+-\d+\.bin$/)]);

    const second = run(entry);
    expect(second.result).toEqual(first.result);
    expect(second.counts).toEqual({ cached: 2, compiled: 0 });
    expect(second.saved).toBe(0);
  });

  it('never runs the code of a file that changed, even at the same length (V8 checks only the length)', () => {
    const entry = writeBundle('primera');
    run(entry);
    rewriteChunk('segunda');
    const after = run(entry);
    expect(after.result).toMatchObject({ answer: 'segunda' });
    expect(after.counts).toEqual({ cached: 1, compiled: 1 });
    expect(after.saved).toBe(1);
    // The stale cache of the chunk is gone, the new one in its place.
    expect(caches().filter((name) => name.startsWith('chunk-'))).toHaveLength(1);
    expect(run(entry)).toMatchObject({ result: { answer: 'segunda' }, counts: { cached: 2, compiled: 0 } });
  });

  it('compiles as without a cache when the kept code is damaged, and replaces it', () => {
    const entry = writeBundle('primera');
    run(entry);
    for (const name of caches()) writeFileSync(join(dir, '.code-cache', name), 'not V8 code');
    const damaged = run(entry);
    expect(damaged.result).toMatchObject({ answer: 'primera' });
    expect(damaged.counts).toEqual({ cached: 0, compiled: 2 });
    expect(damaged.saved).toBe(2);
    expect(run(entry).counts).toEqual({ cached: 2, compiled: 0 });
  });

  it('runs without a cache where it cannot keep one (a read-only install)', () => {
    const entry = writeBundle('primera');
    // Where the cache's folder would go, something it cannot be made in (root writes anywhere).
    writeFileSync(join(dir, '.code-cache'), '');
    const first = run(entry);
    expect(first.result).toMatchObject({ answer: 'primera' });
    expect(first.saved).toBe(0);
    expect(run(entry).counts).toEqual({ cached: 0, compiled: 2 });
  });

  it('reports an error thrown while loading with the file and line it came from', () => {
    mkdirSync(join(dir, 'b'));
    const entry = join(dir, 'b', 'app.cjs');
    writeFileSync(entry, `"use strict";\n\nthrow new Error("al cargar");\n`);
    let stderr = '';
    try {
      run(entry);
    } catch (error) {
      stderr = String((error as { stderr?: unknown }).stderr);
    }
    expect(stderr).toContain('al cargar');
    expect(stderr).toContain(`${entry}:3`);
  });

  it('reads a file of ASCII (as the bundler writes it) and one in UTF-8 to the same text', () => {
    const words = 'Recepción: 12,50\u00a0€ 🔧';
    const entry = writeBundle('');
    // The bundler's way: every other character as an escape, one byte each.
    const ascii = JSON.stringify(words).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    writeFileSync(join(dir, 'chunk-a1b2.cjs'), `"use strict";\nexports.answer = () => ${ascii};\nexports.named = "";\n`);
    expect(run(entry).result.answer).toBe(words);
    rewriteChunk(words);
    expect(run(entry).result.answer).toBe(words);
  });
});
