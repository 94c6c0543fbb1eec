import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** A small tree laid out like the site, with the modules each rule is about, cruised with the site's own config. */
const tree: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
  'db/seed.ts': 'export const seedDatabase = () => 1;\n',
  'app/page.ts': "import { seedDatabase } from '@/db/seed';\nexport const page = seedDatabase;\n",
  'features/hotels/db.ts': 'export const hotels = 1;\n',
  'features/hotels/index.ts': 'export const hotelCard = 1;\n',
  'features/hotel-search/listing/filters/filter-query.ts': 'export const FILTER_PARAMS = 1;\n',
  'lib/lint/lib-imports-feature.ts': fixture('lib-imports-feature.ts'),
  'lib/db/feature-imports-db.ts': fixture('feature-imports-db.ts'),
  'features/content/feature-imports-db.ts': fixture('feature-imports-db.ts'),
  'features/content/deep-import.ts': fixture('deep-import.ts'),
  'features/content/public-entries.ts':
    "import { hotels } from '@/features/hotels/db';\nimport { hotelCard } from '@/features/hotels/index';\nexport const both = [hotels, hotelCard];\n",
  'features/content/own-internals.ts': "import { rows } from './posts/rows';\nexport const list = rows;\n",
  'features/content/posts/rows.ts': 'export const rows = 1;\n',
  'components/uses-feature.ts': "import { hotelCard } from '@/features/hotels/index';\nexport const card = hotelCard;\n",
  'lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'lib/types-only-a.ts': "import type { B } from './types-only-b';\nexport type A = { b?: B };\nexport const a = 1;\n",
  'lib/types-only-b.ts': "import { a } from './types-only-a';\nexport type B = { a: typeof a };\n",
  'features/hotels/components/hotel-tile.tsx': 'export const HotelTile = () => null;\n',
  'features/hotels/pages.ts': "export { HotelTile } from './components/hotel-tile';\n",
  'features/hotels/rules.ts': 'export const nightPrice = 1;\n',
  'features/hotels/server.ts': "import { HotelTile } from './components/hotel-tile';\nexport const tile = HotelTile;\n",
  'app/api/hotels/route.ts': "import { HotelTile } from '@/features/hotels/pages';\nexport const GET = HotelTile;\n",
  'app/api/prices/route.ts': "import { nightPrice } from '@/features/hotels/rules';\nexport const GET = () => nightPrice;\n",
  // the feature tree: a product (flights) may use the sale kit (orders); orders may not name a product, not even a type
  'features/flights/schemas.ts': 'export type Ticket = { legs: number };\n',
  'features/flights/server.ts': "import { makeOrder } from '@/features/orders/server';\nexport const sell = makeOrder;\n",
  'features/orders/server.ts':
    "import type { Ticket } from '@/features/flights/schemas';\nexport const makeOrder = (ticket: Ticket) => ticket.legs;\n",
  'features/orders/orders.test.ts': "import { sell } from '@/features/flights/server';\nexport const check = sell;\n",
};

let dir: string;
let violations: string[];

describe('.dependency-cruiser.cjs', { timeout: 60_000 }, () => {
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'depcruise-'));
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    let out: string;
    try {
      out = execFileSync(
        path.join(root, 'node_modules/.bin/depcruise'),
        ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', 'app', 'features', 'lib', 'components', 'db'],
        { cwd: dir, encoding: 'utf8' },
      );
    } catch (error) {
      // violations make the command fail; its report is still on stdout
      out = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(out) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    violations = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rejects lib/ importing a feature or db/', () => {
    expect(violations).toContain('lib-is-shared: lib/lint/lib-imports-feature.ts -> features/hotels/db.ts');
    expect(violations).toContain('lib-is-shared: lib/db/feature-imports-db.ts -> db/seed.ts');
  });

  it('rejects a feature, components/ or app/ importing db/; components/ importing a feature', () => {
    expect(violations).toContain('features-below-db-and-app: features/content/feature-imports-db.ts -> db/seed.ts');
    expect(violations).toContain('app-reads-through-features: app/page.ts -> db/seed.ts');
    expect(violations).toContain('components-are-shared: components/uses-feature.ts -> features/hotels/index.ts');
  });

  it("rejects a deep import into another feature's internals, accepts its public entries and a feature's own modules", () => {
    expect(violations).toContain(
      'feature-public-entries: features/content/deep-import.ts -> features/hotel-search/listing/filters/filter-query.ts',
    );
    expect(violations.filter((v) => v.includes('public-entries.ts') || v.includes('own-internals.ts'))).toEqual([]);
  });

  it('rejects an import cycle; one closed only by a type-only import is none', () => {
    // one report per cycle, at the module the cruise met first
    expect(violations.filter((v) => v.startsWith('no-circular'))).toEqual(['no-circular: lib/cycle-a.ts -> lib/cycle-b.ts']);
  });

  it('rejects an API route or a server.ts that loads a component; accepts a route reading rules.ts', () => {
    expect(violations).toContain('api-routes-load-no-ui: app/api/hotels/route.ts -> features/hotels/components/hotel-tile.tsx');
    expect(violations).toContain('api-routes-load-no-ui: features/hotels/server.ts -> features/hotels/components/hotel-tile.tsx');
    expect(violations.filter((v) => v.includes('app/api/prices'))).toEqual([]);
  });

  it('rejects a feature importing one of its own layer or above, type-only imports included; a test may', () => {
    expect(violations).toContain('feature-tree-orders: features/orders/server.ts -> features/flights/schemas.ts');
    expect(violations).toContain(
      'feature-tree-content: features/content/deep-import.ts -> features/hotel-search/listing/filters/filter-query.ts',
    );
    expect(violations.filter((v) => v.includes('features/flights/server.ts ->') || v.includes('orders.test.ts'))).toEqual([]);
  });

  it('finds nothing else', () => {
    expect(violations).toHaveLength(11);
  });
});
