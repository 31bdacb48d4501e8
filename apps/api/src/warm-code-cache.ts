import { fileURLToPath } from 'node:url';
import { warmCodeCache } from '@taller/server/entry';

/**
 * `node apps/api/dist/warm-code-cache.js`: the first start's work done at build time. It starts
 * the server once on a throw-away empty shop, on a free port of 127.0.0.1, stops it, and keeps
 * the code V8 compiled in dist/bundle/.code-cache, as a first start does once it listens. Run
 * by `npm run build` after the bundle, and by the Docker image, whose dist is read-only to the
 * server: without it every start there compiles the whole bundle (about half a second more on a
 * full shop, README «Starting the server»). Nothing of this process's environment reaches the
 * start (no DATABASE_URL, no SMTP): it is the SQLite start of an installation without a demo.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const frontEnds = { publicDir: here('../../public/dist'), adminDir: here('../../admin/dist') };

const kept = await warmCodeCache<typeof import('./server.js')>(import.meta.url, 'server', (server, dataDir) => server.startAndClose(frontEnds, dataDir));
process.stdout.write(`Código compilado del servidor guardado para el próximo arranque: ${kept} archivos.\n`);
