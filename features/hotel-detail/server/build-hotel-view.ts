import 'server-only';
import type { BedOption } from '@/features/hotels/db';
import type { Viewer } from '@/features/hotels/index';
import { cheapestRate, freeCancelDeadline, freeRoomsByNight, providerNote, type RateOffer } from '@/features/hotels/index';
import { addDays } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import { fitsParty, occupants, type Party } from '../party';
import { offerPrices, type OfferPrices } from '../rooms/offer-prices';
import { roomsLeft } from '../rooms/rooms-left';
import type { HotelRecord } from './get-hotel-detail';

type RoomOffer = {
  planId: number;
  name: string;
  breakfast: boolean;
  freeCancel24h: boolean;
  /** free cancellation until then (features/hotels/cancellation.ts), null when non-refundable */
  freeCancelUntil: Date | null;
  promotionPercent: number;
  memberPercent: number;
  mobilePercent: number;
  providerNote: string;
  prices: OfferPrices;
};

export type RoomView = {
  id: number;
  name: string;
  maxAdults: number;
  sizeM2: number;
  /** spec 3 "Bed type option": one entry per bed group, each its beds */
  beds: BedOption['bed_data'][];
  image: string | null;
  roomsLeft: number;
  fitsParty: boolean;
  offers: RoomOffer[];
};

export type HotelView = {
  rooms: RoomView[];
  /**
   * The hotel's price for the stay: features/hotels cheapestRate for this viewer, the rooms asked and every plan
   * with its room type's free rooms, as the listing card and its map pin price it; null when sold out.
   */
  lowest: RateOffer | null;
  /** no rate plan has the rooms asked free on every night: the listing card says sold out too */
  soldOut: boolean;
};

/**
 * The rooms and rates of the stay for this viewer and party: prices by the listing's rule, rooms left by
 * its inventory rule, room types that cannot hold the party flagged. A room type's photo is one of the
 * hotel's photos (the catalogue has none of its own).
 */
export function buildHotelView(
  record: HotelRecord,
  stay: { checkIn: string; nights: number },
  party: Party,
  viewer: Viewer,
  lang: Lang,
): HotelView {
  const nightDates = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));
  const photos = record.images.filter((i) => !i.is360).map((i) => i.url);
  const deadline = freeCancelDeadline(stay.checkIn, record.hotel.checkInTime);
  const rooms = record.roomTypes.map((room, index): RoomView => ({
    id: room.id,
    name: localized({ vi: room.name, en: room.nameEn }, lang),
    maxAdults: room.maxAdults,
    sizeM2: room.sizeM2,
    beds: room.bedOptions.map((option) => option.bed_data),
    image: photos.length ? photos[(index + 1) % photos.length]! : null,
    roomsLeft: roomsLeft(room.inventory, nightDates, room.defaultAllotment),
    fitsParty: fitsParty(room.maxAdults, party),
    offers: room.plans.map((plan) => ({
      planId: plan.id,
      name: localized({ vi: plan.name, en: plan.nameEn }, lang),
      breakfast: plan.breakfast,
      freeCancel24h: plan.freeCancel24h,
      freeCancelUntil: plan.freeCancel24h ? deadline : null,
      promotionPercent: plan.promotionPercent,
      memberPercent: plan.memberDiscountPercent,
      mobilePercent: plan.mobileRatePercent,
      providerNote: providerNote(
        { provider: plan.provider, includedFee: plan.feeIncluded, includedVat: plan.vatIncluded },
        lang,
        'inclusive',
      ),
      prices: offerPrices(plan, nightDates, viewer),
    })),
  }));
  const rates = record.roomTypes.flatMap((room) => {
    const freeRooms = freeRoomsByNight(room.inventory, nightDates, room.defaultAllotment);
    return room.plans.map((plan) => ({ ...plan, maxAdults: room.maxAdults, freeRooms }));
  });
  const lowest = cheapestRate(rates, { nightDates, roomCount: party.roomCount, guests: occupants(party), viewer });
  return { rooms, lowest, soldOut: lowest === null };
}
