/** One jest run for every server-side package: ESM TypeScript through SWC. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    // @fastify/static (CommonJS) requires content-disposition 3, which is ESM-only: Node 20.19+
    // loads that natively, jest's module system on Node 20 does not. v2 has the same API.
    '^content-disposition$': '<rootDir>/node_modules/content-disposition-cjs/dist/index.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@taller/event-store/contract$': '<rootDir>/libs/event-store/src/contract.ts',
    '^@taller/event-store/kurrent$': '<rootDir>/libs/event-store/src/kurrent-event-store.ts',
    '^@taller/event-store/postgres$': '<rootDir>/libs/event-store/src/postgres-event-store.ts',
    '^@taller/server/entry$': '<rootDir>/libs/server/src/entry/bundled-or-compiled.ts',
    '^@taller/(domain|event-store|server)$': '<rootDir>/libs/$1/src/index.ts',
  },
  testMatch: ['<rootDir>/{libs,apps}/*/{src,test}/**/*.spec.ts', '<rootDir>/tools/test/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A safety net, not a speed check: process tests start servers, and a loaded machine is slow.
  testTimeout: 120000,
  // Two files at once even on two cores (jest's default would be one): most of a server test's
  // time is spent waiting (fsync, PostgreSQL, retries, timers), not computing.
  maxWorkers: 2,
  globalSetup: '<rootDir>/tools/jest-postgres.mjs',
  globalTeardown: '<rootDir>/tools/jest-postgres-teardown.mjs',
};
