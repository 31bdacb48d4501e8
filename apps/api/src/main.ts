import { fileURLToPath } from 'node:url';
import { loadApp } from '@taller/server/entry';

/**
 * `node apps/api/dist/main.js`: the server. It runs from dist/bundle/server.cjs, the server and
 * its packages in a few files made by `npm run build` (apps/api/bundle.mjs), compiled from the
 * code V8 kept on the first start after the build; or from the compiled files when the bundle is
 * missing or stale (`loadApp`).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const frontEnds = { publicDir: here('../../public/dist'), adminDir: here('../../admin/dist') };

const server = await loadApp<typeof import('./server.js')>(import.meta.url, 'server');
await server.exports.startServer(frontEnds);
// Listening: everything a start runs is compiled now, and kept for the next one (once per build).
setImmediate(server.saveCodeCache);
