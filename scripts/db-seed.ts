// Migrates, then seeds the catalogue. Run: npm run db:seed -- [--hotels N] [--reset]
// Without --reset a database that already has hotels is left alone.
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@/features/sso/seed';
import { openDatabase, queryRows, targetFromEnv } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { isSeeded, seedDatabase } from '@/db/seed';
import { serverEnv } from '@/lib/env/server';

function parseArgs(argv: string[]): { hotels: number; reset: boolean } {
  let hotels = serverEnv().SEED_HOTELS;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset') reset = true;
    else if (arg === '--hotels' || arg.startsWith('--hotels=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      hotels = Number(value);
    } else throw new Error(`Unknown argument ${arg}. Usage: db-seed [--hotels N] [--reset]`);
  }
  if (!Number.isInteger(hotels) || hotels < 0 || hotels > 1_000_000) throw new Error('--hotels must be an integer from 0 to 1,000,000');
  return { hotels, reset };
}

const COUNTED = [
  'regions',
  'hotels',
  'hotel_images',
  'room_types',
  'rate_plans',
  'room_inventory',
  'banners',
  'banner_medias',
  'airports',
  'airport_routes',
  'airlines',
  'payment_methods',
  'banks',
  'users',
  'sso_accounts',
];

async function main(): Promise<void> {
  const { hotels, reset } = parseArgs(process.argv.slice(2));
  const target = targetFromEnv();
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    if (!reset && (await isSeeded(handle))) {
      console.log('The database already has hotels: nothing seeded. Run with --reset to empty it and seed again.');
      return;
    }
    const where = 'url' in target ? 'PostgreSQL' : `PGlite at ${target.dataDir}`;
    console.log(`Seeding ${hotels.toLocaleString('en')} hotels into ${where}${reset ? ' (reset)' : ''}...`);
    const result = await seedDatabase(handle, { hotels, reset, log: (msg) => console.log(`  ${msg}`) });
    // the hotel tables' counts are the rows the seed wrote (counting millions of rows again takes seconds)
    const written: Record<string, number> = {
      hotels: result.hotels,
      hotel_images: result.images,
      room_types: result.roomTypes,
      rate_plans: result.ratePlans,
      room_inventory: result.inventory,
    };
    for (const table of COUNTED) {
      // an aggregate (count) of a table named at run time
      const n =
        written[table] ?? (await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from "${table}"`)))[0]?.n ?? 0;
      console.log(`  ${table.padEnd(16)} ${String(n).padStart(9)}`);
    }
    console.log(`Seeded in ${result.seconds.toFixed(1)} s.`);
    console.log(`Demo sign-ins: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
