import type { hotels, ratePlans, roomTypes } from '@/features/hotels/db';
import type { HotelPlace, RegionTree } from '@/features/regions/seed';
import { weightedPicker, type Random } from '@/lib/random';
import { slugify } from '@/lib/text/slug';
import { toSearchKey } from '@/lib/text/search-key';
import { hotelDescription } from './descriptions';
import { hotelExtras } from './extras';
import { pickFacilities, type HotelTag } from './facilities';
import { generateImages, type ImageRow } from './images';
import { generateInventory, inventoryProfile, type InventoryProfile, type InventoryRow } from './inventory';
import { locateHotel } from './location';
import { hotelName } from './names';
import { baseNightlyPrice, generateRatePlans, hotelTerms } from './prices';
import { pickAccommodationType, pickStars, reviewFigures } from './profile';
import { generateRoomTypes } from './rooms';
import { streetAddress } from './streets';
import { leadPlan, offerTags } from './tags';
import { placePriceFactor, placeTheme } from './themes';

type HotelRow = typeof hotels.$inferInsert;
type RoomTypeRow = typeof roomTypes.$inferInsert & { id: number };
type RatePlanRow = typeof ratePlans.$inferInsert & { id: number };

export type HotelBundle = {
  hotel: HotelRow & { id: number };
  images: ImageRow[];
  roomTypes: RoomTypeRow[];
  ratePlans: RatePlanRow[];
  inventory: InventoryRow[];
  place: HotelPlace;
  profile: InventoryProfile;
};

/** Next explicit ids for the serial tables (the seed writes ids itself, then moves the sequences). */
export type IdCounters = { image: number; roomType: number; ratePlan: number };

const FOREIGN_SHARE = 0.05;
/** Names repeat across hotels: their search keys and slugs are computed once, up to this many. */
const MEMO_LIMIT = 100_000;

/** f memoized by its argument, the cache emptied when it reaches MEMO_LIMIT entries. */
function memoized(f: (value: string) => string): (value: string) => string {
  const cache = new Map<string, string>();
  return (value) => {
    let result = cache.get(value);
    if (result === undefined) {
      if (cache.size >= MEMO_LIMIT) cache.clear();
      result = f(value);
      cache.set(value, result);
    }
    return result;
  };
}

/**
 * Hotel i is generated from its own generator root.fork(i): the first hotels are the same whatever
 * the total count, and batches can be generated and inserted one after another (streaming).
 */
export function createHotelGenerator(tree: RegionTree, root: Random, today: string) {
  const vn = tree.places.filter((p) => !p.foreign && p.weight > 0);
  const abroad = tree.places.filter((p) => p.foreign && p.weight > 0);
  const pickVn = weightedPicker(vn, (p) => p.weight);
  const pickAbroad = abroad.length > 0 ? weightedPicker(abroad, (p) => p.weight) : pickVn;
  const searchKey = memoized(toSearchKey);
  const slug = memoized(slugify);

  return (id: number, ids: IdCounters): HotelBundle => {
    const rng = root.fork('hotel', id);
    const place = rng.chance(FOREIGN_SHARE) ? pickAbroad(rng) : pickVn(rng);
    const theme = placeTheme(place);
    const beach = theme === 'beach';
    const type = pickAccommodationType(rng, theme, place.foreign);
    const stars = pickStars(rng, type);
    const names = hotelName(rng, type, stars, place, place.foreign);
    const { point, district, area } = locateHotel(rng, place);
    const street = streetAddress(rng, place.countryCode, beach);
    const review = reviewFigures(rng, stars, type);
    const facilities = pickFacilities(rng, stars, type, beach);

    const images = generateImages(rng, id, ids.image);
    ids.image += images.length;

    const terms = hotelTerms(rng, theme, place.foreign);
    const base = baseNightlyPrice(rng, type, stars) * placePriceFactor(place, type);
    const roomTypeRows: RoomTypeRow[] = [];
    const planRows: RatePlanRow[] = [];
    for (const room of generateRoomTypes(rng, type, stars, beach)) {
      const roomTypeId = ids.roomType++;
      roomTypeRows.push({
        id: roomTypeId,
        hotelId: id,
        name: room.nameVi,
        nameEn: room.nameEn,
        maxAdults: room.maxAdults,
        sizeM2: room.sizeM2,
        bedOptions: room.bedOptions,
        defaultAllotment: room.defaultAllotment,
      });
      for (const plan of generateRatePlans(rng, type, base * room.factor, terms)) {
        planRows.push({
          id: ids.ratePlan++,
          roomTypeId,
          hotelId: id,
          ...plan,
          weekendPercent: terms.weekendPercent,
          seasonRules: terms.seasonRules,
          vatRate: terms.vatRate,
          vatIncluded: terms.vatIncluded,
          serviceFeePercent: terms.serviceFeePercent,
          feeIncluded: terms.feeIncluded,
          provider: terms.provider,
        });
      }
    }

    const profile = inventoryProfile(rng);
    const inventory = generateInventory(
      rng,
      profile,
      roomTypeRows.map((r) => ({ id: r.id, hotelId: r.hotelId, defaultAllotment: r.defaultAllotment })),
      place.provinceId,
      today,
    );

    const tags: HotelTag[] = [];
    if (images.some((i) => i.is360)) tags.push('has-360img');
    if (rng.chance(stars >= 5 ? 0.15 : 0.05)) tags.push('special-hotel');
    if (planRows.some((p) => (p.promotionPercent ?? 0) >= 35)) tags.push('big-sale');
    if (review.reviewPoint >= 9 && review.countReviews >= 30) tags.push('top-hotel');
    tags.push(...offerTags(planRows));
    // this draw once picked a tag no longer offered; it stays so every later hotel of the seed is unchanged
    if (planRows.some((p) => p.freeCancel24h)) rng.chance(0.35);

    // a district named like its place ("Sa Pa" ward in Sa Pa) is not repeated
    const districtName = district && district.nameVi !== place.nameVi ? district : null;
    const where = districtName
      ? { vi: `${districtName.nameVi}, ${place.nameVi}`, en: `${districtName.nameEn}, ${place.nameEn}` }
      : { vi: place.nameVi, en: place.nameEn };
    const description = hotelDescription(rng, {
      ...names,
      type,
      theme,
      where,
      areaName: area ? { vi: area.nameVi, en: area.nameEn } : null,
      facilities,
    });

    const hotel: HotelRow & { id: number } = {
      id,
      slug: slug(names.name) || `hotel-${id}`,
      name: names.name,
      nameVi: names.nameVi,
      searchKey: searchKey(names.nameVi === names.name ? names.nameVi : `${names.nameVi} ${names.name}`),
      accommodationType: type,
      starRate: stars,
      countryCode: place.countryCode,
      provinceId: place.provinceId,
      cityId: place.cityId,
      districtId: district?.id ?? null,
      areaId: area?.id ?? null,
      street: street.vi,
      fullAddress: [street.vi, districtName?.nameVi, place.tailVi].filter(Boolean).join(', '),
      fullAddressEn: [street.en, districtName?.nameEn, place.tailEn].filter(Boolean).join(', '),
      lat: point.lat,
      lon: point.lon,
      reviewPoint: review.reviewPoint,
      countReviews: review.countReviews,
      popularity: Math.min(1000, review.popularity + (tags.includes('special-hotel') ? 50 : 0)),
      tags,
      facilities,
      thumbImage: images[0]?.url ?? '',
      // what refreshSearchData derives, known here already: its updates then leave the rows as they are
      leadRatePlanId: leadPlan(planRows)?.id ?? null,
      totalRooms: roomTypeRows.reduce((sum, r) => sum + r.defaultAllotment, 0),
      descriptionVi: description.vi,
      descriptionEn: description.en,
      ...hotelExtras(id, { place, point, area, beach, reviewPoint: review.reviewPoint, countReviews: review.countReviews }),
    };
    return { hotel, images, roomTypes: roomTypeRows, ratePlans: planRows, inventory, place, profile };
  };
}
