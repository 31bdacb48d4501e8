import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, and our built packages (`npm run build` makes them). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH = fileURLToPath(new URL('../', import.meta.url));
export const OUR_EVENT_STORE = new URL('../../libs/event-store/dist/index.js', import.meta.url).href;
export const OUR_POSTGRES_EVENT_STORE = new URL('../../libs/event-store/dist/postgres-event-store.js', import.meta.url).href;
export const OUR_SERVER = new URL('../../libs/server/dist/index.js', import.meta.url).href;
/** How the server seals people's data in the log (the rebuild's fixture writes it so). */
export const OUR_PERSONAL_FIELDS = new URL('../../libs/server/dist/privacy/personal-fields.js', import.meta.url).href;
export const OUR_DOMAIN = new URL('../../libs/domain/dist/index.js', import.meta.url).href;

/**
 * `require` as libs/event-store resolves it: the ceilings load the very better-sqlite3 and
 * pg our engine runs on (not bench/'s copies, which Emmett shares), so they run the same code.
 */
export const requireAsOurs = createRequire(new URL('../../libs/event-store/package.json', import.meta.url));

/** bench/http's shop of 100,000 repairs, its read models built (`ready/data`), or undefined before `npm run bench:http` made it. */
export function benchHttpShop() {
  const cache = join(ROOT, 'bench/http/.cache');
  const shops = existsSync(cache) ? readdirSync(cache).filter((name) => name.startsWith('shop-100000-')) : [];
  return shops.map((name) => join(cache, name, 'ready/data')).find((dir) => existsSync(join(dir, 'taller.sqlite')));
}
