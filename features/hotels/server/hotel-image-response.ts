import 'server-only';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getDb } from '@/lib/db/client';
import { errorBody } from '@/lib/api/envelope';
import { hotelImagePath, readHotelImageName } from '@/lib/paths';
import { hotelImages } from '../db';
import { hotelImageSvg } from '../media/hotel-image-svg';

/**
 * Pictures drawn lately, by name. Bounded: the route answers any name it is asked for, and nothing it
 * answers is written to disk (the route is dynamic, so Next keeps no copy per name either).
 */
const drawn = new LRUCache<string, string>({ max: 4_000, maxSize: 16 * 1024 * 1024, sizeCalculation: (svg) => svg.length });

const notFound = () =>
  Response.json(errorBody('NOT_FOUND', 'Không tìm thấy ảnh'), { status: 404, headers: { 'cache-control': 'public, max-age=60' } });

async function imageExists(hotelId: number, path: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: hotelImages.id })
    .from(hotelImages)
    .where(and(eq(hotelImages.hotelId, hotelId), eq(hotelImages.url, path)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Hotel photos are generated, deterministic illustrations (no remote images on this site), drawn only
 * for the names the catalogue holds. The same name always gives the same bytes: cached for a year.
 */
export async function hotelImageResponse(file: string): Promise<Response> {
  const name = readHotelImageName(file);
  if (!name) return notFound();
  const { hotelId, n, kind } = name;
  let svg = drawn.get(file);
  if (svg === undefined) {
    if (!(await imageExists(hotelId, hotelImagePath(hotelId, n, kind)))) return notFound();
    const panorama = kind === '360';
    svg = hotelImageSvg(`${hotelId}-${panorama ? '360-' : ''}${n}`, panorama ? 1600 : 800, panorama ? 800 : 600);
    drawn.set(file, svg);
  }
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
