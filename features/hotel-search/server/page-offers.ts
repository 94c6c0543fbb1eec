import 'server-only';
import { and, gte, inArray, lt } from 'drizzle-orm';
import { ratePlans, roomInventory, roomTypes } from '@/features/hotels/db';
import { cheapestRate, freeRoomsByNight, type RateForStay, type RateOffer } from '@/features/hotels/index';
import type { Db } from '@/lib/db/client';

type PlanRow = typeof ratePlans.$inferSelect;

/** A hotel's cheapest bookable offers for the stay: the public one (guests, signed-in non-members) and a member's. */
export type HotelOffers = {
  public: RateOffer | null;
  /** a confirmed member at the base level (their level's percent comes on top, in the browser) */
  member: RateOffer | null;
  /** the public offer's plan (provider, taxes, cancellation) */
  plan: PlanRow | null;
};

const BASE_MEMBER = { kind: 'signed-in', rates: { loyaltyDiscountPercent: 0 } } as const;

/**
 * The page's hotels priced by features/hotels cheapestRate over every plan and its room type's inventory for the
 * stay: the function the hotel page and its map pin use, so a card cannot show another price.
 */
export async function loadPageOffers(
  db: Db,
  hotelIds: readonly number[],
  stay: { nightDates: readonly string[]; checkOut: string; roomCount: number; adultCount: number },
): Promise<Map<number, HotelOffers>> {
  if (hotelIds.length === 0) return new Map();
  const [checkIn] = stay.nightDates;
  const [plans, rooms] = await Promise.all([
    db
      .select()
      .from(ratePlans)
      .where(inArray(ratePlans.hotelId, [...hotelIds])),
    db
      .select({
        id: roomTypes.id,
        hotelId: roomTypes.hotelId,
        defaultAllotment: roomTypes.defaultAllotment,
        maxAdults: roomTypes.maxAdults,
      })
      .from(roomTypes)
      .where(inArray(roomTypes.hotelId, [...hotelIds])),
  ]);
  const inventory = rooms.length
    ? await db
        .select({
          roomTypeId: roomInventory.roomTypeId,
          stayDate: roomInventory.stayDate,
          allotment: roomInventory.allotment,
          held: roomInventory.held,
          sold: roomInventory.sold,
        })
        .from(roomInventory)
        .where(
          and(
            inArray(
              roomInventory.roomTypeId,
              rooms.map((r) => r.id),
            ),
            gte(roomInventory.stayDate, checkIn ?? stay.checkOut),
            lt(roomInventory.stayDate, stay.checkOut),
          ),
        )
    : [];
  const freeOf = new Map(
    rooms.map((room) => [
      room.id,
      freeRoomsByNight(
        inventory.filter((row) => row.roomTypeId === room.id),
        stay.nightDates,
        room.defaultAllotment,
      ),
    ]),
  );
  const maxAdultsOf = new Map(rooms.map((room) => [room.id, room.maxAdults]));
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  return new Map(
    hotelIds.map((hotelId) => {
      const rates: RateForStay[] = plans
        .filter((p) => p.hotelId === hotelId)
        .map((plan) => ({ ...plan, maxAdults: maxAdultsOf.get(plan.roomTypeId) ?? 0, freeRooms: freeOf.get(plan.roomTypeId) ?? [] }));
      const asked = { nightDates: stay.nightDates, roomCount: stay.roomCount, guests: stay.adultCount };
      const offer = cheapestRate(rates, { ...asked, viewer: { kind: 'guest' } });
      return [
        hotelId,
        {
          public: offer,
          member: cheapestRate(rates, { ...asked, viewer: BASE_MEMBER }),
          plan: offer ? (byId.get(offer.planId) ?? null) : null,
        },
      ];
    }),
  );
}
