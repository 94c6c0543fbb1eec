import { COMBO_BOOK_AHEAD_DAYS } from '../rules/book-ahead';
import type { DealTextItem } from '../schemas';

/**
 * The seeded deal catalogue as data: categories, and the deals placed on the seed's hotels by the airport of
 * their province (features/deals/seed.ts picks the hotels). Prices are integer VND.
 */

export type SeedCategory = { slug: string; type: 'voucher' | 'combo'; nameVi: string; nameEn: string };

export const DEAL_CATEGORIES: readonly SeedCategory[] = [
  { slug: 'nghi-duong-bien', type: 'voucher', nameVi: 'Nghỉ dưỡng biển', nameEn: 'Beach escapes' },
  { slug: 'khach-san-thanh-pho', type: 'voucher', nameVi: 'Khách sạn thành phố', nameEn: 'City hotels' },
  { slug: 'combo-vinpearl', type: 'combo', nameVi: 'Combo Vinpearl', nameEn: 'Vinpearl combos' },
  { slug: 'combo-bay-khach-san', type: 'combo', nameVi: 'Combo bay + khách sạn', nameEn: 'Flight + hotel combos' },
];

/** roomNights: what one voucher of this option pays (null: the deal's, e.g. a combo's stay) */
type SeedPrice = { nameVi: string; nameEn: string; listPrice: number; sellPrice: number; roomNights: number | null };

export type SeedDeal = {
  category: string;
  comboType: string | null;
  /** the airport whose province the hotel is in; a combo flies there */
  airport: string;
  nameVi: string;
  nameEn: string;
  summaryVi: string;
  summaryEn: string;
  roomNights: number;
  quantityTotal: number;
  quantitySold: number;
  maxPerOrder: number;
  /** days from today the sale ends */
  saleDays: number;
  /** combo: the adults the package is for (deal_flights.adult_number) */
  adults: number;
  prices: readonly SeedPrice[];
  services: readonly DealTextItem[];
  addons: readonly DealTextItem[];
  images: number;
  hidden?: boolean;
  /**
   * A deal named after a hotel brand sells a hotel of that brand near its airport; when the seed has none there, it
   * is seeded under `unbranded` instead (its name without the brand, in the generic combo category).
   */
  brand?: { name: string; unbranded: { nameVi: string; nameEn: string; category: string; comboType: string } };
};

const BREAKFAST: DealTextItem = { vi: 'Bữa sáng hằng ngày cho 2 người', en: 'Daily breakfast for two' };
const POOL: DealTextItem = { vi: 'Miễn phí hồ bơi và phòng tập', en: 'Free pool and gym' };
const LATE: DealTextItem = {
  vi: 'Trả phòng muộn đến 14:00 (tùy tình trạng phòng)',
  en: 'Late check-out until 14:00 (subject to availability)',
};
const TRANSFER: DealTextItem = { vi: 'Xe đưa đón sân bay hai chiều', en: 'Return airport transfer' };
const FLIGHTS: DealTextItem = {
  vi: 'Vé máy bay khứ hồi hạng phổ thông, 7 kg hành lý xách tay',
  en: 'Return economy flights, 7 kg carry-on',
};
const SPA: DealTextItem = { vi: 'Giảm 20% dịch vụ spa', en: '20% off spa treatments' };
const DINNER: DealTextItem = { vi: 'Một bữa tối set menu cho 2 người', en: 'One set dinner for two' };
const KIDS: DealTextItem = { vi: 'Miễn phí 1 trẻ em dưới 6 tuổi ngủ chung giường', en: 'One child under 6 stays free sharing a bed' };

const voucher = (
  v: Omit<SeedDeal, 'comboType' | 'adults' | 'maxPerOrder' | 'quantitySold' | 'images'> &
    Partial<Pick<SeedDeal, 'maxPerOrder' | 'quantitySold' | 'images'>>,
): SeedDeal => ({
  comboType: null,
  adults: 1,
  maxPerOrder: 5,
  quantitySold: 0,
  images: 3,
  ...v,
});
const combo = (
  v: Omit<SeedDeal, 'maxPerOrder' | 'quantitySold' | 'images'> & Partial<Pick<SeedDeal, 'maxPerOrder' | 'quantitySold' | 'images'>>,
): SeedDeal => ({
  maxPerOrder: 3,
  quantitySold: 0,
  images: 3,
  ...v,
});

const twoNights = (list: number, sell: number): SeedPrice => ({
  nameVi: '2 đêm phòng Deluxe',
  nameEn: '2 nights in a Deluxe room',
  listPrice: list,
  sellPrice: sell,
  roomNights: 2,
});
const threeNights = (list: number, sell: number): SeedPrice => ({
  nameVi: '3 đêm phòng Deluxe',
  nameEn: '3 nights in a Deluxe room',
  listPrice: list,
  sellPrice: sell,
  roomNights: 3,
});
const oneNight = (list: number, sell: number): SeedPrice => ({
  nameVi: '1 đêm phòng Superior',
  nameEn: '1 night in a Superior room',
  listPrice: list,
  sellPrice: sell,
  roomNights: 1,
});
/** A Vinpearl combo's name without the brand, in the generic flight + hotel category. */
const vinpearl = (nameVi: string, nameEn: string): SeedDeal['brand'] => ({
  name: 'Vinpearl',
  unbranded: { nameVi, nameEn, category: 'combo-bay-khach-san', comboType: 'combo-flight-hotel' },
});
const pkg = (nameVi: string, nameEn: string, list: number, sell: number): SeedPrice => ({
  nameVi,
  nameEn,
  listPrice: list,
  sellPrice: sell,
  roomNights: null,
});

export const SEED_DEALS: readonly SeedDeal[] = [
  voucher({
    category: 'nghi-duong-bien',
    airport: 'DAD',
    nameVi: 'Nghỉ dưỡng biển Mỹ Khê 2 ngày 1 đêm',
    nameEn: 'My Khe beach getaway, 2 days 1 night',
    summaryVi: 'Phòng hướng biển, bữa sáng và hồ bơi vô cực',
    summaryEn: 'Sea-view room, breakfast and an infinity pool',
    roomNights: 1,
    quantityTotal: 120,
    quantitySold: 37,
    saleDays: 60,
    prices: [oneNight(1_650_000, 990_000)],
    services: [BREAKFAST, POOL],
    addons: [LATE],
  }),
  voucher({
    category: 'nghi-duong-bien',
    airport: 'CXR',
    nameVi: 'Voucher Nha Trang 3 ngày 2 đêm',
    nameEn: 'Nha Trang voucher, 3 days 2 nights',
    summaryVi: 'Hai đêm bên vịnh Nha Trang, kèm bữa sáng',
    summaryEn: 'Two nights on Nha Trang bay, breakfast included',
    roomNights: 2,
    quantityTotal: 80,
    quantitySold: 12,
    saleDays: 75,
    prices: [twoNights(3_200_000, 1_890_000), threeNights(4_800_000, 2_690_000)],
    services: [BREAKFAST, POOL],
    addons: [SPA, LATE],
  }),
  voucher({
    category: 'nghi-duong-bien',
    airport: 'PQC',
    nameVi: 'Phú Quốc nghỉ dưỡng 3 đêm',
    nameEn: 'Phu Quoc retreat, 3 nights',
    summaryVi: 'Ba đêm nghỉ dưỡng ở đảo ngọc, bữa sáng và bữa tối',
    summaryEn: 'Three nights on the pearl island with breakfast and a dinner',
    roomNights: 3,
    quantityTotal: 60,
    quantitySold: 21,
    saleDays: 90,
    prices: [threeNights(6_900_000, 3_990_000)],
    services: [BREAKFAST, DINNER, POOL],
    addons: [KIDS],
  }),
  voucher({
    category: 'nghi-duong-bien',
    airport: 'UIH',
    nameVi: 'Quy Nhơn biển xanh 2 đêm',
    nameEn: 'Quy Nhon blue sea, 2 nights',
    summaryVi: 'Bãi biển riêng, bữa sáng cho 2 người',
    summaryEn: 'A private beach, breakfast for two',
    roomNights: 2,
    quantityTotal: 5,
    quantitySold: 2,
    maxPerOrder: 2,
    saleDays: 40,
    prices: [twoNights(2_800_000, 1_590_000)],
    services: [BREAKFAST],
    addons: [LATE],
  }),
  voucher({
    category: 'nghi-duong-bien',
    airport: 'VCS',
    nameVi: 'Côn Đảo yên bình 2 đêm',
    nameEn: 'Peaceful Con Dao, 2 nights',
    summaryVi: 'Hai đêm giữa thiên nhiên hoang sơ',
    summaryEn: 'Two nights in unspoilt nature',
    roomNights: 2,
    quantityTotal: 40,
    quantitySold: 40,
    saleDays: 50,
    prices: [twoNights(4_200_000, 2_690_000)],
    services: [BREAKFAST, POOL],
    addons: [],
  }),
  voucher({
    category: 'nghi-duong-bien',
    airport: 'DAD',
    nameVi: 'Hội An - Đà Nẵng 3 ngày 2 đêm',
    nameEn: 'Hoi An - Da Nang, 3 days 2 nights',
    summaryVi: 'Gần phố cổ, có xe đưa đón',
    summaryEn: 'Near the old town, with transfers',
    roomNights: 2,
    quantityTotal: 150,
    quantitySold: 66,
    saleDays: 70,
    prices: [twoNights(2_600_000, 1_490_000), threeNights(3_900_000, 2_190_000)],
    services: [BREAKFAST, TRANSFER],
    addons: [SPA],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'HAN',
    nameVi: 'Hà Nội phố cổ 1 đêm',
    nameEn: 'Hanoi old quarter, 1 night',
    summaryVi: 'Một đêm giữa lòng thủ đô',
    summaryEn: 'One night in the heart of the capital',
    roomNights: 1,
    quantityTotal: 200,
    quantitySold: 51,
    saleDays: 45,
    prices: [oneNight(1_400_000, 790_000)],
    services: [BREAKFAST],
    addons: [LATE],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'SGN',
    nameVi: 'Sài Gòn cuối tuần 2 đêm',
    nameEn: 'Saigon weekend, 2 nights',
    summaryVi: 'Hai đêm trung tâm Quận 1, hồ bơi tầng thượng',
    summaryEn: 'Two nights in District 1 with a rooftop pool',
    roomNights: 2,
    quantityTotal: 100,
    quantitySold: 8,
    saleDays: 55,
    prices: [twoNights(3_000_000, 1_790_000)],
    services: [BREAKFAST, POOL],
    addons: [LATE],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'DLI',
    nameVi: 'Đà Lạt mộng mơ 2 đêm',
    nameEn: 'Dreamy Da Lat, 2 nights',
    summaryVi: 'Hai đêm giữa đồi thông, bữa sáng kiểu Pháp',
    summaryEn: 'Two nights among pine hills, French breakfast',
    roomNights: 2,
    quantityTotal: 70,
    quantitySold: 19,
    saleDays: 65,
    prices: [twoNights(2_400_000, 1_390_000)],
    services: [BREAKFAST],
    addons: [DINNER],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'HPH',
    nameVi: 'Hải Phòng thành phố hoa phượng 1 đêm',
    nameEn: 'Hai Phong, city of flame trees, 1 night',
    summaryVi: 'Một đêm khách sạn trung tâm',
    summaryEn: 'One night in a central hotel',
    roomNights: 1,
    quantityTotal: 90,
    quantitySold: 3,
    saleDays: 45,
    prices: [oneNight(1_100_000, 690_000)],
    services: [BREAKFAST],
    addons: [],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'HUI',
    nameVi: 'Huế cố đô 2 đêm',
    nameEn: 'Imperial Hue, 2 nights',
    summaryVi: 'Hai đêm bên sông Hương',
    summaryEn: 'Two nights by the Perfume River',
    roomNights: 2,
    quantityTotal: 60,
    quantitySold: 10,
    saleDays: 60,
    prices: [twoNights(2_200_000, 1_290_000)],
    services: [BREAKFAST],
    addons: [TRANSFER],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'VCA',
    nameVi: 'Cần Thơ chợ nổi 1 đêm',
    nameEn: 'Can Tho floating market, 1 night',
    summaryVi: 'Một đêm và tour chợ nổi sáng sớm',
    summaryEn: 'One night and an early floating-market tour',
    roomNights: 1,
    quantityTotal: 80,
    quantitySold: 0,
    saleDays: 80,
    prices: [oneNight(1_200_000, 750_000)],
    services: [BREAKFAST],
    addons: [],
  }),
  voucher({
    category: 'khach-san-thanh-pho',
    airport: 'HAN',
    nameVi: 'Ưu đãi nội bộ đã ẩn',
    nameEn: 'Hidden internal deal',
    summaryVi: 'Không hiển thị',
    summaryEn: 'Not shown',
    roomNights: 1,
    quantityTotal: 10,
    quantitySold: 0,
    saleDays: 30,
    prices: [oneNight(1_000_000, 500_000)],
    services: [],
    addons: [],
    hidden: true,
    images: 1,
  }),
  combo({
    category: 'combo-vinpearl',
    comboType: 'combo-vin',
    airport: 'PQC',
    adults: 2,
    nameVi: 'Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay',
    nameEn: 'Vinpearl Phu Quoc combo, 3 days 2 nights with flights',
    brand: vinpearl('Combo Phú Quốc 3N2Đ + vé máy bay', 'Phu Quoc combo, 3 days 2 nights with flights'),
    summaryVi: 'Vé khứ hồi cho 2 người và 2 đêm nghỉ dưỡng',
    summaryEn: 'Return flights for two and two nights at the resort',
    roomNights: 2,
    quantityTotal: 30,
    quantitySold: 4,
    saleDays: 60,
    prices: [pkg('Gói 2 người lớn', 'Package for 2 adults', 12_800_000, 8_990_000)],
    services: [FLIGHTS, BREAKFAST, TRANSFER],
    addons: [SPA],
  }),
  combo({
    category: 'combo-vinpearl',
    comboType: 'combo-vin',
    airport: 'CXR',
    adults: 2,
    nameVi: 'Combo Vinpearl Nha Trang 3N2Đ',
    nameEn: 'Vinpearl Nha Trang combo, 3 days 2 nights',
    brand: vinpearl('Combo Nha Trang 3N2Đ', 'Nha Trang combo, 3 days 2 nights'),
    summaryVi: 'Bay khứ hồi, 2 đêm và vui chơi không giới hạn',
    summaryEn: 'Return flights, two nights and unlimited fun',
    roomNights: 2,
    quantityTotal: 25,
    quantitySold: 9,
    saleDays: 50,
    prices: [pkg('Gói 2 người lớn', 'Package for 2 adults', 11_600_000, 7_990_000)],
    services: [FLIGHTS, BREAKFAST],
    addons: [KIDS],
  }),
  combo({
    category: 'combo-vinpearl',
    comboType: 'combo-vin',
    airport: 'DAD',
    adults: 2,
    nameVi: 'Combo Vinpearl Đà Nẵng 4N3Đ',
    nameEn: 'Vinpearl Da Nang combo, 4 days 3 nights',
    brand: vinpearl('Combo Đà Nẵng 4N3Đ', 'Da Nang combo, 4 days 3 nights'),
    summaryVi: 'Ba đêm bên biển Đà Nẵng, bay khứ hồi',
    summaryEn: 'Three nights by Da Nang beach, return flights',
    roomNights: 3,
    quantityTotal: 20,
    quantitySold: 2,
    saleDays: 70,
    prices: [
      pkg('Gói 2 người lớn', 'Package for 2 adults', 13_400_000, 9_490_000),
      pkg('Gói 2 người lớn, phòng hướng biển', 'Package for 2 adults, sea view', 15_200_000, 10_990_000),
    ],
    services: [FLIGHTS, BREAKFAST, POOL],
    addons: [DINNER],
  }),
  combo({
    category: 'combo-bay-khach-san',
    comboType: 'combo-flight-hotel',
    airport: 'DLI',
    adults: 2,
    nameVi: 'Combo Đà Lạt bay + khách sạn 3N2Đ',
    nameEn: 'Da Lat flight + hotel combo, 3 days 2 nights',
    summaryVi: 'Bay khứ hồi và 2 đêm khách sạn trung tâm',
    summaryEn: 'Return flights and two nights in a central hotel',
    roomNights: 2,
    quantityTotal: 40,
    quantitySold: 11,
    saleDays: 60,
    prices: [pkg('Gói 2 người lớn', 'Package for 2 adults', 7_800_000, 5_490_000)],
    services: [FLIGHTS, BREAKFAST],
    addons: [],
  }),
  combo({
    category: 'combo-bay-khach-san',
    comboType: 'combo-flight-hotel',
    airport: 'HAN',
    adults: 1,
    nameVi: 'Combo Hà Nội công tác 2N1Đ',
    nameEn: 'Hanoi business combo, 2 days 1 night',
    summaryVi: 'Vé khứ hồi cho 1 người và 1 đêm khách sạn',
    summaryEn: 'Return flights for one and one hotel night',
    roomNights: 1,
    quantityTotal: 50,
    quantitySold: 5,
    saleDays: 45,
    prices: [pkg('Gói 1 người lớn', 'Package for 1 adult', 4_200_000, 2_990_000)],
    services: [FLIGHTS, BREAKFAST],
    addons: [LATE],
  }),
  combo({
    category: 'combo-bay-khach-san',
    comboType: 'combo-flight-hotel',
    airport: 'SGN',
    adults: 1,
    nameVi: 'Combo Sài Gòn 3N2Đ',
    nameEn: 'Saigon combo, 3 days 2 nights',
    summaryVi: 'Bay từ Hà Nội, 2 đêm trung tâm Sài Gòn',
    summaryEn: 'Fly from Hanoi, two nights in central Saigon',
    roomNights: 2,
    quantityTotal: 35,
    quantitySold: 0,
    saleDays: 55,
    prices: [pkg('Gói 1 người lớn', 'Package for 1 adult', 5_600_000, 3_890_000)],
    services: [FLIGHTS, BREAKFAST],
    addons: [],
  }),
];

/** The details HTML of a deal (sanitised before it is stored). */
export function detailsHtml(deal: SeedDeal, lang: 'vi' | 'en', hotelName: string): string {
  const name = lang === 'vi' ? deal.nameVi : deal.nameEn;
  const services = deal.services.map((s) => `<li>${s[lang]}</li>`).join('');
  const vi = lang === 'vi';
  return [
    `<h2>${name}</h2>`,
    `<p>${vi ? 'Áp dụng tại' : 'At'} <strong>${hotelName}</strong>. ${vi ? deal.summaryVi : deal.summaryEn}.</p>`,
    services ? `<h3>${vi ? 'Bao gồm' : 'Included'}</h3><ul>${services}</ul>` : '',
    `<h3>${vi ? 'Điều kiện' : 'Terms'}</h3>`,
    // the combos' book-ahead rule is the deals' one (rules/book-ahead): a voucher has none, its stay is booked later
    deal.comboType === null
      ? `<ul><li>${vi ? 'Đặt phòng bằng mã voucher, tùy tình trạng phòng.' : 'Book the stay with the voucher code, subject to availability.'}</li>`
      : `<ul><li>${vi ? `Đặt trước ngày khởi hành ít nhất ${COMBO_BOOK_AHEAD_DAYS} ngày, tùy tình trạng chỗ và phòng.` : `Book at least ${COMBO_BOOK_AHEAD_DAYS} days before departure, subject to availability.`}</li>`,
    `<li>${vi ? 'Không hoàn tiền, không đổi sang tiền mặt.' : 'Non-refundable, not exchangeable for cash.'}</li>`,
    `<li>${vi ? 'Phụ thu cuối tuần và ngày lễ theo quy định của khách sạn.' : 'Weekend and holiday surcharges as the hotel sets them.'}</li></ul>`,
  ].join('');
}
