import 'server-only';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { hotelImageSvg } from '@/features/hotels/index';
import { errorBody } from '@/lib/api/envelope';
import { getReadDb } from '@/lib/db/client';
import { DEAL_THUMB_SIZE, dealImagePath, readDealImageName } from '@/lib/paths';
import { dealImages } from '../db';

/** Pictures drawn lately, by name (bounded: the route answers any name it is asked for). */
const drawn = new LRUCache<string, string>({ max: 1_000, maxSize: 4 * 1024 * 1024, sizeCalculation: (svg) => svg.length });

const notFound = () =>
  Response.json(errorBody('NOT_FOUND', 'Không tìm thấy ảnh'), { status: 404, headers: { 'cache-control': 'public, max-age=60' } });

/**
 * Deal pictures are generated illustrations like hotel photos (no remote images), drawn only for the images
 * the catalogue holds: 800x600, and the 260x150 thumbnail (spec 9) of each. Same name, same bytes: cached a year.
 */
export async function dealImageResponse(file: string): Promise<Response> {
  const name = readDealImageName(file);
  if (!name) return notFound();
  let svg = drawn.get(file);
  if (svg === undefined) {
    const db = await getReadDb();
    const [row] = await db
      .select({ id: dealImages.id })
      .from(dealImages)
      .where(and(eq(dealImages.dealId, name.dealId), eq(dealImages.image, dealImagePath(name.dealId, name.n))))
      .limit(1);
    if (!row) return notFound();
    const thumb = name.size === 'thumb';
    svg = hotelImageSvg(`deal-${name.dealId}-${name.n}`, thumb ? DEAL_THUMB_SIZE.width : 800, thumb ? DEAL_THUMB_SIZE.height : 600);
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
