import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getServerT } from '@/lib/i18n/server';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { OfferPrice } from './offer-price';
import { offerPrices, type PlanForPricing } from './offer-prices';

const t = getServerT('vi', 'hotelDetail');
// 1,000,000 a night all included, no promotion: member 10 %, mobile 5 %
const plan: PlanForPricing = {
  basePrice: 1_000_000,
  weekendPercent: 0,
  seasonRules: [],
  promotionPercent: 0,
  vatRate: 0,
  vatIncluded: true,
  serviceFeePercent: 0,
  feeIncluded: true,
  memberDiscountPercent: 10,
  mobileRatePercent: 5,
};
const nights = ['2026-12-01', '2026-12-02'];
const loginHref = '/sso/login?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fkhach-san%2Fvn%2Fx-1';
const render = (viewer: Parameters<typeof offerPrices>[2], p: PlanForPricing = plan) =>
  renderWithProviders(<OfferPrice prices={offerPrices(p, nights, viewer)} viewer={viewer} loginHref={loginHref} t={t} />);

describe('OfferPrice (spec 6): every figure names its unit, a struck-through price is in the unit beside it', () => {
  it('shows per night, the stay total and the per-night value without taxes and fees', () => {
    render({ kind: 'signed-in', rates: null });
    expect(screen.getByTestId('offer-night')).toHaveTextContent('1.000.000 ₫ /đêm (đã gồm thuế phí)');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('2.000.000 ₫');
    expect(screen.getByTestId('offer-exclusive')).toHaveTextContent('Chưa gồm thuế phí: 1.000.000 ₫/đêm');
    expect(screen.queryByTestId('offer-list-price')).toBeNull();
  });

  it('teases a guest with what members pay per night, as the headline, and a log-in link back to the page', () => {
    render({ kind: 'guest' });
    // 2 nights x 1,000,000 less 10 % and 5 % = 1,710,000 for the stay: 855,000 a night
    expect(screen.getByTestId('offer-member-teaser')).toHaveTextContent('Chỉ còn 855.000 ₫/đêm');
    expect(screen.getByRole('link', { name: 'Đăng nhập để nhận giá thành viên' })).toHaveAttribute('href', loginHref);
    expect(screen.queryByTestId('offer-member-price')).toBeNull();
  });

  it('gives a confirmed member their own price per night with the public price per night struck through', () => {
    render({ kind: 'signed-in', rates: { loyaltyDiscountPercent: 2 } });
    const price = screen.getByTestId('offer-member-price');
    expect(price.querySelector('del')).toHaveTextContent('1.000.000 ₫/đêm');
    expect(price).toHaveTextContent('Giá thành viên: Thành viên −10% · Giá mobile −5% · Ưu đãi hạng −2%');
    expect(screen.getByTestId('offer-night')).toHaveTextContent('837.900 ₫');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('1.675.800 ₫');
    expect(screen.getByTestId('offer-exclusive')).toHaveTextContent('837.900 ₫/đêm');
    expect(screen.queryByTestId('offer-member-teaser')).toBeNull();
  });

  it('strikes the list price through per night with the percent when promoted; no teaser without a member discount', () => {
    render({ kind: 'guest' }, { ...plan, promotionPercent: 20, memberDiscountPercent: 0 });
    expect(screen.getByTestId('offer-list-price')).toHaveTextContent('1.000.000 ₫/đêm');
    expect(screen.getByTestId('offer-list-price')).toHaveTextContent('−20%');
    expect(screen.getByTestId('offer-night')).toHaveTextContent('800.000 ₫');
    expect(screen.getByTestId('offer-total')).toHaveTextContent('1.600.000 ₫');
    expect(screen.queryByTestId('offer-member-teaser')).toBeNull();
  });
});
