import { describe, expect, it } from 'vitest';
import type { DealDetail } from '../schemas';
import { dealJsonLd } from './deal-json-ld';

const option = (id: number, sell: number) => ({ id, name: `Gói ${id}`, list_price: sell * 2, sell_price: sell, discount_percent: 50, room_nights: null });
const DEAL: DealDetail = {
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
  from_price: option(11, 1_000_000),
  price_per_adult: 1_000_000,
  adult_number: 1,
  quantity_left: 3,
  sold_out: false,
  // 00:30 on 1 February in Vietnam
  sale_ends_at: '2027-01-31T17:30:00.000Z',
  sale_starts_at: '2026-10-31T17:00:00.000Z',
  details: '',
  image_deal: [],
  package_services: [],
  package_addons: [],
  price_deal: [option(11, 1_000_000), option(12, 1_500_000)],
  flights: [],
  valid_from: '2026-12-01',
  valid_to: '2027-03-31',
  max_per_order: 5,
  on_sale: true,
};
const where = { url: 'https://example.vn/deals/voucher-2-dem-da-nang-7', origin: 'https://example.vn' };

describe('deal JSON-LD', () => {
  it('a voucher: one Offer per option, from the sale start, valid until the sale end day in Vietnam time', () => {
    const offers = dealJsonLd(DEAL, where).offers as Record<string, unknown>[];
    expect(offers.map((o) => o.price)).toEqual([1_000_000, 1_500_000]);
    expect(offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'VND', validFrom: '2026-10-31T17:00:00.000Z', priceValidUntil: '2027-02-01' });
  });

  it('a combo: one AggregateOffer from the card price (per adult, the calendar\'s lowest), no option price', () => {
    const combo: DealDetail = { ...DEAL, deal_type: 'combo', adult_number: 2, price_per_adult: 2_345_000 };
    const offers = dealJsonLd(combo, where).offers;
    expect(offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 2_345_000,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-10-31T17:00:00.000Z',
      priceValidUntil: '2027-02-01',
      url: where.url,
    });
  });
});
