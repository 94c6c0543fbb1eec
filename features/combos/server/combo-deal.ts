import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { dealFlights, dealPrices, deals } from '@/features/deals/db';
import { hotels, ratePlans, roomTypes } from '@/features/hotels/db';
import type { QuotePlan } from '@/features/hotels/index';
import type { Db } from '@/lib/db/client';
import { messageError } from '@/lib/api/error-messages';

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ComboDealFacts = {
  deal: typeof deals.$inferSelect;
  prices: (typeof dealPrices.$inferSelect)[];
  flights: (typeof dealFlights.$inferSelect)[];
  hotel: { id: number; name: string; nameVi: string; address: string };
  roomType: { id: number; name: string; nameEn: string };
  plans: QuotePlan[];
};

/** A combo deal with its price options, origins, hotel, room type and the room type's rate plans; 404 for anything else. */
export async function comboDealOf(db: Db | Tx, dealId: number): Promise<ComboDealFacts> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  if (!deal || deal.dealType !== 'combo' || deal.roomTypeId === null || !deal.destinationAirport) throw messageError('comboNotFound');
  const [prices, flights, hotelRows, roomRows, planRows] = await Promise.all([
    db.select().from(dealPrices).where(eq(dealPrices.dealId, dealId)).orderBy(asc(dealPrices.sortOrder), asc(dealPrices.id)),
    db.select().from(dealFlights).where(eq(dealFlights.dealId, dealId)).orderBy(asc(dealFlights.id)),
    db
      .select({ id: hotels.id, name: hotels.name, nameVi: hotels.nameVi, address: hotels.fullAddress })
      .from(hotels)
      .where(eq(hotels.id, deal.hotelId))
      .limit(1),
    db
      .select({ id: roomTypes.id, name: roomTypes.name, nameEn: roomTypes.nameEn })
      .from(roomTypes)
      .where(and(eq(roomTypes.id, deal.roomTypeId), eq(roomTypes.hotelId, deal.hotelId)))
      .limit(1),
    db
      .select()
      .from(ratePlans)
      .where(and(eq(ratePlans.roomTypeId, deal.roomTypeId), eq(ratePlans.hotelId, deal.hotelId)))
      .orderBy(asc(ratePlans.id)),
  ]);
  if (!hotelRows[0] || !roomRows[0]) throw messageError('comboNotFound');
  return { deal, prices, flights, hotel: hotelRows[0], roomType: roomRows[0], plans: planRows };
}

/** On sale now: active and inside its sale window. */
export const comboOnSale = (deal: ComboDealFacts['deal'], now: Date) =>
  deal.status === 'active' && deal.saleStartsAt <= now && now < deal.saleEndsAt;

/** The adults the package is for from an origin (its deal_flights row), or null when the deal does not fly from there. */
export const adultsFrom = (facts: ComboDealFacts, origin: string) =>
  facts.flights.find((f) => f.originAirport === origin)?.adultNumber ?? null;

/** The cheapest price option's discount (the calendar prices with it; a draft with its chosen option). */
export const cheapestOption = (facts: ComboDealFacts) =>
  [...facts.prices].sort((a, b) => a.sellPrice - b.sellPrice || a.id - b.id)[0] ?? null;
