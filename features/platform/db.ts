import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Idempotency-Key records (docs/architecture.md, "Idempotency keys"): the first call with a key claims it (in_flight), its answer is
 * kept (done) and replayed to retries with the same request; rows older than 24 hours are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** whose key: an owner (e.g. "user:12", "guest:<hash>"); keys of different owners never meet */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** method + path + sha256 of the request body */
    fingerprint: text('fingerprint').notNull(),
    /** in_flight | done */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** a secret the first call handed out (a new guest's cookie token), handed again to its replays */
    ownerToken: text('owner_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), check('idempotency_keys_state_ck', sql`${t.state} in ('in_flight', 'done')`)],
);
