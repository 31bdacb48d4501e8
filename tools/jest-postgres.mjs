import { findPostgresBin, startPostgres } from './postgres.mjs';

/**
 * One throwaway PostgreSQL for the whole jest run; tests make their own databases on it
 * (tools/test-databases.ts). With CI=true a machine without PostgreSQL fails the run;
 * elsewhere the PostgreSQL tests are skipped with one loud line.
 */
export default async function globalSetup() {
  // scrypt at 2^14 instead of OWASP's 2^17 for the accounts the tests make: the same code, a
  // sign-in in 70 ms instead of nearly a second. The workers and the servers they start inherit
  // it; the default cost has its own test.
  process.env.PASSWORD_HASH_COST ??= '14';
  if (process.env.TALLER_TEST_PG_URL) return;
  if (!findPostgresBin()) {
    const line =
      'PostgreSQL no está instalado: se OMITEN las pruebas con PostgreSQL (instala postgresql o define TALLER_TEST_PG_URL).';
    if (process.env.CI === 'true') throw new Error(`${line} En CI es obligatorio.`);
    process.stderr.write(`\n⚠️  ${line}\n\n`);
    return;
  }
  const server = await startPostgres();
  process.env.TALLER_TEST_PG_URL = server.url;
  globalThis.__tallerPostgres = server;
}
