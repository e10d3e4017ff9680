// Three projects: server-side (unit + integration on real PostgreSQL), client components (jsdom), browser journeys.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj)sx?$': swc(true) };
const transformIgnorePatterns = [
  '/node_modules/(?!(graphql-upload|graphile-worker|fs-capacitor|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras)/)',
];
const common = { '^@kuza/common$': '<rootDir>/common/src/index.ts' };

module.exports = {
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.ts',
  maxWorkers: 2,
  // Per-project testTimeout is ignored by Jest 30; this one applies to every project.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/common', '<rootDir>/server', '<rootDir>/tests/integration'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: common,
      setupFiles: ['reflect-metadata'],
      testTimeout: 60_000,
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        ...common,
        '^@/i18n/resources$': '<rootDir>/client/src/i18n/resources.node.ts',
        '^@/(.*)$': '<rootDir>/client/src/$1',
        '\\.(css)$': '<rootDir>/client/src/test/style-stub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
      testTimeout: 30_000,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: common,
      setupFiles: ['reflect-metadata'],
      testTimeout: 120_000,
    },
  ],
};
