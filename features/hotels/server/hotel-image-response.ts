import 'server-only';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getDb } from '@/lib/db/client';
import { errorBody } from '@/lib/api/envelope';
import { hotelImages } from '../db';
import { hotelImageSvg } from '../media/hotel-image-svg';

/** "<hotelId>-<n>.svg" or "<hotelId>-360-<n>.svg", as the seed stores them. */
const FILE_PATTERN = /^(\d{1,9})-(?:(360)-)?(\d{1,3})\.svg$/;
const MAX_NAME_LENGTH = 24;

/**
 * Pictures drawn lately, by name. Bounded: the route answers any name it is asked for, and nothing it
 * answers is written to disk (the route is dynamic, so Next keeps no copy per name either).
 */
const drawn = new LRUCache<string, string>({ max: 4_000, maxSize: 16 * 1024 * 1024, sizeCalculation: (svg) => svg.length });

const notFound = () =>
  Response.json(
    errorBody('NOT_FOUND', 'Không tìm thấy ảnh'),
    { status: 404, headers: { 'cache-control': 'public, max-age=60' } },
  );

async function imageExists(hotelId: number, file: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: hotelImages.id })
    .from(hotelImages)
    .where(and(eq(hotelImages.hotelId, hotelId), eq(hotelImages.url, `/media/hotels/${file}`)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Hotel photos are generated, deterministic illustrations (no remote images on this site), drawn only
 * for the names the catalogue holds. The same name always gives the same bytes: cached for a year.
 */
export async function hotelImageResponse(file: string): Promise<Response> {
  const match = file.length <= MAX_NAME_LENGTH ? FILE_PATTERN.exec(file) : null;
  if (!match) return notFound();
  const [, hotelId, is360, index] = match;
  let svg = drawn.get(file);
  if (svg === undefined) {
    if (!(await imageExists(Number(hotelId), file))) return notFound();
    svg = hotelImageSvg(`${hotelId}-${is360 ? '360-' : ''}${index}`, is360 ? 1600 : 800, is360 ? 800 : 600);
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
