import 'server-only';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { hotelImages, hotels, ratePlans, roomInventory, roomTypes, type BedOption } from '@/features/hotels/db';
import { regions } from '@/features/regions/db';
import { getReadDb } from '@/lib/db/client';

export type HotelRow = typeof hotels.$inferSelect;
type RatePlanRow = typeof ratePlans.$inferSelect;
type RoomTypeRecord = {
  id: number;
  name: string;
  nameEn: string;
  maxAdults: number;
  sizeM2: number;
  bedOptions: BedOption[];
  defaultAllotment: number;
  plans: RatePlanRow[];
  inventory: { stayDate: string; allotment: number; held: number; sold: number }[];
};

export type HotelRecord = {
  hotel: HotelRow;
  images: { url: string; is360: boolean }[];
  roomTypes: RoomTypeRecord[];
  /** the hotel's province, then its city when it has one: the breadcrumb's listings */
  places: { name: string; nameVi: string; seoUrl: string }[];
};

/**
 * A hotel as stored, with its images, room types, rate plans (cheapest first) and the inventory rows of
 * the stay's nights [checkIn, checkOut); null if the id is unknown. Read fresh on every request.
 */
export async function getHotelRecord(id: number, stay: { checkIn: string; checkOut: string }): Promise<HotelRecord | null> {
  const db = await getReadDb();
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id));
  if (!hotel) return null;
  const placeIds = [hotel.provinceId, ...(hotel.cityId && hotel.cityId !== hotel.provinceId ? [hotel.cityId] : [])];
  const [images, rooms, placeRows] = await Promise.all([
    db
      .select({ url: hotelImages.url, is360: hotelImages.is360 })
      .from(hotelImages)
      .where(eq(hotelImages.hotelId, id))
      .orderBy(asc(hotelImages.position)),
    db.select().from(roomTypes).where(eq(roomTypes.hotelId, id)).orderBy(asc(roomTypes.id)),
    db
      .select({ id: regions.id, name: regions.name, nameVi: regions.nameVi, seoUrl: regions.seoUrl })
      .from(regions)
      .where(inArray(regions.id, placeIds)),
  ]);
  const roomIds = rooms.map((r) => r.id);
  const [plans, inventory] = roomIds.length
    ? await Promise.all([
        db.select().from(ratePlans).where(inArray(ratePlans.roomTypeId, roomIds)).orderBy(asc(ratePlans.basePrice), asc(ratePlans.id)),
        db
          .select()
          .from(roomInventory)
          .where(
            and(
              inArray(roomInventory.roomTypeId, roomIds),
              gte(roomInventory.stayDate, stay.checkIn),
              lt(roomInventory.stayDate, stay.checkOut),
            ),
          ),
      ])
    : [[], []];
  return {
    hotel,
    images,
    places: placeIds.flatMap((placeId) =>
      placeRows.filter((row) => row.id === placeId).map(({ name, nameVi, seoUrl }) => ({ name, nameVi, seoUrl })),
    ),
    roomTypes: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      nameEn: room.nameEn,
      maxAdults: room.maxAdults,
      sizeM2: room.sizeM2,
      bedOptions: room.bedOptions,
      defaultAllotment: room.defaultAllotment,
      plans: plans.filter((p) => p.roomTypeId === room.id),
      inventory: inventory
        .filter((row) => row.roomTypeId === room.id)
        .map(({ stayDate, allotment, held, sold }) => ({ stayDate, allotment, held, sold })),
    })),
  };
}
