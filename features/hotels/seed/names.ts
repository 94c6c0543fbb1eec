import type { Random } from '@/lib/random';
import { stripDiacritics } from '@/lib/text/search-key';

/** Hotel names from parts: "Khách sạn Mường Thanh Luxury Đà Nẵng" / "Muong Thanh Luxury Hotel Da Nang". */

export type AccommodationType = 'hotel' | 'resort' | 'homestay' | 'apartment' | 'villa' | 'hostel' | 'guesthouse';
export type HotelName = { nameVi: string; name: string };

const VN_BRANDS = [
  'Mường Thanh',
  'Hoàng Gia',
  'Sen Vàng',
  'Phương Đông',
  'Ánh Dương',
  'Bình Minh',
  'Hải Âu',
  'Hoa Sữa',
  'Thiên Đường',
  'Ngọc Lan',
  'Sao Biển',
  'Mây Trắng',
  'Hương Giang',
  'Đồi Thông',
  'Hồng Ngọc',
  'Kim Long',
  'Thanh Bình',
  'An Nhiên',
  'Hoa Mai',
  'Trúc Xanh',
  'Ngọc Trai',
  'Mặt Trời',
  'Vạn Xuân',
  'Thảo Nguyên',
  'Bông Sen',
  'Gió Biển',
  'Hướng Dương',
  'Minh Châu',
  'Phúc Lộc',
  'Trăng Non',
  'Hoàng Anh',
  'Đông Dương',
] as const;
const EN_BRANDS = [
  'Sea Breeze',
  'Lotus',
  'Golden Lotus',
  'Silk Path',
  'Ocean View',
  'Sunrise',
  'Paradise',
  'Orchid',
  'Bamboo',
  'Jade',
  'Pearl',
  'Azure',
  'Coconut',
  'Lagoon',
  'Riverside',
  'Skyline',
  'Sapphire',
  'Emerald',
  'Serene',
  'Blue Sky',
  'Moonlight',
  'Starlight',
  'Palm Garden',
  'Dragon',
  'Harmony',
  'Indochine',
  'Aurora',
  'Vela',
] as const;
const CHAIN_BRANDS = ['Mường Thanh', 'Vinpearl', 'Thiên Hải', 'Đại Dương Xanh', 'Royal Lotus', 'Golden Bay'] as const;
const COZY_BRANDS = [
  'Nhà Mây',
  'Góc Nhỏ',
  'Chill House',
  'Tổ Chim',
  'Nhà Gỗ',
  'Mộc',
  'Cozy Nest',
  'The Garden',
  'Hoa Giấy',
  'Bơ House',
  'Mimosa',
  'Đồi Chè',
  'Mái Ngói',
  'Cây Bàng',
  'Little Home',
  'Lá Xanh',
  'Nắng Mai',
  'Gác Xép',
] as const;
const HOSTEL_BRANDS = [
  'Backpackers Nest',
  'Happy Hub',
  'Nomad',
  'Bunk & Brew',
  'Lantern',
  'Wanderlust',
  'Green Mango',
  'Tiny Traveller',
] as const;

const MODIFIERS: Record<number, readonly string[]> = {
  5: ['Luxury', 'Grand', 'Premier', 'Signature', 'Palace', 'Collection'],
  4: ['Central', 'Boutique', 'Premier', 'Riverside', 'Plaza', 'Deluxe'],
  3: ['Boutique', 'Central', 'Plus', 'Holiday', 'Inn'],
};

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' ');

export function hotelName(
  rng: Random,
  type: AccommodationType,
  stars: number,
  place: { nameVi: string; nameEn: string },
  foreign: boolean,
): HotelName {
  const withPlace = rng.chance(type === 'hotel' || type === 'resort' ? 0.6 : 0.35);
  const placeVi = withPlace ? place.nameVi : null;
  const placeEn = withPlace ? place.nameEn : null;
  const modifierPool = MODIFIERS[Math.min(5, stars)] ?? [];
  const modifier = modifierPool.length > 0 && rng.chance(stars >= 4 ? 0.6 : 0.3) ? rng.pick(modifierPool) : null;

  if (foreign) {
    const brand = type === 'hostel' ? rng.pick(HOSTEL_BRANDS) : rng.pick(EN_BRANDS);
    const typeWord = {
      hotel: 'Hotel',
      resort: 'Resort',
      homestay: 'Homestay',
      apartment: 'Residences',
      villa: 'Villas',
      hostel: 'Hostel',
      guesthouse: 'Guesthouse',
    }[type];
    const name = join(brand, modifier, typeWord, placeEn);
    return { nameVi: name, name };
  }

  switch (type) {
    case 'hotel': {
      const brand = stars >= 4 && rng.chance(0.25) ? rng.pick(CHAIN_BRANDS) : rng.pick(rng.chance(0.55) ? VN_BRANDS : EN_BRANDS);
      const en = stripDiacritics(brand);
      return {
        nameVi: join('Khách sạn', brand, modifier, placeVi),
        name: rng.chance(0.5) ? join(en, modifier, 'Hotel', placeEn) : join(en, modifier, placeEn, 'Hotel'),
      };
    }
    case 'resort': {
      const brand = stars >= 5 && rng.chance(0.3) ? rng.pick(CHAIN_BRANDS) : rng.pick(rng.chance(0.4) ? VN_BRANDS : EN_BRANDS);
      const en = stripDiacritics(brand);
      const suffix = rng.pick(['Resort & Spa', 'Beach Resort', 'Resort']);
      const where = placeEn ?? place.nameEn;
      return rng.chance(0.35)
        ? { nameVi: join('Khu nghỉ dưỡng', brand, placeVi ?? place.nameVi), name: join(en, suffix, where) }
        : { nameVi: join(brand, suffix, placeVi ?? place.nameVi), name: join(en, suffix, where) };
    }
    case 'homestay': {
      const brand = rng.pick(COZY_BRANDS);
      return { nameVi: join(brand, 'Homestay', placeVi), name: join(stripDiacritics(brand), 'Homestay', placeEn) };
    }
    case 'hostel': {
      const brand = rng.pick(HOSTEL_BRANDS);
      return { nameVi: join(brand, 'Hostel', placeVi), name: join(brand, 'Hostel', placeEn) };
    }
    case 'guesthouse': {
      const brand = rng.pick(rng.chance(0.7) ? VN_BRANDS : COZY_BRANDS);
      return { nameVi: join('Nhà nghỉ', brand, placeVi), name: join(stripDiacritics(brand), 'Guesthouse', placeEn) };
    }
    case 'apartment': {
      const brand = rng.pick(rng.chance(0.4) ? VN_BRANDS : EN_BRANDS);
      const en = stripDiacritics(brand);
      const serviced = rng.chance(0.4);
      return {
        nameVi: join(serviced ? 'Căn hộ dịch vụ' : 'Căn hộ', brand, placeVi),
        name: join(en, serviced ? 'Serviced Apartment' : 'Apartment', placeEn),
      };
    }
    case 'villa': {
      const brand = rng.pick(rng.chance(0.4) ? VN_BRANDS : EN_BRANDS);
      return { nameVi: join('Biệt thự', brand, placeVi), name: join(stripDiacritics(brand), 'Villa', placeEn) };
    }
  }
}
