import { DOMESTIC_ROUTES } from './network';

/** The 21 domestic airports (spec §3), north to south as the spec lists them, and the routes flown between them. */

export type AirportSeed = {
  code: string;
  nameVi: string;
  nameEn: string;
  /** province as named in the region data (VN_PROVINCES nameVi) */
  province: string;
  region: 1 | 2 | 3;
};

export const AIRPORTS: readonly AirportSeed[] = [
  { code: 'HAN', nameVi: 'Sân bay quốc tế Nội Bài', nameEn: 'Noi Bai International Airport', province: 'Hà Nội', region: 1 },
  { code: 'HPH', nameVi: 'Sân bay quốc tế Cát Bi', nameEn: 'Cat Bi International Airport', province: 'Hải Phòng', region: 1 },
  { code: 'DIN', nameVi: 'Sân bay Điện Biên Phủ', nameEn: 'Dien Bien Phu Airport', province: 'Điện Biên', region: 1 },
  { code: 'CXR', nameVi: 'Sân bay quốc tế Cam Ranh', nameEn: 'Cam Ranh International Airport', province: 'Khánh Hòa', region: 2 },
  { code: 'DLI', nameVi: 'Sân bay quốc tế Liên Khương', nameEn: 'Lien Khuong International Airport', province: 'Lâm Đồng', region: 2 },
  { code: 'DAD', nameVi: 'Sân bay quốc tế Đà Nẵng', nameEn: 'Da Nang International Airport', province: 'Đà Nẵng', region: 2 },
  { code: 'VDH', nameVi: 'Sân bay Đồng Hới', nameEn: 'Dong Hoi Airport', province: 'Quảng Bình', region: 2 },
  { code: 'VCL', nameVi: 'Sân bay Chu Lai', nameEn: 'Chu Lai Airport', province: 'Quảng Nam', region: 2 },
  { code: 'BMV', nameVi: 'Sân bay Buôn Ma Thuột', nameEn: 'Buon Ma Thuot Airport', province: 'Đắk Lắk', region: 2 },
  { code: 'PXU', nameVi: 'Sân bay Pleiku', nameEn: 'Pleiku Airport', province: 'Gia Lai', region: 2 },
  { code: 'VII', nameVi: 'Sân bay quốc tế Vinh', nameEn: 'Vinh International Airport', province: 'Nghệ An', region: 2 },
  { code: 'THD', nameVi: 'Sân bay Thọ Xuân', nameEn: 'Tho Xuan Airport', province: 'Thanh Hóa', region: 2 },
  { code: 'HUI', nameVi: 'Sân bay quốc tế Phú Bài', nameEn: 'Phu Bai International Airport', province: 'Thừa Thiên Huế', region: 2 },
  { code: 'TBB', nameVi: 'Sân bay Tuy Hòa', nameEn: 'Tuy Hoa Airport', province: 'Phú Yên', region: 2 },
  { code: 'UIH', nameVi: 'Sân bay Phù Cát', nameEn: 'Phu Cat Airport', province: 'Bình Định', region: 2 },
  { code: 'SGN', nameVi: 'Sân bay quốc tế Tân Sơn Nhất', nameEn: 'Tan Son Nhat International Airport', province: 'Hồ Chí Minh', region: 3 },
  { code: 'VKG', nameVi: 'Sân bay Rạch Giá', nameEn: 'Rach Gia Airport', province: 'Kiên Giang', region: 3 },
  { code: 'PQC', nameVi: 'Sân bay quốc tế Phú Quốc', nameEn: 'Phu Quoc International Airport', province: 'Kiên Giang', region: 3 },
  { code: 'VCA', nameVi: 'Sân bay quốc tế Cần Thơ', nameEn: 'Can Tho International Airport', province: 'Cần Thơ', region: 3 },
  { code: 'CAH', nameVi: 'Sân bay Cà Mau', nameEn: 'Ca Mau Airport', province: 'Cà Mau', region: 3 },
  { code: 'VCS', nameVi: 'Sân bay Côn Đảo', nameEn: 'Con Dao Airport', province: 'Bà Rịa - Vũng Tàu', region: 3 },
];

export const REGION_NAMES: Record<1 | 2 | 3, { en: string; vi: string }> = {
  1: { en: 'North VN', vi: 'Miền Bắc' },
  2: { en: 'Central VN', vi: 'Miền Trung' },
  3: { en: 'Southern VN', vi: 'Miền Nam' },
};

/** Every domestic route flown (./network.ts), stored in both directions. */
export function routePairs(): { origin: string; destination: string }[] {
  return DOMESTIC_ROUTES.flatMap(({ a, b }) => [
    { origin: a, destination: b },
    { origin: b, destination: a },
  ]);
}

/**
 * JQ (Jetstar Pacific) and BL (Pacific Airlines) share one brand and logo look. Names as travellers say them in
 * each language: the carriers' own brand names, the same in both but read per language (name_vi, name).
 */
export const AIRLINES = [
  { code: 'VN', name: 'Vietnam Airlines', nameVi: 'Vietnam Airlines', brand: 'VN' },
  { code: 'VJ', name: 'Vietjet Air', nameVi: 'Vietjet Air', brand: 'VJ' },
  { code: 'QH', name: 'Bamboo Airways', nameVi: 'Bamboo Airways', brand: 'QH' },
  { code: 'JQ', name: 'Jetstar Pacific', nameVi: 'Jetstar Pacific', brand: 'JQ' },
  { code: 'BL', name: 'Pacific Airlines', nameVi: 'Pacific Airlines', brand: 'JQ' },
] as const;
