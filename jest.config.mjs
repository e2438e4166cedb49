// One jest run for the whole repository: a jsdom project per part for unit and component
// tests, a node project for the API tests (real server on a free port) and a node project for
// the end-to-end tests (real Chromium through playwright-core against the built system).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    // Keep dynamic import() native so tests can load the .mjs composition scripts.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

const unit = (name, dir) => ({
  displayName: `unit-${name}`,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/server/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/bench/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/compose/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[cm]?[tj]sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.jsdom.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-mock.cjs' },
});

export default {
  rootDir: '.',
  testTimeout: 90_000,
  projects: [
    unit('shell', 'shell'),
    unit('map', 'mfe-map'),
    unit('hydrology', 'mfe-hydrology'),
    unit('stormwater', 'mfe-stormwater'),
    unit('report', 'mfe-report'),
    {
      displayName: 'unit-api',
      rootDir: '<rootDir>/api-mock',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api-mock',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
    },
    {
      displayName: 'e2e',
      rootDir: '<rootDir>/shell/e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.e2e.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      globalSetup: '<rootDir>/harness/global-setup.mjs',
      globalTeardown: '<rootDir>/harness/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/harness/setup-timeouts.ts'],
    },
  ],
};
