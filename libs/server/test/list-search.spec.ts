import type { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { ENGINES } from '../../../tools/test-databases.js';
import { MIKRO_ORM, Projector, sqliteFileOf, TallerCoreModule, type ReadModels } from '../src/index.js';
import { client, startApi, type RunningApi } from './harness.js';

/**
 * The lists' search and totals through their indexes (shared/list-indexes.ts, list-page.ts):
 * `q` stays a substring match that ignores case and accents, whether the trigram index answers
 * it (three characters or more) or the rows' text does (one or two); the totals kept per
 * status stay exact through registrations, status changes, renames, deletions and a rebuild.
 */
describe.each(ENGINES)('List search and totals through their indexes, on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  const ids: Record<string, number> = {};

  const query = (resource: string, params: Record<string, unknown>) =>
    staff(`/api/${resource}?${Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`).join('&')}`);
  /** The ids a search lists, and the total its Content-Range tells. */
  const search = async (resource: string, filter: Record<string, unknown>) => {
    const answer = await query(resource, { filter, range: [0, 999], sort: ['id', 'ASC'] });
    expect(answer.status).toBe(200);
    const total = Number(answer.headers.get('content-range')!.split('/')[1]);
    return { ids: (answer.json as { id: number }[]).map((row) => row.id), total };
  };
  const orm = () => api.app.get<ReadModels>(MIKRO_ORM);
  const sql = async (text: string): Promise<Record<string, unknown>[]> => {
    const result = (await api.app.get<MikroORM>(MIKRO_ORM).em.getConnection().execute(text)) as Record<string, unknown>[];
    return result;
  };
  /** What `list_counts` says, beside what counting the rows says, per status. */
  const counts = async (list: string, table: string, key = 'status') => {
    const kept = await sql(`select key, n from list_counts where list = '${list}' and n <> 0 order by key`);
    const counted = await sql(`select ${key} as key, count(*) as n from ${table} group by 1 order by 1`);
    const norm = (rows: Record<string, unknown>[]) => rows.map((r) => `${String(r.key)}=${Number(r.n)}`);
    return { kept: norm(kept), counted: norm(counted) };
  };

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    const register = async (name: string, lastName: string, phone: string) =>
      (await staff('/api/clients', { method: 'POST', body: { name, lastName, phone } })).json.id as number;
    ids.jose = await register('José', 'Peñalver España', '677 300 001');
    ids.angela = await register('Ángela', 'ÚBEDA', '677 300 002');
    const repair = async (clientId: number, model: string, description: string) =>
      (await staff('/api/repairs', { method: 'POST', body: { clientId, device: 'Móvil', model, contactNumber: '677 300 001', description } })).json.id as number;
    ids.screen = await repair(ids.jose, 'Galaxy Ñ50', 'Pantalla rota al 50% (cristal_trasero)');
    ids.battery = await repair(ids.angela, 'iPhone 13', 'Batería hinchada');
  });
  afterAll(async () => {
    await api.close();
  });

  it('finds by any part of a word, whatever its case and accents, through the index and without it', async () => {
    const cases: [Record<string, unknown>, number[]][] = [
      [{ q: 'jose' }, [ids.screen!]],
      [{ q: 'JOSÉ' }, [ids.screen!]],
      [{ q: 'españa' }, [ids.screen!]],
      [{ q: 'ÑA' }, [ids.screen!]], // two characters: no trigram, the rows' text answers
      [{ q: 'ña' }, [ids.screen!]],
      [{ q: 'alver' }, [ids.screen!]],
      [{ q: 'ubeda' }, [ids.battery!]],
      [{ q: 'Úbe' }, [ids.battery!]],
      [{ q: 'gela ub' }, [ids.battery!]],
      [{ q: 'ñ5' }, [ids.screen!]],
      [{ q: 'batería HINCH' }, [ids.battery!]],
      [{ q: '50%' }, [ids.screen!]],
      [{ q: 'l_tr' }, [ids.screen!]], // the underscore matches any one character, as before
      [{ q: 'rota al 5' }, [ids.screen!]],
      [{ q: 'a "rota"' }, []], // quotes are text, not an FTS5 phrase
      [{ q: 'OR rota' }, []], // nor are FTS5's operators
      [{ q: 'zzzz' }, []],
      [{ q: 'zz' }, []],
    ];
    for (const [filter, expected] of cases) {
      const found = await search('repairs', filter);
      const mine = found.ids.filter((id) => id === ids.screen || id === ids.battery);
      expect({ filter, mine }).toEqual({ filter, mine: expected });
      expect({ filter, total: found.total }).toEqual({ filter, total: found.ids.length });
    }
    // One character: every row with it, counted exactly.
    const one = await search('repairs', { q: 'ñ' });
    expect(one.ids).toContain(ids.screen);
    expect(one.total).toBe(one.ids.length);
    // Clients: the same through their own index.
    expect((await search('clients', { q: 'PEÑAL' })).ids).toEqual([ids.jose]);
    expect((await search('clients', { q: 'an' })).ids).toEqual(expect.arrayContaining([ids.angela, ids.jose]));
  });

  it('keeps the search index with the rows: a rename or a correction is found at once, the old text no longer', async () => {
    const client = (await staff(`/api/clients/${ids.angela}`)).json;
    expect((await staff(`/api/clients/${ids.angela}`, { method: 'PUT', body: { lastName: 'Zubizarreta', version: client.version } })).status).toBe(200);
    expect((await search('repairs', { q: 'zubiza' })).ids).toEqual([ids.battery]);
    expect((await search('repairs', { q: 'ubeda' })).ids).toEqual([]);
    const repair = (await staff(`/api/repairs/${ids.battery}`)).json;
    expect((await staff(`/api/repairs/${ids.battery}`, { method: 'PUT', body: { description: 'Conector flojísimo tras la caída', version: repair.version } })).status).toBe(200);
    expect((await search('repairs', { q: 'FLOJISIMO' })).ids).toEqual([ids.battery]);
    expect((await search('repairs', { q: 'hinchada' })).ids).toEqual([]);
  });

  it('gives the exact total of every status, and of the whole list, through changes, deletions and a rebuild', async () => {
    const totals = async () => {
      const all = await query('repairs', { range: [0, 0] });
      const pending = await query('repairs', { range: [0, 0], filter: { status: 'pending' } });
      const two = await query('repairs', { range: [0, 0], filter: { status: ['pending', 'in_progress'] } });
      const none = await query('repairs', { range: [0, 0], filter: { status: [] } });
      const total = (answer: { headers: Headers }) => Number(answer.headers.get('content-range')!.split('/')[1]);
      return { all: total(all), pending: total(pending), two: total(two), none: total(none) };
    };
    const rows = async (where: string) => Number((await sql(`select count(*) as n from repair_rows${where}`))[0]!.n);
    const expected = async () => ({
      all: await rows(''),
      pending: await rows(` where status = 'pending'`),
      two: await rows(` where status in ('pending', 'in_progress')`),
      none: 0,
    });
    expect(await totals()).toEqual(await expected());
    expect((await staff(`/api/repairs/${ids.screen}/status`, { method: 'POST', body: { status: 'in_progress' } })).status).toBe(200);
    expect(await totals()).toEqual(await expected());
    expect((await staff(`/api/repairs/${ids.battery}`, { method: 'DELETE' })).status).toBe(200);
    expect(await totals()).toEqual(await expected());
    for (const [list, table, key] of [
      ['repairs', 'repair_rows', 'status'],
      ['orders', 'order_rows', 'status'],
      ['clients', 'client_rows', 'status'],
      ['revisions', 'revision_rows', `case when converted_to_repair_id is not null then 'converted' else status end`],
    ] as const) {
      const { kept, counted } = await counts(list, table, key);
      expect({ list, kept }).toEqual({ list, kept: counted });
    }
    await api.app.get(Projector).rebuild();
    expect(await totals()).toEqual(await expected());
    const { kept, counted } = await counts('repairs', 'repair_rows');
    expect(kept).toEqual(counted);
    expect((await search('repairs', { q: 'jose' })).ids).toEqual([ids.screen]);
    // The search index holds every row, no more.
    const searchRows = Number((await sql(`select count(*) as n from repair_rows_search`))[0]!.n);
    expect(searchRows).toBe(await rows(''));
  });

  it('opens again on the same database: the schema update leaves the search and count tables alone', async () => {
    // A second instance on the same database, started while the first runs and leads (the install
    // once took the leader's lock key and waited for ever).
    const again = await NestFactory.createApplicationContext(TallerCoreModule.register(api.config, { followLog: false }), { logger: false, abortOnError: false });
    try {
      const rows = (await again.get<ReadModels>(MIKRO_ORM).em.getConnection().execute(`select count(*) as n from repair_rows_search`)) as { n: number }[];
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
    expect((await search('repairs', { q: 'jose' })).ids).toEqual([ids.screen]);
  });

  it('answers a deep page, a sort by description and a search that finds thousands as the whole list orders them', async () => {
    // 5,100 copies of a repair written straight into the read model (its triggers keep the search
    // index and the counts): enough for a deep page (read by its ids first) and for a search that
    // finds more than the 5,000 ids read at once.
    const connection = api.app.get<MikroORM>(MIKRO_ORM).em.getConnection();
    const [model] = (await connection.execute(`select * from repair_rows where id = ?`, [ids.screen])) as Record<string, unknown>[];
    const columns = Object.keys(model!);
    const COPIES = 5100;
    const FIRST = 900_000;
    for (let start = 0; start < COPIES; start += 300) {
      const batch = Array.from({ length: Math.min(300, COPIES - start) }, (_, k) => start + k);
      const values = batch.flatMap((n) =>
        columns.map((column) =>
          column === 'id'
            ? FIRST + n
            : column === 'description'
              ? `Copia ${String(n % 97).padStart(2, '0')} ${n % 2 ? 'pantalla' : 'batería'}`
              : column === 'search_text'
                ? `copia ${String(n % 97).padStart(2, '0')} ${n % 2 ? 'pantalla' : 'bateria'}`
                : column === 'client_name_key'
                ? String(model![column]).slice(0, -2) + String(10 + (n % 40))
                : model![column],
        ),
      );
      await connection.execute(
        `insert into repair_rows (${columns.join(', ')}) values ${batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}`,
        values,
      );
    }
    try {
      const idsOf = async (params: Record<string, unknown>) => ((await query('repairs', params)).json as { id: number }[]).map((row) => row.id);
      for (const sort of [['clientName', 'ASC'], ['id', 'DESC'], ['description', 'DESC']]) {
        // Offset 1,000 and more reads its ids first; 900 to 1,099 is read as before.
        const around = await idsOf({ sort, range: [900, 1099] });
        expect({ sort, deep: await idsOf({ sort, range: [1000, 1024] }) }).toEqual({ sort, deep: around.slice(100, 125) });
      }
      // Descriptions in order, ties by id.
      const described = (await query('repairs', { sort: ['description', 'ASC'], range: [0, 199] })).json as { id: number; description: string }[];
      const inOrder = [...described].sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : a.id - b.id));
      expect(described.map((r) => r.id)).toEqual(inOrder.map((r) => r.id));
      // A search that finds thousands: the page in order, the total exact, alone or with a filter.
      const rows = async (where: string) => Number((await sql(`select count(*) as n from repair_rows where ${where}`))[0]!.n);
      for (const q of ['copia', 'co']) {
        const answer = await query('repairs', { filter: { q }, sort: ['id', 'DESC'], range: [0, 24] });
        expect(Number(answer.headers.get('content-range')!.split('/')[1])).toBe(await rows(`search_text like '%${q}%'`));
        expect((answer.json as { id: number }[]).map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, k) => FIRST + COPIES - 1 - k));
        const pending = await query('repairs', { filter: { q, status: 'in_progress' }, sort: ['id', 'ASC'], range: [0, 4] });
        expect(Number(pending.headers.get('content-range')!.split('/')[1])).toBe(await rows(`search_text like '%${q}%' and status = 'in_progress'`));
      }
      // Alone and in id order, a page far into a search that finds thousands, both ways: on SQLite
      // the trigram index hands its ids in that order itself.
      const copies = (await sql(`select id from repair_rows where search_text like '%copia%' order by id`)).map((row) => Number(row.id));
      for (const [order, inOrder] of [['ASC', copies], ['DESC', [...copies].reverse()]] as const) {
        const answer = await query('repairs', { filter: { q: 'copia' }, sort: ['id', order], range: [2000, 2024] });
        expect(Number(answer.headers.get('content-range')!.split('/')[1])).toBe(copies.length);
        expect((answer.json as { id: number }[]).map((row) => row.id)).toEqual(inOrder.slice(2000, 2025));
      }
      // A search that finds hundreds, with a status: its page and total from the ids it found.
      for (const sort of [['id', 'DESC'], ['clientName', 'ASC']]) {
        const answer = await query('repairs', { filter: { q: 'copia 0', status: 'in_progress' }, sort, range: [5, 14] });
        const expected = (await sql(
          `select id from repair_rows where search_text like '%copia 0%' and status = 'in_progress' order by ${sort[0] === 'id' ? 'id desc' : 'client_name_key, client_name, id'}`,
        )).map((row) => Number(row.id));
        expect(Number(answer.headers.get('content-range')!.split('/')[1])).toBe(expected.length);
        expect((answer.json as { id: number }[]).map((row) => row.id)).toEqual(expected.slice(5, 15));
      }
    } finally {
      await connection.execute(`delete from repair_rows where id >= ?`, [FIRST]);
    }
  });

  it('reads a search of three characters or more from the trigram index', async () => {
    if (sqliteFileOf(orm())) {
      const plan = await sql(`explain query plan select id from repair_rows where id in (select rowid from repair_rows_search where search_text like '%jose%')`);
      expect(plan.map((step) => String(step.detail)).join('; ')).toMatch(/VIRTUAL TABLE/);
    } else {
      const indexes = await sql(`select indexdef from pg_indexes where tablename = 'repair_rows_search'`);
      expect(indexes.map((i) => String(i.indexdef)).join('; ')).toMatch(/gin \(search_text gin_trgm_ops\)/);
      await sql('set enable_seqscan = off');
      const plan = await sql(`explain select id from repair_rows_search where search_text like '%jose%'`);
      await sql('set enable_seqscan = on');
      expect(plan.map((step) => String(step['QUERY PLAN'])).join('; ')).toMatch(/repair_rows_search_trgm/);
    }
  });
});
