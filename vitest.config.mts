import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
// One id per run, inherited by the workers: the run's database templates are named by it (tests/helpers/test-database.ts).
process.env.TEST_RUN_ID ??= `${Date.now().toString(36)}${process.pid}`;
const alias = [
  // Generated at build (scripts/build-antd-css.tsx); tests need no styles, so a fresh checkout needs no build.
  { find: /^@\/\.generated\/.+\.css$/, replacement: path.join(root, 'tests/helpers/empty.css') },
  { find: /^@\//, replacement: `${root}/` },
  // Server modules start with `import 'server-only'`; outside Next it would throw.
  { find: 'server-only', replacement: path.join(root, 'node_modules/server-only/empty.js') },
];

const serverProject = (name: string, include: string, env: Record<string, string>) => ({
  plugins: [],
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: [include],
    // every test's calls come from one client address: the hold caps per address are lifted (hold-caps.test sets them)
    env: {
      NODE_ENV: 'test' as const,
      LOG_LEVEL: 'silent',
      HOLD_MAX_ROOMS_PER_ADDRESS: '100000',
      HOLD_MAX_ROOMS_PER_GUEST: '100000',
      HOLD_MAX_SEATS_PER_ADDRESS: '100000',
      HOLD_MAX_SEATS_PER_GUEST: '100000',
      ...env,
    },
    // fuzz properties run FUZZ_RUNS requests each (test:fuzz runs 2,000)
    testTimeout: include.startsWith('tests/fuzz') ? 900_000 : 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/test-database-setup.ts'],
    deps: { optimizer: { ssr: { enabled: true, include: ['antd'] } } },
  },
});
const integrationProject = (name: string, env: Record<string, string>) => serverProject(name, 'tests/integration/**/*.test.ts', env);
const fuzzProject = (name: string, env: Record<string, string>) => serverProject(name, 'tests/fuzz/**/*.test.ts', env);

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{lib,features,components,app}/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['{lib,features,components,app}/**/*.test.tsx'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      integrationProject('integration-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integrationProject('integration-postgres', { TEST_DB_KIND: 'postgres' })] : []),
      // property-based fuzzing of every documented operation (tests/fuzz), per database like the integration tests
      fuzzProject('fuzz-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [fuzzProject('fuzz-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
});
