import { createDatabase } from './postgres.mjs';

let counter = 0;

/** Whether the run has a PostgreSQL (see tools/jest-postgres.ts). */
export const hasPostgres = Boolean(process.env.TALLER_TEST_PG_URL);

/** `describe` for PostgreSQL tests: skipped (loudly, once, by the global setup) without one. */
export const describePostgres = hasPostgres ? describe : describe.skip;

/** A new empty database on the run's PostgreSQL. */
export async function testDatabaseUrl(): Promise<string> {
  const base = process.env.TALLER_TEST_PG_URL;
  if (!base) throw new Error('No hay PostgreSQL de pruebas');
  return createDatabase(base, `t_${process.pid}_${Date.now()}_${counter++}`);
}

/** The engines every integration test runs against: SQLite always, PostgreSQL when present. */
export const ENGINES: { name: string; databaseUrl: () => Promise<string | undefined> }[] = [
  { name: 'SQLite', databaseUrl: async () => undefined },
  ...(hasPostgres ? [{ name: 'PostgreSQL', databaseUrl: testDatabaseUrl }] : []),
];
