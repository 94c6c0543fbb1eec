import type { FacilityKey } from '../schemas';

/** Facility group names by language (spec 3 facility keys). */
const FACILITY_NAMES: Record<FacilityKey, { vi: string; en: string }> = {
  parking: { vi: 'Bãi đỗ xe', en: 'Parking' },
  wifi: { vi: 'Wi-Fi miễn phí', en: 'Free Wi-Fi' },
  pool: { vi: 'Hồ bơi', en: 'Swimming pool' },
  restaurant: { vi: 'Nhà hàng', en: 'Restaurant' },
  spa: { vi: 'Spa', en: 'Spa' },
  tenis: { vi: 'Sân tennis', en: 'Tennis court' },
  laundry: { vi: 'Giặt là', en: 'Laundry' },
  fitness: { vi: 'Phòng gym', en: 'Fitness centre' },
  massage: { vi: 'Massage', en: 'Massage' },
  golf: { vi: 'Sân golf', en: 'Golf' },
  coffee: { vi: 'Quán cà phê', en: 'Coffee shop' },
};

export function facilityName(key: string, lang: 'vi' | 'en'): string {
  return (FACILITY_NAMES as Record<string, { vi: string; en: string }>)[key]?.[lang] ?? key;
}
