import { stripDiacritics } from '@/lib/text/search-key';

/** The banks' registered English names, by bank code (the State Bank's list); the tables keep the Vietnamese ones. */
const BANK_NAMES_EN: Readonly<Record<string, string>> = {
  VCB: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
  CTG: 'Vietnam Joint Stock Commercial Bank for Industry and Trade',
  BIDV: 'Joint Stock Commercial Bank for Investment and Development of Vietnam',
  TCB: 'Vietnam Technological and Commercial Joint Stock Bank',
  MB: 'Military Commercial Joint Stock Bank',
  ACB: 'Asia Commercial Joint Stock Bank',
  VPB: 'Vietnam Prosperity Joint Stock Commercial Bank',
  TPB: 'Tien Phong Commercial Joint Stock Bank',
  STB: 'Saigon Thuong Tin Commercial Joint Stock Bank',
  VBA: 'Vietnam Bank for Agriculture and Rural Development',
  VIB: 'Vietnam International Commercial Joint Stock Bank',
  HDB: 'Ho Chi Minh City Development Joint Stock Commercial Bank',
};

/** Places in branch names as English writes them; any other loses its accents ("Đồng Nai" → "Dong Nai"). */
const PLACES_EN: Readonly<Record<string, string>> = {
  'Hà Nội': 'Hanoi',
  'TP. Hồ Chí Minh': 'Ho Chi Minh City',
  'Hồ Chí Minh': 'Ho Chi Minh City',
  'Thừa Thiên Huế': 'Hue',
};

const placeEn = (place: string) => PLACES_EN[place.trim()] ?? stripDiacritics(place.trim());

/** A bank's English name: its registered one, else its short name (a Latin brand: "Vietcombank"). */
export const bankNameEn = (bank: { code: string; shortName: string }) => BANK_NAMES_EN[bank.code] ?? bank.shortName;

/** A branch's English name: "Vietcombank chi nhánh Hà Nội" → "Vietcombank Hanoi Branch", "Chi nhánh Hồ Chí Minh" → "Ho Chi Minh City Branch". */
export function branchNameEn(name: string): string {
  const match = /^(.*?)\s*chi nhánh\s+(.+)$/iu.exec(name.trim());
  if (!match) return stripDiacritics(name);
  return [match[1], placeEn(match[2]!), 'Branch'].filter(Boolean).join(' ');
}
