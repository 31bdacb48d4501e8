import { OUR_DOMAIN } from './paths.mjs';

/**
 * Brings version-1 shapes to the domain's current versions with its own upcasters: the fields a
 * type's upcasting adds are worked out once per type, from its first event.
 */
export async function upcaster() {
  const { repairEvents, clientEvents, revisionEvents, orderEvents } = await import(OUR_DOMAIN);
  const catalogues = [repairEvents, clientEvents, revisionEvents, orderEvents];
  const cache = new Map();
  return (event) => {
    const catalogue = catalogues.find((c) => c.has(event.type));
    const version = catalogue.versionOf(event.type);
    if (version === 1) return event;
    if (!cache.has(event.type)) {
      const parsed = catalogue.parse({ type: event.type, schemaVersion: 1, data: event.data });
      cache.set(event.type, Object.fromEntries(Object.entries(parsed.data).filter(([key]) => !(key in event.data))));
    }
    return { ...event, schemaVersion: version, data: { ...event.data, ...cache.get(event.type) } };
  };
}
