import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const root = import.meta.dirname;

const featureInternals = {
  group: [
    '@/features/*/*',
    '!@/features/*/index',
    '!@/features/*/server',
    '!@/features/*/pages',
    '!@/features/*/rules',
    '!@/features/*/schemas',
  ],
  message:
    'Use a feature through its index.ts (client-safe), pages.ts (server-rendered pages), server.ts (server-only), rules.ts or schemas.ts.',
};

const codeFolders = ['app', 'features', 'lib', 'components', 'db', 'tests', 'bench', 'scripts'];

// Record 165: the one useTranslation skips react-i18next's per-component copy of the instance on the server.
const serverSafeTranslation = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: "Import useTranslation from '@/lib/i18n/use-translation' (record 165).",
};

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
      // Files that break the rules on purpose, checked by lib/lint/eslint-config.test.ts and dependency-rules.test.ts.
      'lib/lint/fixtures/**',
    ],
  },
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    // A source file is read in one sitting: at most 300 lines. Tests may run longer; data is JSON (not linted).
    files: codeFolders.map((folder) => `${folder}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`),
    ignores: ['**/*.test.*', '**/*.spec.*', 'tests/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: codeFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: ['lib/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [serverSafeTranslation] }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [serverSafeTranslation], patterns: [featureInternals] }] },
  },
];

export default config;
