// One jest run for the whole repository: a jsdom project per part for unit and component
// tests, a node project for the API tests (real server on a free port) and a node project for
// the end-to-end tests (real Chromium through playwright-core against the built system).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        // React Router 8 reads `import.meta.hot` (Vite's hot reload), which CommonJS cannot hold.
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    // Keep dynamic import() native so tests can load the .mjs composition scripts.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

/**
 * Libraries published only as ES modules (React Router 8 and its two dependencies; content-disposition
 * 3 and cookie 2, which @fastify/static requires): Node 22 loads them natively, jest's module system
 * only when they are compiled like our own code.
 */
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition|cookie|react-router|cookie-es|@remix-run/route-pattern)/)'];

const unit = (name, dir, testEnvironment = 'jsdom') => ({
  displayName: `unit-${name}`,
  rootDir: '<rootDir>',
  roots: [`<rootDir>/${dir}`],
  testEnvironment,
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.[cm]?[tj]sx?$': swc },
  transformIgnorePatterns,
  setupFilesAfterEnv: testEnvironment === 'jsdom' ? ['<rootDir>/jest.setup.jsdom.ts'] : [],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-mock.cjs',
    '\\.css\\?sheet$': '<rootDir>/jest.sheet-mock.cjs',
    // Mantine's useId as every build has it (rspack.base.mjs, MANTINE_USE_ID): @mantine/hooks' index
    // is the only module that asks for './use-id/use-id'.
    '^\\./use-id/use-id\\.c?js$': '<rootDir>/packages/remote-kit/src/mantine/use-id.mjs',
  },
});

/** Where each part keeps its browser tests; the harness they share is tools/e2e. */
const E2E_ROOTS = ['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report', 'packages/remote-kit', 'tools/partner-example', 'tools/compose'].map(
  (dir) => `<rootDir>/${dir}/e2e`,
);

export default {
  rootDir: '.',
  testTimeout: 90_000,
  // Two test files at a time (jest's default on two cores is one): an end-to-end file spends much of
  // its time waiting for a browser or a server. Every file is safe beside any other: the shared
  // system is only read, and a file that stops parts or releases starts a private one on free ports.
  maxWorkers: 2,
  testSequencer: '<rootDir>/tools/jest/test-order.mjs',
  projects: [
    unit('shell', 'shell'),
    unit('map', 'mfe-map'),
    unit('hydrology', 'mfe-hydrology'),
    unit('stormwater', 'mfe-stormwater'),
    unit('report', 'mfe-report'),
    unit('packages', 'packages'),
    unit('tools', 'tools', 'node'),
    {
      displayName: 'unit-api',
      rootDir: '<rootDir>/api-mock',
      testEnvironment: 'node',
      // The bench's own logic too (its probe, loaded into the server the bench starts).
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/bench/**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      transformIgnorePatterns,
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api-mock',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      rootDir: '<rootDir>',
      roots: E2E_ROOTS,
      testEnvironment: '<rootDir>/tools/e2e/environment.mjs',
      testMatch: ['**/*.e2e.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/tools/e2e/global-setup.mjs',
      globalTeardown: '<rootDir>/tools/e2e/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/tools/e2e/setup-timeouts.ts'],
    },
  ],
};
