import { findPostgresBin, startPostgres } from './postgres.mjs';

/**
 * Playwright's global setup: one throwaway PostgreSQL for the run's `postgres` project (the
 * specs that walk a whole path on both engines), unless TALLER_TEST_PG_URL names one. The
 * workers inherit its address; each worker's server gets a database of its own on it. Without
 * PostgreSQL installed that project is skipped with one loud line (CI=true makes it an error).
 * Answers the teardown, which stops it.
 */
export default async function globalSetup() {
  if (process.env.TALLER_TEST_PG_URL) return undefined;
  if (!findPostgresBin()) {
    const line = 'PostgreSQL no está instalado: se OMITEN las pruebas del navegador con PostgreSQL.';
    if (process.env.CI === 'true') throw new Error(`${line} En CI es obligatorio.`);
    process.stderr.write(`\n⚠️  ${line}\n\n`);
    return undefined;
  }
  const server = await startPostgres();
  process.env.TALLER_TEST_PG_URL = server.url;
  return () => server.stop();
}
