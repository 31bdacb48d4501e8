import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAscii } from 'node:buffer';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * Runs a bundle made by tools/bundle-node-app.mjs (CommonJS files: an entry and the chunks it
 * requires by `./name-hash.cjs`) and keeps V8's compiled code of it for the next start.
 *
 * Compiling is a third of a start: V8 reads the 8 MB of the bundle before running a line, then
 * compiles each function the first time it runs. Node 20 has no code cache for ES modules
 * (`module.enableCompileCache` came with Node 22). So each file of the bundle is compiled here as Node compiles a CommonJS
 * module (the same wrapper, `this`, `require`, `__filename`), through `vm.Script`, with the code
 * V8 produced on an earlier start (`cachedData`): made by `save()` after the start, it holds the
 * functions the start ran, not only the top level.
 *
 * The cache lives in `.code-cache/` beside the bundle, named after each file's size and
 * modification time, and only there: whoever can write there can change the bundle itself, so
 * the cache cannot run code that the bundle's owner did not put there (a cache in a shared
 * temporary folder could). V8 refuses a cache made by another Node version or with other flags
 * (`cachedDataRejected`): the file is then compiled as if there were none, and `save()` writes a
 * new one. A folder the process cannot write to (the Docker image's, owned by root) means no
 * cache, never an error.
 */
export class CodeCachedBundle {
  private readonly loaded = new Map<string, LoadedFile>();
  private readonly cacheDir: string;

  constructor(private readonly entryFile: string) {
    this.cacheDir = join(dirname(entryFile), '.code-cache');
  }

  /** Runs the entry file and answers its exports. */
  load(): unknown {
    return this.require(this.entryFile);
  }

  /** The bundle's files compiled from the cache, and the ones compiled without it. */
  get counts(): { cached: number; compiled: number } {
    const files = [...this.loaded.values()];
    return { cached: files.filter((file) => !file.fresh).length, compiled: files.filter((file) => file.fresh).length };
  }

  /**
   * Writes the compiled code of each file loaded without a usable cache (after the work whose
   * functions the next start should find compiled). Answers how many files were written.
   */
  save(): number {
    let written = 0;
    for (const file of this.loaded.values()) {
      if (!file.fresh) continue;
      try {
        mkdirSync(this.cacheDir, { recursive: true });
        // One name per process, then renamed: two processes starting at once never read half a file.
        const temporary = `${file.cacheFile}.${process.pid}.tmp`;
        writeFileSync(temporary, file.script.createCachedData());
        renameSync(temporary, file.cacheFile);
        for (const old of readdirSync(this.cacheDir)) {
          if (old.startsWith(`${basename(file.path)}@`) && join(this.cacheDir, old) !== file.cacheFile && old.endsWith('.bin')) rmSync(join(this.cacheDir, old), { force: true });
        }
        file.fresh = false;
        written += 1;
      } catch {
        // Not writable (a read-only install) or full: the next start compiles, as without a cache.
        return written;
      }
    }
    return written;
  }

  private require(path: string): unknown {
    const known = this.loaded.get(path);
    if (known) return known.module.exports;
    const bytes = readFileSync(path);
    // The bundler writes ASCII only (tools/bundle-node-app.mjs): read so, a file is a one-byte
    // string to V8, read in a fifth of the time UTF-8's decoding takes, in half the memory.
    const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
    const { size, mtimeMs } = statSync(path);
    const cacheFile = join(this.cacheDir, `${basename(path)}@${size}-${Math.trunc(mtimeMs)}.bin`);
    const cachedData = readIfThere(cacheFile);
    // Node's own wrapper of a CommonJS module, on the first line so that line numbers stay true.
    const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
      filename: path,
      cachedData,
    });
    const module = { exports: {} as unknown };
    const file: LoadedFile = { path, script, cacheFile, module, fresh: cachedData === undefined || script.cachedDataRejected === true };
    this.loaded.set(path, file);
    const nodeRequire = createRequire(path);
    // The bundle's own chunks through this loader (and its cache); everything else through Node.
    const require = Object.assign(
      (id: string) => (id.startsWith('./') && id.endsWith('.cjs') ? this.require(join(dirname(path), id)) : nodeRequire(id)),
      nodeRequire,
    );
    const run = script.runInThisContext() as (...args: unknown[]) => void;
    run.call(module.exports, module.exports, require, module, path, dirname(path));
    return module.exports;
  }
}

interface LoadedFile {
  readonly path: string;
  readonly script: Script;
  readonly cacheFile: string;
  readonly module: { exports: unknown };
  /** Compiled without a usable cache: `save()` writes one. */
  fresh: boolean;
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
