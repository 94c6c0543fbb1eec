import { hotelImagePath } from '@/lib/paths';
import type { Random } from '@/lib/random';

/** Image rows for a hotel: 5–12 photos, and for ~8% of hotels 1–3 panoramas (is_360). */

export type ImageRow = { id: number; hotelId: number; position: number; url: string; is360: boolean };

export function generateImages(rng: Random, hotelId: number, firstId: number): ImageRow[] {
  const photos = rng.int(5, 12);
  const panoramas = rng.chance(0.08) ? rng.int(1, 3) : 0;
  const rows: ImageRow[] = [];
  for (let n = 1; n <= photos; n++) {
    rows.push({ id: firstId + rows.length, hotelId, position: rows.length, url: hotelImagePath(hotelId, n), is360: false });
  }
  for (let n = 1; n <= panoramas; n++) {
    rows.push({ id: firstId + rows.length, hotelId, position: rows.length, url: hotelImagePath(hotelId, n, '360'), is360: true });
  }
  return rows;
}
