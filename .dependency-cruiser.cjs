// Module boundaries and cycles, checked over the whole import graph in one pass (`npm run lint`). ESLint's import
// plugin did the same file by file, at 70% of the lint's time. lib/lint/dependency-rules.test.ts proves each rule.
// The feature tree, lowest first (docs/architecture.md draws it): a feature imports only features of LOWER layers,
// never one of its own layer or above, type-only imports included, so no two features can reach each other. Tests are
// left out: a test may set up what its feature's callers would.
const FEATURE_LAYERS = [
  ['platform', 'currency', 'regions', 'mail'],
  ['auth', 'hotels', 'fares', 'sso'],
  ['payment'],
  ['loyalty'],
  ['orders'],
  ['checkout'],
  ['booking', 'flights'],
  ['deals'],
  ['combos'],
  ['sales', 'hotel-search', 'content', 'sandboxes'],
  ['hotel-detail', 'seo', 'account', 'api-docs'],
];
const featureTreeRules = FEATURE_LAYERS.flatMap((layer, level) =>
  layer.map((feature) => ({
    name: `feature-tree-${feature}`,
    severity: 'error',
    comment: `features/${feature} may import only features of lower layers (docs/architecture.md, "The feature tree").`,
    from: { path: `^features/${feature}/`, pathNot: '\\.(test|spec)\\.tsx?$' },
    to: {
      path: `^features/(${FEATURE_LAYERS.slice(level)
        .flat()
        .filter((other) => other !== feature)
        .join('|')})/`,
    },
  })),
);
const PUBLIC_ENTRY = '(index|server|pages|rules|schemas|db|seed)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...featureTreeRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself through others (type-only imports are erased and do not count).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'lib-is-shared',
      severity: 'error',
      comment: 'lib/ is shared: it must not depend on a feature, a page or db/ (the seed runner and schema barrel sit above it).',
      from: { path: '^lib/' },
      to: { path: '^(features|app|db)/' },
    },
    {
      name: 'components-are-shared',
      severity: 'error',
      comment: 'components/ hold the shared pieces: no feature, page or db/.',
      from: { path: '^components/' },
      to: { path: '^(features|app|db)/' },
    },
    {
      name: 'features-below-db-and-app',
      severity: 'error',
      comment: 'db/ gathers the features and app/ calls them: a feature depends on neither.',
      from: { path: '^features/' },
      to: { path: '^(db|app)/' },
    },
    {
      name: 'app-reads-through-features',
      severity: 'error',
      comment: 'Pages and routes read data through a feature, not db/.',
      from: { path: '^app/' },
      to: { path: '^db/' },
    },
    {
      name: 'api-routes-load-no-ui',
      severity: 'error',
      comment:
        'An API route (and server.ts, which routes import) must not load the UI: import another feature through its schemas.ts, rules.ts or server.ts, not index.ts, and keep server-rendered pages in pages.ts. Tests import the routes and pay for every module they reach.',
      from: { path: '^(app/api/|features/[^/]+/server\\.ts$)' },
      to: { path: '\\.tsx$', reachable: true },
    },
    {
      name: 'feature-public-entries',
      severity: 'error',
      comment:
        'Use another feature through its index.ts (client-safe), rules.ts (pure rules, safe anywhere), server.ts (server-only logic), pages.ts (server-rendered pages), schemas.ts, db.ts or seed.ts.',
      from: { path: '^features/([^/]+)/' },
      to: {
        path: '^features/[^/]+/',
        pathNot: ['^features/$1/', `^features/[^/]+/${PUBLIC_ENTRY}`],
        dependencyTypesNot: ['type-only', 'type-import'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|\\.generated|lib/lint/fixtures)/' },
    // type-only imports are seen (the feature tree counts them); the module rules above skip them with dependencyTypesNot
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: true,
  },
};
