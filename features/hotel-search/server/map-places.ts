import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import { DEFAULT_CENTRE } from '../map/constants';
import type { MapPlace } from '../map/map-place';

/** Degrees around the centre: wide for provinces and cities (zoom 7), narrow for districts and areas. */
const WIDE = 6;
const CLOSE = 0.6;
const WIDE_LIMIT = 30;
const CLOSE_LIMIT = 30;

type Row = { name: string; name_vi: string; kind: string; lat: number; lon: number };

async function load(centre: { lat: number; lon: number }): Promise<MapPlace[]> {
  const db = await getDb();
  const near = (span: number) =>
    sql`lat between ${centre.lat - span} and ${centre.lat + span} and lon between ${centre.lon - span} and ${centre.lon + span}`;
  const rows = await queryRows<Row>(
    db,
    sql`(select name, name_vi, kind, lat, lon from regions
          where kind in ('province', 'city') and ${near(WIDE)} order by hotel_count desc, id limit ${WIDE_LIMIT})
        union all
        (select name, name_vi, kind, lat, lon from regions
          where kind in ('district', 'area') and ${near(CLOSE)} order by hotel_count desc, id limit ${CLOSE_LIMIT})`,
  );
  return rows.map((r) => ({ name: r.name, name_vi: r.name_vi, kind: r.kind, lat: Number(r.lat), lon: Number(r.lon) }));
}

// Regions change only with a new seed or an admin edit.
const cached = memoize(load, { ttlMs: 5 * 60_000, keyOf: ({ lat, lon }) => `${lat.toFixed(3)},${lon.toFixed(3)}`, maxEntries: 500 });

/**
 * The places labelled on the key-free map around a search's centre (the default centre without one):
 * the largest provinces and cities within a few hundred kilometres, and the districts and areas nearby.
 */
export function mapPlaces(centre: { lat: number; lon: number } | null): Promise<MapPlace[]> {
  return cached(centre ?? { lat: DEFAULT_CENTRE.latitude, lon: DEFAULT_CENTRE.longitude });
}
