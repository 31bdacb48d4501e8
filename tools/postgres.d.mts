/** Types of tools/postgres.mjs, for the TypeScript that imports it (the tests, the browser tests' fixture). */
export function findPostgresBin(): string | undefined;
export function startPostgres(options?: { fsync?: boolean }): Promise<{ url: string; stop(): void }>;
export function createDatabase(url: string, name: string): Promise<string>;
