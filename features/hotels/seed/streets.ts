import type { Random } from '@/lib/random';
import { stripDiacritics } from '@/lib/text/search-key';

/** Real-sounding street addresses: "45/3 Lê Lợi" (vi) / "45/3 Le Loi Street" (en). */

const VN_STREETS = [
  'Trần Phú',
  'Lê Lợi',
  'Nguyễn Huệ',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Trần Hưng Đạo',
  'Quang Trung',
  'Nguyễn Trãi',
  'Lê Duẩn',
  'Điện Biên Phủ',
  'Hùng Vương',
  'Phan Chu Trinh',
  'Bạch Đằng',
  'Võ Nguyên Giáp',
  'Nguyễn Du',
  'Lê Thánh Tôn',
  'Hoàng Diệu',
  'Trần Quang Khải',
  'Ngô Quyền',
  'Phạm Văn Đồng',
  'Nguyễn Thị Minh Khai',
  'Lý Tự Trọng',
  'Tôn Đức Thắng',
  'Lạc Long Quân',
  'Nguyễn Chí Thanh',
  'Phan Đình Phùng',
  'Lê Hồng Phong',
  'Bà Triệu',
  'Đinh Tiên Hoàng',
  'Nguyễn Tất Thành',
  'Pasteur',
  'Yersin',
  'Trần Nhân Tông',
  'Lê Quý Đôn',
  'Nguyễn Văn Linh',
  'Chu Văn An',
  'Hàm Nghi',
  'Lê Lai',
  'Phạm Ngũ Lão',
  'Nguyễn Đình Chiểu',
  'Võ Thị Sáu',
  'Cách Mạng Tháng Tám',
] as const;
const VN_BEACH_STREETS = ['Trần Phú', 'Võ Nguyên Giáp', 'Hoàng Sa', 'Trường Sa', 'Phạm Văn Đồng', 'Thùy Vân', 'Nguyễn Tất Thành'] as const;

const FOREIGN_STREETS: Record<string, readonly string[]> = {
  TH: ['Sukhumvit Road', 'Silom Road', 'Rama IV Road', 'Charoen Krung Road', 'Beach Road', 'Nimmanhaemin Road'],
  SG: ['Orchard Road', 'Beach Road', 'Marina Boulevard', 'River Valley Road', 'Bencoolen Street'],
  JP: ['Chuo-dori', 'Shinjuku-dori', 'Omotesando', 'Sakaisuji', 'Kawaramachi-dori'],
  KR: ['Teheran-ro', 'Myeongdong-gil', 'Haeundae-ro', 'Sejong-daero', 'Itaewon-ro'],
  MY: ['Jalan Bukit Bintang', 'Jalan Ampang', 'Jalan Sultan Ismail', 'Lebuh Chulia', 'Jalan Batu Ferringhi'],
  ID: ['Jalan Legian', 'Jalan Sunset Road', 'Jalan Monkey Forest', 'Jalan Thamrin', 'Jalan Sudirman'],
  KH: ['Sivatha Boulevard', 'Pub Street', 'Norodom Boulevard', 'Sisowath Quay', 'Street 278'],
  FR: ['Rue de Rivoli', 'Avenue des Champs-Élysées', 'Boulevard Saint-Germain', 'Rue Cler', 'Rue du Faubourg Saint-Honoré'],
};

export type StreetAddress = { vi: string; en: string };

export function streetAddress(rng: Random, countryCode: string, beach: boolean): StreetAddress {
  const number = rng.int(1, rng.chance(0.7) ? 180 : 650);
  if (countryCode !== 'VN') {
    const street = rng.pick(FOREIGN_STREETS[countryCode] ?? ['Main Street', 'Central Avenue', 'Harbour Road']);
    const line = `${number} ${street}`;
    return { vi: line, en: line };
  }
  const street = rng.pick(beach && rng.chance(0.6) ? VN_BEACH_STREETS : VN_STREETS);
  const house = rng.chance(0.15) ? `${number}/${rng.int(1, 40)}` : `${number}`;
  return { vi: `${house} ${street}`, en: `${house} ${stripDiacritics(street)} Street` };
}
