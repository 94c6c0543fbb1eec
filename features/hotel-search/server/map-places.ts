import 'server-only';
import { and, asc, between, desc, inArray } from 'drizzle-orm';
import { regions } from '@/features/regions/db';
import { getReadDb } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import { DEFAULT_CENTRE } from '../map/constants';
import type { MapPlace } from '../map/map-place';

/** Degrees around the centre: wide for provinces and cities (zoom 7), narrow for districts and areas. */
const WIDE = 6;
const CLOSE = 0.6;
const WIDE_LIMIT = 30;
const CLOSE_LIMIT = 30;

async function load(centre: { lat: number; lon: number }): Promise<MapPlace[]> {
  const db = await getReadDb();
  /** The regions of these kinds within `span` degrees of the centre, the ones with most hotels first. */
  const near = (kinds: string[], span: number, limit: number) =>
    db
      .select({ name: regions.name, name_vi: regions.nameVi, kind: regions.kind, lat: regions.lat, lon: regions.lon })
      .from(regions)
      .where(
        and(
          inArray(regions.kind, kinds),
          between(regions.lat, centre.lat - span, centre.lat + span),
          between(regions.lon, centre.lon - span, centre.lon + span),
        ),
      )
      .orderBy(desc(regions.hotelCount), asc(regions.id))
      .limit(limit);
  const [wide, close] = await Promise.all([near(['province', 'city'], WIDE, WIDE_LIMIT), near(['district', 'area'], CLOSE, CLOSE_LIMIT)]);
  return [...wide, ...close];
}

// Regions change only with a new seed or an admin edit.
const cached = memoize(load, {
  name: 'map-places',
  ttlMs: 5 * 60_000,
  keyOf: ({ lat, lon }) => `${lat.toFixed(3)},${lon.toFixed(3)}`,
  maxEntries: 500,
});

/**
 * The places labelled on the key-free map around a search's centre (the default centre without one):
 * the largest provinces and cities within a few hundred kilometres, and the districts and areas nearby.
 */
export function mapPlaces(centre: { lat: number; lon: number } | null): Promise<MapPlace[]> {
  return cached(centre ?? { lat: DEFAULT_CENTRE.latitude, lon: DEFAULT_CENTRE.longitude });
}
