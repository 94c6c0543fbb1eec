import { z } from 'zod';
import { COMBO_BOOK_AHEAD_DAYS } from '../rules/book-ahead';
import data from './catalogue.json';

/**
 * The seeded deal catalogue as data: categories, and the deals placed on the seed's hotels by the airport of
 * their province (features/deals/seed.ts picks the hotels). Prices are integer VND.
 * The catalogue is catalogue.json, checked by the schemas when loaded (data is JSON, as the regions' seed is: record 095).
 */

const seedCategorySchema = z.object({ slug: z.string(), type: z.enum(['voucher', 'combo']), nameVi: z.string(), nameEn: z.string() });
export type SeedCategory = z.infer<typeof seedCategorySchema>;

const textItemSchema = z.object({ vi: z.string(), en: z.string() });
const seedPriceSchema = z.object({
  nameVi: z.string(),
  nameEn: z.string(),
  listPrice: z.number().int(),
  sellPrice: z.number().int(),
  /** what one voucher of this option pays (null: the deal's, e.g. a combo's stay) */
  roomNights: z.number().int().nullable(),
});
const seedDealSchema = z.object({
  category: z.string(),
  comboType: z.string().nullable(),
  /** the airport whose province the hotel is in; a combo flies there */
  airport: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  roomNights: z.number().int(),
  quantityTotal: z.number().int(),
  quantitySold: z.number().int(),
  maxPerOrder: z.number().int(),
  /** days from today the sale ends */
  saleDays: z.number().int(),
  /** combo: the adults the package is for (deal_flights.adult_number) */
  adults: z.number().int(),
  prices: z.array(seedPriceSchema).readonly(),
  services: z.array(textItemSchema).readonly(),
  addons: z.array(textItemSchema).readonly(),
  images: z.number().int(),
  hidden: z.boolean().optional(),
  /**
   * A deal named after a hotel brand sells a hotel of that brand near its airport; when the seed has none there, it
   * is seeded under `unbranded` instead (its name without the brand, in the generic combo category).
   */
  brand: z
    .object({
      name: z.string(),
      unbranded: z.object({ nameVi: z.string(), nameEn: z.string(), category: z.string(), comboType: z.string() }),
    })
    .optional(),
});
export type SeedDeal = z.infer<typeof seedDealSchema>;

const catalogue = z.object({ categories: z.array(seedCategorySchema), deals: z.array(seedDealSchema) }).parse(data);

export const DEAL_CATEGORIES: readonly SeedCategory[] = catalogue.categories;

export const SEED_DEALS: readonly SeedDeal[] = catalogue.deals;

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
