import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const featureInternals = {
  group: ['@/features/*/*', '!@/features/*/index', '!@/features/*/server'],
  message: 'Use a feature through its index.ts (client-safe) or server.ts (server-only).',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', '.generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // shared -> features -> app: lower layers never import upper ones.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: './features', except: [], message: 'lib/ is shared: it must not depend on a feature.' },
            { target: './lib', from: './app' },
            { target: './components', from: './features' },
            { target: './components', from: './app' },
            { target: './features', from: './app' },
          ],
        },
      ],
    },
  },
  {
    // The schema barrel and the seed runner are the two documented places where lib/ gathers features.
    files: ['lib/db/schema.ts', 'lib/db/seed.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureInternals] }] },
  },
];

export default config;
