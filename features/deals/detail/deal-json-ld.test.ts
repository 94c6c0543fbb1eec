import { describe, expect, it } from 'vitest';
import type { DealDetail } from '../schemas';
import { dealDetailFixture } from '../deal-fixture';
import { dealJsonLd } from './deal-json-ld';

// the sale ends 00:30 on 1 February in Vietnam
const DEAL: DealDetail = dealDetailFixture({
  sale_ends_at: '2027-01-31T17:30:00.000Z',
  sale_starts_at: '2026-10-31T17:00:00.000Z',
  details: '',
});
const where = { url: 'https://example.vn/deals/voucher-2-dem-da-nang-7', origin: 'https://example.vn' };

describe('deal JSON-LD', () => {
  it('a voucher: one Offer per option, from the sale start, valid until the sale end day in Vietnam time', () => {
    const offers = dealJsonLd(DEAL, where).offers as Record<string, unknown>[];
    expect(offers.map((o) => o.price)).toEqual([1_000_000, 1_500_000]);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'VND',
      validFrom: '2026-10-31T17:00:00.000Z',
      priceValidUntil: '2027-02-01',
    });
  });

  it("a combo: one AggregateOffer from the card price (per adult, the calendar's lowest), no option price", () => {
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
