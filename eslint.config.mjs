import { readdirSync } from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const root = import.meta.dirname;

const featureInternals = {
  group: ['@/features/*/*', '!@/features/*/index', '!@/features/*/server'],
  message: 'Use a feature through its index.ts (client-safe) or server.ts (server-only).',
};

const features = readdirSync(`${root}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature reaches another one only through its public entries: index.ts (client-safe), server.ts (server-only),
// schemas.ts (the zod schemas the OpenAPI document gathers), db.ts (tables other tables reference) and seed.ts (what
// the seed runner calls, and what another feature's seed places its rows with).
const publicEntries = ['./index.ts', './server.ts', './schemas.ts', './db.ts', './seed.ts'];

// One zone per feature (not one per pair: the rule's cost grows with the zones).
const crossFeatureZones = features.map((target) => ({
  target: `./features/${target}`,
  from: './features',
  except: [
    `./${target}`,
    ...features.filter((from) => from !== target).flatMap((from) => publicEntries.map((entry) => `./${from}/${entry.slice(2)}`)),
  ],
  message: 'Use another feature through its index.ts (client-safe), server.ts (server-only), schemas.ts, db.ts or seed.ts.',
}));

const codeFolders = ['app', 'features', 'lib', 'components', 'db', 'tests', 'bench', 'scripts'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      '.generated/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      // Files that break the rules on purpose, linted by lib/lint/eslint-config.test.ts.
      'lib/lint/fixtures/**',
    ],
  },
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // shared -> features -> db (schema barrel, seed runner, prepare) and app: lower layers never import upper ones.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: './features', except: [], message: 'lib/ is shared: it must not depend on a feature.' },
            { target: './lib', from: './app' },
            { target: './lib', from: './db', message: 'lib/ is shared: the seed runner and the schema barrel in db/ sit above it.' },
            { target: './features', from: './db', message: 'db/ gathers the features: a feature must not depend on it.' },
            { target: './components', from: './db' },
            { target: './app', from: './db', message: 'Pages and routes read data through a feature, not db/.' },
            { target: './components', from: './features' },
            { target: './components', from: './app' },
            { target: './features', from: './app' },
            ...crossFeatureZones,
          ],
        },
      ],
    },
  },
  {
    // Typed rules need the TypeScript program: only for TS files, the .mjs/.js files stay untyped (and fast).
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: codeFolders.map((folder) => `${folder}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`),
    plugins: { 'check-file': checkFile },
    rules: {
      // `ignoreMiddleExtensions`: `hotel-card.test.tsx` is checked as `hotel-card`.
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      // Next's folder conventions ([lang], [[...slug]], (coming-soon), sitemap.xml, _private) pass, the rest is kebab-case.
      'check-file/folder-naming-convention': [
        'error',
        { 'app/**/': 'NEXT_JS_APP_ROUTER_CASE', [`{${codeFolders.filter((f) => f !== 'app').join(',')}}/**/`]: 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureInternals] }] },
  },
];

export default config;
