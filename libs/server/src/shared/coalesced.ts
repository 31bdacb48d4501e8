/**
 * Calls asked for in the same turn of the event loop, or while the group before them is being
 * done, done together by `work` (one transaction, one commit), as the event store groups its
 * appends. When `work` fails, each call of the group is done alone, so one that cannot be done
 * refuses only itself.
 */
export class Coalesced<I, O> {
  private queue: { item: I; resolve: (out: O) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(private readonly work: (items: I[]) => Promise<O[]>) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      if (this.queue.push({ item, resolve, reject }) === 1 && !this.running) setImmediate(() => void this.run());
    });
  }

  private async run(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    this.running = true;
    try {
      const out = await this.work(group.map((call) => call.item));
      group.forEach((call, i) => call.resolve(out[i]!));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else for (const call of group) await this.work([call.item]).then(([out]) => call.resolve(out!), call.reject);
    } finally {
      this.running = false;
      if (this.queue.length > 0) setImmediate(() => void this.run());
    }
  }
}
