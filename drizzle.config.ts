import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; it never opens the demo database (PGlite has no file lock).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
