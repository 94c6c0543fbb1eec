import { toSearchKey } from '@/lib/text/search-key';

/**
 * Places travellers fly to that have no airport of their own (issue 37): the picker offers the nearest airports
 * with their distance. Coordinates of the town centre (or the site, for Tam Cốc and Phong Nha); provinces as the
 * spec's airport list names them.
 */
export type PlaceSeed = { nameVi: string; nameEn: string; provinceVi: string; lat: number; lon: number };

const p = (nameVi: string, nameEn: string, provinceVi: string, lat: number, lon: number): PlaceSeed => ({
  nameVi,
  nameEn,
  provinceVi,
  lat,
  lon,
});

export const PLACES: readonly PlaceSeed[] = [
  p('Hội An', 'Hoi An', 'Quảng Nam', 15.8801, 108.338),
  p('Hạ Long', 'Ha Long', 'Quảng Ninh', 20.9517, 107.08),
  p('Sa Pa', 'Sa Pa', 'Lào Cai', 22.3364, 103.8438),
  p('Ninh Bình', 'Ninh Binh', 'Ninh Bình', 20.2506, 105.9745),
  p('Tam Cốc', 'Tam Coc', 'Ninh Bình', 20.2153, 105.937),
  p('Mũi Né', 'Mui Ne', 'Bình Thuận', 10.9333, 108.2833),
  p('Phan Thiết', 'Phan Thiet', 'Bình Thuận', 10.9289, 108.1021),
  p('Vũng Tàu', 'Vung Tau', 'Bà Rịa - Vũng Tàu', 10.346, 107.0843),
  p('Hà Giang', 'Ha Giang', 'Hà Giang', 22.8233, 104.9836),
  p('Mộc Châu', 'Moc Chau', 'Sơn La', 20.8479, 104.635),
  p('Mai Châu', 'Mai Chau', 'Hòa Bình', 20.6636, 105.083),
  p('Tam Đảo', 'Tam Dao', 'Vĩnh Phúc', 21.4567, 105.646),
  p('Cát Bà', 'Cat Ba', 'Hải Phòng', 20.7275, 107.0483),
  p('Lạng Sơn', 'Lang Son', 'Lạng Sơn', 21.8537, 106.7613),
  p('Cao Bằng', 'Cao Bang', 'Cao Bằng', 22.6657, 106.2577),
  p('Phong Nha', 'Phong Nha', 'Quảng Bình', 17.5915, 106.2834),
  p('Đông Hà', 'Dong Ha', 'Quảng Trị', 16.8163, 107.1003),
  p('Quảng Ngãi', 'Quang Ngai', 'Quảng Ngãi', 15.1214, 108.8044),
  p('Lý Sơn', 'Ly Son', 'Quảng Ngãi', 15.38, 109.12),
  p('Kon Tum', 'Kon Tum', 'Kon Tum', 14.3545, 108.0076),
  p('Phan Rang', 'Phan Rang', 'Ninh Thuận', 11.565, 108.988),
  p('Bảo Lộc', 'Bao Loc', 'Lâm Đồng', 11.548, 107.807),
  p('Châu Đốc', 'Chau Doc', 'An Giang', 10.7007, 105.1169),
  p('Hà Tiên', 'Ha Tien', 'Kiên Giang', 10.3833, 104.4833),
  p('Bến Tre', 'Ben Tre', 'Bến Tre', 10.2433, 106.3756),
  p('Sóc Trăng', 'Soc Trang', 'Sóc Trăng', 9.6025, 105.9739),
  p('Bạc Liêu', 'Bac Lieu', 'Bạc Liêu', 9.285, 105.7244),
];

/** flight_places.search_key: name, province and English name without diacritics. */
export const placeSearchKey = (p: PlaceSeed): string => toSearchKey(`${p.nameVi} ${p.provinceVi} ${p.nameEn}`);
