import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fareRulesFor } from '@/features/flights/rules/fare-rules';
import type { FareCode } from '@/features/flights/schemas';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
}, 120_000);
afterAll(async () => {
  await database.drop();
});

type Row = {
  airline: string;
  international: boolean;
  code: FareCode;
  change: number | null;
  refund: number | null;
  name: number | null;
  noShow: number | null;
  refundable: boolean;
  changeable: boolean;
};
const readRows = () =>
  queryRows<Row>(
    database.handle.db,
    sql.raw(`select s.airline, s.international, fc.code, fc.change_fee_vnd as change, fc.refund_fee_vnd as refund, fc.name_change_fee_vnd as name,
      fc.no_show_fee_vnd as "noShow", fc.refundable, fc.changeable from fare_classes fc join flight_schedules s on s.id = fc.schedule_id`),
  );

describe('migration 0017 fare rules', () => {
  it("sets on fare classes seeded before it exactly fareRulesFor's numbers, and refundable / changeable with them", async () => {
    const file = readFileSync(path.join(process.cwd(), 'db/migrations/0017_flight_network_fare_rules.sql'), 'utf8');
    const updates = file.split('--> statement-breakpoint').filter((statement) => /\bUPDATE "fare_classes"/.test(statement));
    expect(updates).toHaveLength(1);
    // what a database seeded before the rules holds: no fees, the old refundable / changeable split (flipped here, so it must be rewritten)
    await database.handle.exec(
      'UPDATE fare_classes SET change_fee_vnd = NULL, refund_fee_vnd = NULL, name_change_fee_vnd = NULL, no_show_fee_vnd = NULL, refundable = NOT refundable, changeable = NOT changeable',
    );
    await database.handle.exec(updates[0]!);
    const rows = await readRows();
    expect(new Set(rows.map((r) => r.airline))).toEqual(new Set(['VN', 'VJ', 'QH', 'BL']));
    expect(new Set(rows.map((r) => `${r.international}-${r.code}`)).size).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      const rules = fareRulesFor(row.airline, row.code, row.international);
      const label = `${row.airline} ${row.code} ${row.international ? 'international' : 'domestic'}`;
      expect({ change: row.change, refund: row.refund, name: row.name, noShow: row.noShow }, label).toEqual({
        change: rules.changeFeeVnd,
        refund: rules.refundFeeVnd,
        name: rules.nameChangeFeeVnd,
        noShow: rules.noShowFeeVnd,
      });
      expect({ refundable: row.refundable, changeable: row.changeable }, label).toEqual({
        refundable: rules.refundFeeVnd !== null,
        changeable: rules.changeFeeVnd !== null,
      });
    }
  });
});
