import type { DealDetail, DealPrice } from './schemas';

/** A price option for tests: 50% off a list price of twice the sell price. */
const dealOption = (id: number, sell: number): DealPrice => ({
  id,
  name: `Gói ${id}`,
  list_price: sell * 2,
  sell_price: sell,
  discount_percent: 50,
  room_nights: null,
});

/** A voucher deal on sale (2 nights in Đà Nẵng, 3 left, two options), for component and unit tests. */
export const dealDetailFixture = (over: Partial<DealDetail> = {}): DealDetail => ({
  id: 7,
  name: 'Voucher 2 đêm Đà Nẵng',
  path: '/deals/voucher-2-dem-da-nang-7',
  deal_type: 'voucher',
  combo_type: null,
  category: { id: 1, slug: 'bien', name: 'Biển' },
  summary: 'Hai đêm',
  thumbnail: '/media/deals/7-thumb.svg',
  thumbnail_alt: '',
  hotel: { id: 3, name: 'Khách sạn Biển', star_rate: 4, address: 'Đà Nẵng' },
  room_nights: 2,
  from_price: dealOption(11, 1_000_000),
  price_per_adult: 1_000_000,
  adult_number: 1,
  quantity_left: 3,
  sold_out: false,
  sale_ends_at: '2027-01-31T16:59:59.000Z',
  sale_starts_at: '2026-11-01T00:00:00.000Z',
  details: '<p>Chi tiết</p>',
  image_deal: [],
  package_services: [],
  package_addons: [],
  price_deal: [dealOption(11, 1_000_000), dealOption(12, 1_500_000)],
  flights: [],
  valid_from: '2026-12-01',
  valid_to: '2027-03-31',
  max_per_order: 5,
  on_sale: true,
  book_ahead_days: 0,
  first_departure_date: '2026-12-01',
  ...over,
});
