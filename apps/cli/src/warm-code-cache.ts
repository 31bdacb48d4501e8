import { createRequire } from 'node:module';
import { warmCodeCache } from '@taller/server/entry';

/**
 * `node apps/cli/dist/warm-code-cache.js`: the first command's compiling done at build time. It
 * runs `taller reparaciones listar --buscar pantalla` on a throw-away empty shop, which opens the
 * core as every command that reads or writes the shop does, and keeps the code V8 compiled in
 * dist/bundle/.code-cache (as a command does when it exits). Run by `npm run build` after the
 * bundle, and by the Docker image, whose dist the CLI cannot write to: without it every `taller`
 * there compiles the whole bundle (about 0.3 s more a command, README «Starting the server»).
 * Nothing of this process's environment reaches the command (no DATABASE_URL, no SMTP): it is
 * the SQLite shop of an installation without a demo.
 */
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

const kept = await warmCodeCache<typeof import('./cli.js')>(import.meta.url, 'cli', async (cli, dataDir) => {
  // The command reads its configuration from the environment: only what Node and the system use
  // is left of it (NODE_ENV as the image sets it), then the throw-away shop's.
  const SYSTEM = new Set(['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'NODE_ENV']);
  for (const key of Object.keys(process.env)) if (!SYSTEM.has(key)) delete process.env[key];
  Object.assign(process.env, { DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'error' });
  // What the command answers (that nothing matches) is not for the build's log.
  const write = process.stdout.write;
  process.stdout.write = () => true;
  try {
    await cli.runCli(['node', 'taller', 'reparaciones', 'listar', '--buscar', 'pantalla'], version);
  } finally {
    process.stdout.write = write;
  }
});
process.stdout.write(`Código compilado de la línea de órdenes guardado para la próxima orden: ${kept} archivos.\n`);
