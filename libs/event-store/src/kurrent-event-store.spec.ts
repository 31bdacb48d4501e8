import { randomBytes } from 'node:crypto';
import { describeEventStoreContract, type EngineUnderTest } from './contract.js';
import { KurrentEventStore } from './kurrent-event-store.js';

const url = process.env.EVENTSTORE_URL;

/**
 * KurrentDB is one shared server, so each test gets its own random stream-name namespace:
 * its streams (`t1a2b…-repair-1`) and sequences are invisible to every other test, and a
 * fresh namespace reads as an empty store. The streams stay on the server afterwards.
 */
async function kurrentNamespace(): Promise<EngineUnderTest> {
  const namespace = `t${randomBytes(6).toString('hex')}-`;
  const opened: KurrentEventStore[] = [];
  const open = () => {
    const store = new KurrentEventStore(url!, { namespace });
    opened.push(store);
    return store;
  };
  return {
    store: open(),
    openAnother: async () => open(),
    dispose: async () => {
      await Promise.all(opened.map((s) => s.close()));
    },
  };
}

if (url) {
  describeEventStoreContract('KurrentDB', kurrentNamespace);
} else {
  console.warn(
    'KurrentDB contract skipped: EVENTSTORE_URL is not set. Run it with `docker compose up -d kurrentdb` and ' +
      '`EVENTSTORE_URL=kurrentdb://localhost:2113?tls=false npm run test:unit -- libs/event-store`.',
  );
  describe.skip('Event store contract: KurrentDB', () => {
    it('needs a KurrentDB server (EVENTSTORE_URL)', () => {});
  });
}
