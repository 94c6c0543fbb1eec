import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { hotelImages, hotels, ratePlans, roomTypes } from '@/features/hotels/db';
import { getDb } from '@/lib/db/client';
import { addDays } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import { priceStay } from '@/features/hotels/index';

type RoomOffer = {
  planId: number;
  name: string;
  breakfast: boolean;
  freeCancel24h: boolean;
  nightlyInclusive: number;
  totalInclusive: number;
  listTotalInclusive: number;
  memberPercent: number;
  mobilePercent: number;
};

export type HotelDetail = {
  hotel: typeof hotels.$inferSelect;
  images: { url: string; is360: boolean }[];
  rooms: { id: number; name: string; maxAdults: number; sizeM2: number; offers: RoomOffer[] }[];
};

/** A hotel with its images and every room type's rate plans priced for the stay; null if unknown. */
export async function getHotelDetail(id: number, stay: { checkIn: string; nights: number }, lang: Lang): Promise<HotelDetail | null> {
  const db = await getDb();
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id));
  if (!hotel) return null;
  const [images, rooms] = await Promise.all([
    db.select().from(hotelImages).where(eq(hotelImages.hotelId, id)).orderBy(asc(hotelImages.position)),
    db.select().from(roomTypes).where(eq(roomTypes.hotelId, id)).orderBy(asc(roomTypes.id)),
  ]);
  const plans = rooms.length
    ? await db.select().from(ratePlans).where(inArray(ratePlans.roomTypeId, rooms.map((r) => r.id))).orderBy(asc(ratePlans.basePrice))
    : [];
  const nights = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));
  return {
    hotel,
    images: images.map((i) => ({ url: i.url, is360: i.is360 })),
    rooms: rooms.map((room) => ({
      id: room.id,
      name: localized({ vi: room.name, en: room.nameEn }, lang),
      maxAdults: room.maxAdults,
      sizeM2: room.sizeM2,
      offers: plans
        .filter((p) => p.roomTypeId === room.id)
        .map((p) => {
          const price = priceStay(p, nights);
          return {
            planId: p.id,
            name: localized({ vi: p.name, en: p.nameEn }, lang),
            breakfast: p.breakfast,
            freeCancel24h: p.freeCancel24h,
            nightlyInclusive: Math.round(price.inclusive / stay.nights),
            totalInclusive: price.inclusive,
            listTotalInclusive: price.listInclusive,
            memberPercent: p.memberDiscountPercent,
            mobilePercent: p.mobileRatePercent,
          };
        }),
    })),
  };
}
