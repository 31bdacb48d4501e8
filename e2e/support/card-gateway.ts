import { fakeRedsys, type FakeRedsys } from '../../libs/server/test/fake-redsys';
import { test as base } from './test';

/**
 * The specs that pay by card: each worker starts a local server that speaks Redsys' protocol
 * (libs/server/test/fake-redsys.ts) and its own Taller server configured with it (the other
 * specs' server has no card gateway), so the gateway's notification reaches it as Redsys' would.
 */
export const test = base.extend<object, { redsys: FakeRedsys }>({
  redsys: [
    async ({}, use) => {
      const redsys = await fakeRedsys();
      await use(redsys);
      await redsys.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ redsys }, use) => use(redsys.settings), { scope: 'worker' }],
});
