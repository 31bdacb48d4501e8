import type { EventStore } from '@taller/event-store';
import type { MikroORM } from '@mikro-orm/core';
import { ENGINES } from '../../../tools/test-databases.js';
import { AggregateStore } from '../src/event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import { SaleStockReactor } from '../src/invoices/sale-stock/sale-stock-reactor.js';
import { NoticeCheckpoint } from '../src/notices/notice-checkpoint.entity.js';
import { MIKRO_ORM } from '../src/persistence/orm.js';
import { client, eventually, startApi, type RunningApi } from './harness.js';

/**
 * A counter sale cut between its invoice and its units (the process stopped after the billing
 * append) is completed by the server on its own (SaleStockReactor): the units leave the stock
 * once, and reading the log again (a second pass, a restart from the start) writes nothing more.
 */
describe.each(ENGINES)('Counter sales completed after a cut on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
  });
  afterAll(async () => {
    await api.close();
  });

  it('takes the units of a sale whose request stopped after the invoice, once, and nothing more on a second pass or a restart', async () => {
    const product = (await staff('/api/products', { method: 'POST', body: { name: `Funda ${Math.random().toString(36).slice(2, 7)}`, category: 'cables', priceCents: 1_500 } })).json;
    await staff(`/api/products/${product.id}/stock/received`, { method: 'POST', body: { quantity: 5 } });
    const reactor = api.app.get(SaleStockReactor);
    const aggregates = api.app.get(AggregateStore);
    const store = api.app.get<EventStore>(EVENT_STORE);
    const streamId = `product-${product.id}`;

    // The crash: every write to this product's stream fails while the sale runs (the handler's
    // stock step and the reactor's live attempt alike), as if the process had stopped there.
    const handle = aggregates.handle;
    aggregates.handle = ((request: { streamId: string }) => {
      if (request.streamId === streamId) return Promise.reject(new Error('Proceso detenido'));
      return handle.call(aggregates, request as never);
    }) as never;
    const sale = await staff('/api/invoices/counter-sales', { method: 'POST', body: { lines: [{ productId: product.id, quantity: 2 }], method: 'cash', kind: 'simplified', requestId: `corte-${product.id}` } });
    expect(sale.status).toBe(500);
    await reactor.wake();
    const sold = async () => (await store.readStream(streamId)).filter((event) => event.type === 'StockSoldInStore');
    expect(await sold()).toHaveLength(0);
    aggregates.handle = handle;

    // The server comes back: the reactor completes the sale on its own.
    await reactor.wake();
    expect(await sold()).toEqual([expect.objectContaining({ data: expect.objectContaining({ quantity: 2 }) })]);
    await eventually(async () => ((await staff(`/api/products/${product.id}`)).json.onHand === 3 ? true : undefined));

    // A second pass, and a restart that reads the whole log again: nothing more.
    await reactor.wake();
    await api.app.get<MikroORM>(MIKRO_ORM).em.fork().nativeUpdate(NoticeCheckpoint, { name: 'counter-sale-stock' }, { position: 0 });
    reactor.forgetPosition();
    await reactor.wake();
    expect(await sold()).toHaveLength(1);
    // The same request again finds the invoice and the units already out: still one.
    const again = await staff('/api/invoices/counter-sales', { method: 'POST', body: { lines: [{ productId: product.id, quantity: 2 }], method: 'cash', kind: 'simplified', requestId: `corte-${product.id}` } });
    expect(again.status).toBe(201);
    expect(await sold()).toHaveLength(1);
    expect((await staff(`/api/products/${product.id}`)).json).toMatchObject({ onHand: 3 });
  });

  it('saves how far it read on its own row a moment later, so that a restart resumes there', async () => {
    const reactor = api.app.get(SaleStockReactor);
    const store = api.app.get<EventStore>(EVENT_STORE);
    const checkpoint = async () => Number((await api.app.get<MikroORM>(MIKRO_ORM).em.fork().findOneOrFail(NoticeCheckpoint, { name: 'counter-sale-stock' })).position);
    await staff('/api/invoices/counter-sales', { method: 'POST', body: { lines: [{ description: 'Instalación', quantity: 1, unitPriceCents: 500 }], method: 'cash', kind: 'simplified' } });
    await reactor.wake();
    const head = await store.headPosition();
    await eventually(async () => ((await checkpoint()) >= head ? true : undefined), 5_000);
  });
});
