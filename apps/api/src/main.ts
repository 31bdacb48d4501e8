import { fileURLToPath } from 'node:url';
import { bundledOrCompiled } from '@taller/server/entry';

/**
 * `node apps/api/dist/main.js`: the server. It runs from dist/bundle/server.js, the server and
 * its packages in a few files made by `npm run build` (apps/api/bundle.mjs), or from the
 * compiled files when the bundle is missing or stale (`bundledOrCompiled`).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const frontEnds = { publicDir: here('../../public/dist'), adminDir: here('../../admin/dist') };

const { startServer } = (await import(bundledOrCompiled(import.meta.url, 'server').href)) as typeof import('./server.js');
await startServer(frontEnds);
