import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows, emptiedForLoad } from '@/lib/db/bulk';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The seed's COPY path: values that COPY's text format and array literals must escape arrive as Drizzle writes them.
const awkward = pgTable('bulk_awkward', {
  id: integer('id').primaryKey(),
  label: text('label'),
  tags: text('tags').array().notNull(),
  doc: jsonb('doc'),
  flag: boolean('flag').notNull(),
  ratio: doublePrecision('ratio').notNull(),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true }),
});
const parent = pgTable('bulk_parent', { id: integer('id').primaryKey() });

const rows = [
  {
    id: 1,
    label: 'tab\there, newline\nthere, back\\slash, cr\rend',
    tags: ['a,b', 'quote"d', 'back\\slash', 'NULL', ''],
    doc: { html: '<p>"x"\\n\ty</p>', n: [1, null] },
    flag: true,
    ratio: 0.1 + 0.2,
    day: '2026-12-31',
    at: new Date('2026-11-28T01:02:03.456Z'),
  },
  { id: 2, label: null, tags: [], doc: null, flag: false, ratio: -1e-7, day: null, at: null },
  { id: 3, label: 'Khách sạn Đà Nẵng \\N', tags: ['Việt Nam'], doc: ['\\N'], flag: false, ratio: 1234567.875, day: '2027-01-01', at: null },
];

describe(`bulk load through COPY [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 40 });
    await database.handle.exec(`
      create table bulk_awkward (id integer primary key, label text, tags text[] not null, doc jsonb, flag boolean not null,
        ratio double precision not null, day date, at timestamptz);
      create table bulk_parent (id integer primary key);
      create table bulk_child (id integer primary key, parent_id integer not null references bulk_parent (id));`);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('writes every value as an insert through Drizzle would', async () => {
    await database.handle.bulkTransaction((tx) => copyRows(tx, awkward, rows));
    const read = await database.handle.db.select().from(awkward).orderBy(awkward.id);
    expect(read).toEqual(rows);
  });

  it('freezes the rows of a table emptied in the same transaction, and rolls everything back when the work throws', async () => {
    await expect(
      database.handle.bulkTransaction(async (tx) => {
        expect(await emptiedForLoad(tx.db, ['bulk_parent'])).toEqual(['bulk_child', 'bulk_parent']);
        await copyRows(tx, parent, [{ id: 1 }, { id: 2 }], { freeze: true });
        expect(await queryRows<{ n: number }>(tx.db, sql`select count(*)::int as n from bulk_parent`)).toEqual([{ n: 2 }]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await queryRows<{ n: number }>(database.handle.db, sql`select count(*)::int as n from bulk_parent`)).toEqual([{ n: 0 }]);
  });

  it('refuses a frozen copy into a table not emptied in its transaction, and to empty tables that hold rows', async () => {
    await expect(database.handle.bulkTransaction((tx) => copyRows(tx, parent, [{ id: 1 }], { freeze: true }))).rejects.toThrow(/FREEZE/i);
    await database.handle.exec('insert into bulk_parent values (7); insert into bulk_child values (1, 7)');
    await expect(database.handle.bulkTransaction((tx) => emptiedForLoad(tx.db, ['bulk_parent']))).rejects.toThrow(/must be empty/);
    expect(await queryRows<{ n: number }>(database.handle.db, sql`select count(*)::int as n from bulk_child`)).toEqual([{ n: 1 }]);
  });
});
