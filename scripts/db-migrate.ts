// Applies pending migrations to the configured database (DATABASE_URL, else PGlite at PGLITE_DATA_DIR).
// Run: npm run db:migrate
import { openDatabase, targetFromEnv } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

async function main(): Promise<void> {
  const target = targetFromEnv();
  const handle = await openDatabase(target);
  try {
    const started = Date.now();
    await migrateDatabase(handle);
    console.log(`Migrated ${handle.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
