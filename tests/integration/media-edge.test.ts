import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as mediaRoute from '@/app/media/hotels/[file]/route';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

describe(`GET /media/hotels/<file> draws only the catalogue's pictures [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let known: { url: string; hotel_id: number }[];

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 5 });
    api = await startApiServer({ '/media/hotels/[file]': { GET: (request, context) => mediaRoute.GET(request, context as never) } });
    known = await queryRows(database.handle.db, sql`select url, hotel_id from hotel_images order by id limit 3`);
  });
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  it('serves a picture the database names, the same bytes every time', async () => {
    for (const { url } of known) {
      const first = await fetch(`${api.url}${url}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(first.headers.get('cache-control')).toContain('immutable');
      const body = await first.text();
      expect(body).toMatch(/^<svg/);
      expect(await (await fetch(`${api.url}${url}`)).text()).toBe(body);
    }
  });

  it('answers 404 for names of the right shape that the catalogue does not hold', async () => {
    const hotelId = known[0]!.hotel_id;
    for (const name of ['999999999-1.svg', `${hotelId}-999.svg`, `${hotelId}-360-999.svg`, `0${hotelId}-1.svg`, '123456789-360-123.svg']) {
      const response = await fetch(`${api.url}/media/hotels/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'error', error_code: 'NOT_FOUND' });
      expect(response.headers.get('cache-control')).not.toContain('immutable');
    }
  });

  it('answers 404 for other and over-long names without drawing', async () => {
    for (const name of ['x.svg', `${'1'.repeat(400)}-1.svg`, `1-${'1'.repeat(400)}.svg`, '1-1.png', '1-1.svg.svg']) {
      const response = await fetch(`${api.url}/media/hotels/${name}`);
      expect(response.status, name).toBe(404);
    }
  });
});
