import { Coalesced } from '../src/shared/coalesced.js';

describe('Coalesced (the outbox rows and the people keys asked for together)', () => {
  it('does the calls of one turn, and those asked for while it works, in as few groups as it can, each answered its own result', async () => {
    const groups: number[][] = [];
    const doubled = new Coalesced<number, number>(async (items) => {
      groups.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((n) => n * 2);
    });
    const first = [1, 2, 3].map((n) => doubled.add(n));
    await new Promise((r) => setImmediate(r));
    const later = [4, 5].map((n) => doubled.add(n));
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10]);
    expect(groups).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('when a group fails, does each call alone: the one that cannot be done refuses only itself', async () => {
    const done: number[][] = [];
    const checked = new Coalesced<number, number>(async (items) => {
      done.push(items);
      if (items.includes(13)) throw new Error('trece');
      return items;
    });
    const results = await Promise.allSettled([12, 13, 14].map((n) => checked.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: new Error('trece') });
    expect(done).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
