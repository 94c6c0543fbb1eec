// Only NEXT_PUBLIC_ variables may appear here: this module ends up in browser bundles. They are
// validated with zod at build and start (lib/env/schema.ts, called from next.config.ts), so the
// browser does not need zod for them.
export const clientEnv = {
  NEXT_PUBLIC_API_BASE_URL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api',
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY || undefined,
} as const;
