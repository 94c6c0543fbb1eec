import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; it never opens the demo database (PGlite has no file lock).
export default defineConfig({
  dialect: 'postgresql',
  // each feature owns its tables in features/<name>/db.ts
  schema: './features/*/db.ts',
  out: './db/migrations',
});
