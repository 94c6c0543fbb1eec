/**
 * The global airport reference (spec 3) as seeded: the 21 domestic airports with their cities, and the
 * foreign airports served from SGN, HAN and DAD. Coordinates live here only: the seed derives flight durations
 * from them, and route pages their distance.
 */

export type WorldAirportSeed = {
  code: string;
  cityCode: string;
  countryCode: string;
  continentCode: string;
  nameVi: string;
  nameEn: string;
  cityVi: string;
  cityEn: string;
  countryVi: string;
  countryEn: string;
  utcOffsetMinutes: number;
  lat: number;
  lon: number;
};

const vn = (code: string, cityCode: string, cityVi: string, cityEn: string, lat: number, lon: number) => ({
  code,
  cityCode,
  cityVi,
  cityEn,
  lat,
  lon,
});

/** Domestic airports' cities and coordinates (names come from ./airports.ts). */
export const DOMESTIC_CITIES: readonly ReturnType<typeof vn>[] = [
  vn('HAN', 'HAN', 'Hà Nội', 'Hanoi', 21.2212, 105.8072),
  vn('HPH', 'HPH', 'Hải Phòng', 'Hai Phong', 20.8194, 106.725),
  vn('DIN', 'DIN', 'Điện Biên Phủ', 'Dien Bien Phu', 21.3975, 103.0078),
  vn('CXR', 'NHA', 'Nha Trang', 'Nha Trang', 11.9982, 109.2193),
  vn('DLI', 'DLI', 'Đà Lạt', 'Da Lat', 11.75, 108.367),
  vn('DAD', 'DAD', 'Đà Nẵng', 'Da Nang', 16.0439, 108.1994),
  vn('VDH', 'VDH', 'Đồng Hới', 'Dong Hoi', 17.515, 106.5906),
  vn('VCL', 'VCL', 'Tam Kỳ', 'Tam Ky', 15.4033, 108.706),
  vn('BMV', 'BMV', 'Buôn Ma Thuột', 'Buon Ma Thuot', 12.6683, 108.1203),
  vn('PXU', 'PXU', 'Pleiku', 'Pleiku', 14.0045, 108.0172),
  vn('VII', 'VII', 'Vinh', 'Vinh', 18.7376, 105.6708),
  vn('THD', 'THD', 'Thanh Hóa', 'Thanh Hoa', 19.9017, 105.4678),
  vn('HUI', 'HUI', 'Huế', 'Hue', 16.4015, 107.703),
  vn('TBB', 'TBB', 'Tuy Hòa', 'Tuy Hoa', 13.0496, 109.3337),
  vn('UIH', 'UIH', 'Quy Nhơn', 'Quy Nhon', 13.955, 109.042),
  vn('SGN', 'SGN', 'Hồ Chí Minh', 'Ho Chi Minh City', 10.8188, 106.652),
  vn('VKG', 'VKG', 'Rạch Giá', 'Rach Gia', 9.958, 105.1324),
  vn('PQC', 'PQC', 'Phú Quốc', 'Phu Quoc', 10.1698, 103.9931),
  vn('VCA', 'VCA', 'Cần Thơ', 'Can Tho', 10.0851, 105.7119),
  vn('CAH', 'CAH', 'Cà Mau', 'Ca Mau', 9.1777, 105.1774),
  vn('VCS', 'VCS', 'Côn Đảo', 'Con Dao', 8.7318, 106.6329),
];

/** Foreign airports with flights from SGN, HAN or DAD (./network.ts); fixed offsets are standard time (no summer time). */
export const FOREIGN_AIRPORTS: readonly WorldAirportSeed[] = [
  {
    code: 'BKK', cityCode: 'BKK', countryCode: 'TH', continentCode: 'AS', nameVi: 'Sân bay quốc tế Suvarnabhumi', nameEn: 'Suvarnabhumi Airport',
    cityVi: 'Băng Cốc', cityEn: 'Bangkok', countryVi: 'Thái Lan', countryEn: 'Thailand', utcOffsetMinutes: 420, lat: 13.69, lon: 100.7501,
  },
  {
    code: 'SIN', cityCode: 'SIN', countryCode: 'SG', continentCode: 'AS', nameVi: 'Sân bay Changi Singapore', nameEn: 'Singapore Changi Airport',
    cityVi: 'Singapore', cityEn: 'Singapore', countryVi: 'Singapore', countryEn: 'Singapore', utcOffsetMinutes: 480, lat: 1.3644, lon: 103.9915,
  },
  {
    code: 'KUL', cityCode: 'KUL', countryCode: 'MY', continentCode: 'AS', nameVi: 'Sân bay quốc tế Kuala Lumpur', nameEn: 'Kuala Lumpur International Airport',
    cityVi: 'Kuala Lumpur', cityEn: 'Kuala Lumpur', countryVi: 'Malaysia', countryEn: 'Malaysia', utcOffsetMinutes: 480, lat: 2.7456, lon: 101.7099,
  },
  {
    code: 'ICN', cityCode: 'SEL', countryCode: 'KR', continentCode: 'AS', nameVi: 'Sân bay quốc tế Incheon', nameEn: 'Incheon International Airport',
    cityVi: 'Seoul', cityEn: 'Seoul', countryVi: 'Hàn Quốc', countryEn: 'South Korea', utcOffsetMinutes: 540, lat: 37.4602, lon: 126.4407,
  },
  {
    code: 'NRT', cityCode: 'TYO', countryCode: 'JP', continentCode: 'AS', nameVi: 'Sân bay quốc tế Narita', nameEn: 'Narita International Airport',
    cityVi: 'Tokyo', cityEn: 'Tokyo', countryVi: 'Nhật Bản', countryEn: 'Japan', utcOffsetMinutes: 540, lat: 35.772, lon: 140.3929,
  },
  {
    code: 'HKG', cityCode: 'HKG', countryCode: 'HK', continentCode: 'AS', nameVi: 'Sân bay quốc tế Hồng Kông', nameEn: 'Hong Kong International Airport',
    cityVi: 'Hồng Kông', cityEn: 'Hong Kong', countryVi: 'Hồng Kông', countryEn: 'Hong Kong', utcOffsetMinutes: 480, lat: 22.308, lon: 113.9185,
  },
  {
    code: 'TPE', cityCode: 'TPE', countryCode: 'TW', continentCode: 'AS', nameVi: 'Sân bay quốc tế Đào Viên', nameEn: 'Taiwan Taoyuan International Airport',
    cityVi: 'Đài Bắc', cityEn: 'Taipei', countryVi: 'Đài Loan', countryEn: 'Taiwan', utcOffsetMinutes: 480, lat: 25.0797, lon: 121.2342,
  },
  {
    code: 'PVG', cityCode: 'SHA', countryCode: 'CN', continentCode: 'AS', nameVi: 'Sân bay quốc tế Phố Đông Thượng Hải', nameEn: 'Shanghai Pudong International Airport',
    cityVi: 'Thượng Hải', cityEn: 'Shanghai', countryVi: 'Trung Quốc', countryEn: 'China', utcOffsetMinutes: 480, lat: 31.1443, lon: 121.8083,
  },
  {
    code: 'CAN', cityCode: 'CAN', countryCode: 'CN', continentCode: 'AS', nameVi: 'Sân bay quốc tế Bạch Vân Quảng Châu', nameEn: 'Guangzhou Baiyun International Airport',
    cityVi: 'Quảng Châu', cityEn: 'Guangzhou', countryVi: 'Trung Quốc', countryEn: 'China', utcOffsetMinutes: 480, lat: 23.3924, lon: 113.2988,
  },
  {
    code: 'DPS', cityCode: 'DPS', countryCode: 'ID', continentCode: 'AS', nameVi: 'Sân bay quốc tế Ngurah Rai', nameEn: 'I Gusti Ngurah Rai International Airport',
    cityVi: 'Bali', cityEn: 'Bali', countryVi: 'Indonesia', countryEn: 'Indonesia', utcOffsetMinutes: 480, lat: -8.7482, lon: 115.1675,
  },
  {
    code: 'MNL', cityCode: 'MNL', countryCode: 'PH', continentCode: 'AS', nameVi: 'Sân bay quốc tế Ninoy Aquino', nameEn: 'Ninoy Aquino International Airport',
    cityVi: 'Manila', cityEn: 'Manila', countryVi: 'Philippines', countryEn: 'Philippines', utcOffsetMinutes: 480, lat: 14.5086, lon: 121.0194,
  },
  {
    code: 'PNH', cityCode: 'PNH', countryCode: 'KH', continentCode: 'AS', nameVi: 'Sân bay quốc tế Phnôm Pênh', nameEn: 'Phnom Penh International Airport',
    cityVi: 'Phnôm Pênh', cityEn: 'Phnom Penh', countryVi: 'Campuchia', countryEn: 'Cambodia', utcOffsetMinutes: 420, lat: 11.5466, lon: 104.8441,
  },
  {
    code: 'PUS', cityCode: 'PUS', countryCode: 'KR', continentCode: 'AS', nameVi: 'Sân bay quốc tế Gimhae', nameEn: 'Gimhae International Airport',
    cityVi: 'Busan', cityEn: 'Busan', countryVi: 'Hàn Quốc', countryEn: 'South Korea', utcOffsetMinutes: 540, lat: 35.1795, lon: 128.9382,
  },
  {
    code: 'KIX', cityCode: 'OSA', countryCode: 'JP', continentCode: 'AS', nameVi: 'Sân bay quốc tế Kansai', nameEn: 'Kansai International Airport',
    cityVi: 'Osaka', cityEn: 'Osaka', countryVi: 'Nhật Bản', countryEn: 'Japan', utcOffsetMinutes: 540, lat: 34.4273, lon: 135.244,
  },
  {
    code: 'SAI', cityCode: 'REP', countryCode: 'KH', continentCode: 'AS', nameVi: 'Sân bay quốc tế Siem Reap-Angkor', nameEn: 'Siem Reap-Angkor International Airport',
    cityVi: 'Siem Reap', cityEn: 'Siem Reap', countryVi: 'Campuchia', countryEn: 'Cambodia', utcOffsetMinutes: 420, lat: 13.3703, lon: 104.2236,
  },
  {
    code: 'VTE', cityCode: 'VTE', countryCode: 'LA', continentCode: 'AS', nameVi: 'Sân bay quốc tế Wattay', nameEn: 'Wattay International Airport',
    cityVi: 'Viêng Chăn', cityEn: 'Vientiane', countryVi: 'Lào', countryEn: 'Laos', utcOffsetMinutes: 420, lat: 17.9883, lon: 102.5633,
  },
  {
    code: 'SYD', cityCode: 'SYD', countryCode: 'AU', continentCode: 'OC', nameVi: 'Sân bay Sydney Kingsford Smith', nameEn: 'Sydney Kingsford Smith Airport',
    cityVi: 'Sydney', cityEn: 'Sydney', countryVi: 'Úc', countryEn: 'Australia', utcOffsetMinutes: 600, lat: -33.9461, lon: 151.1772,
  },
  {
    code: 'MEL', cityCode: 'MEL', countryCode: 'AU', continentCode: 'OC', nameVi: 'Sân bay Melbourne Tullamarine', nameEn: 'Melbourne Tullamarine Airport',
    cityVi: 'Melbourne', cityEn: 'Melbourne', countryVi: 'Úc', countryEn: 'Australia', utcOffsetMinutes: 600, lat: -37.6733, lon: 144.8433,
  },
  {
    code: 'CDG', cityCode: 'PAR', countryCode: 'FR', continentCode: 'EU', nameVi: 'Sân bay Paris Charles de Gaulle', nameEn: 'Paris Charles de Gaulle Airport',
    cityVi: 'Paris', cityEn: 'Paris', countryVi: 'Pháp', countryEn: 'France', utcOffsetMinutes: 60, lat: 49.0097, lon: 2.5479,
  },
  {
    code: 'FRA', cityCode: 'FRA', countryCode: 'DE', continentCode: 'EU', nameVi: 'Sân bay Frankfurt', nameEn: 'Frankfurt Airport',
    cityVi: 'Frankfurt', cityEn: 'Frankfurt', countryVi: 'Đức', countryEn: 'Germany', utcOffsetMinutes: 60, lat: 50.0379, lon: 8.5622,
  },
];

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two airports of the reference, km (0 when one is unknown). */
export function distanceKm(a: string, b: string): number {
  const p = coordinatesOf(a);
  const q = coordinatesOf(b);
  if (!p || !q) return 0;
  const rad = Math.PI / 180;
  const dLat = (q.lat - p.lat) * rad;
  const dLon = (q.lon - p.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

function coordinatesOf(code: string): { lat: number; lon: number } | undefined {
  return DOMESTIC_CITIES.find((a) => a.code === code) ?? FOREIGN_AIRPORTS.find((a) => a.code === code);
}
