import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getServerT } from '@/lib/i18n/server';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { OfferPrice } from './offer-price';

const t = getServerT('vi', 'hotelDetail');
const offer = { nightlyInclusive: 1_000_000, memberPercent: 10, mobilePercent: 5 };
const loginHref = '/sso/login?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fkhach-san%2Fvn%2Fx-1';

describe('OfferPrice (spec 6)', () => {
  it('teases a guest with what members pay and a log-in link back to the page', () => {
    renderWithProviders(<OfferPrice offer={offer} viewer={{ kind: 'guest' }} loginHref={loginHref} t={t} />);
    expect(screen.getByTestId('offer-member-teaser')).toHaveTextContent('Chỉ còn 855.000 ₫');
    expect(screen.getByRole('link', { name: 'Đăng nhập để nhận giá thành viên' })).toHaveAttribute('href', loginHref);
    expect(screen.queryByTestId('offer-member-price')).toBeNull();
  });

  it('gives a confirmed member their own price with every discount named, and no teaser', () => {
    renderWithProviders(<OfferPrice offer={offer} viewer={{ kind: 'signed-in', rates: { loyaltyDiscountPercent: 2 } }} loginHref={loginHref} t={t} />);
    const price = screen.getByTestId('offer-member-price');
    expect(price).toHaveTextContent('837.900 ₫');
    expect(price.querySelector('del')).toHaveTextContent('1.000.000 ₫');
    expect(price).toHaveTextContent('Giá thành viên: Thành viên −10% · Giá mobile −5% · Ưu đãi hạng −2%');
    expect(screen.queryByTestId('offer-member-teaser')).toBeNull();
  });

  it('shows the public price alone to a signed-in visitor who is not a confirmed member, and to a guest without a member discount', () => {
    const { unmount } = renderWithProviders(<OfferPrice offer={offer} viewer={{ kind: 'signed-in', rates: null }} loginHref={loginHref} t={t} />);
    expect(screen.queryByTestId('offer-member-teaser')).toBeNull();
    expect(screen.queryByTestId('offer-member-price')).toBeNull();
    unmount();
    renderWithProviders(<OfferPrice offer={{ ...offer, memberPercent: 0 }} viewer={{ kind: 'guest' }} loginHref={loginHref} t={t} />);
    expect(screen.queryByTestId('offer-member-teaser')).toBeNull();
  });
});
