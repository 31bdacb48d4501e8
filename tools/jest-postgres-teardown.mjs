export default async function globalTeardown() {
  globalThis.__tallerPostgres?.stop();
}
