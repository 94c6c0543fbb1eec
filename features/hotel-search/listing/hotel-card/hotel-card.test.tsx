import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import type { HotelListItem } from '../../schemas';
import { listItem } from '../test-fixtures';
import { HotelCard, type HotelCardProps } from './hotel-card';
import { toCardHotel, type CardContext } from './card-hotel';
import { ViewerContext, type Viewer } from '../viewer';
import { PriceModeProvider } from '../price-mode-context';
import { TestProviders } from '@/tests/helpers/render-with-providers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/khach-san/da-nang',
  useSearchParams: () => new URLSearchParams('checkInDate=01-12-2026&nights=2'),
}));

type Setup = Omit<HotelCardProps, 'hotel' | 'nights'> & CardContext;
const baseProps: Setup = {
  lang: 'vi',
  stay: { checkIn: '2026-12-01', nights: 2 },
  isDomestic: true,
  keyword: 'da-nang',
  regionId: 7,
  index: 0,
  ssoBaseUrl: '/sso',
};

/** The card as the listing renders it: the list item made a card hotel for the search (toCardHotel). */
function card(hotel: Partial<HotelListItem> = {}, props: Partial<Setup> & { lang?: Lang; viewer?: Viewer } = {}) {
  const { viewer = { kind: 'guest' }, ...rest } = props;
  const { stay, keyword, regionId, ...all } = { ...baseProps, ...rest };
  const shown = toCardHotel(listItem(hotel), { lang: all.lang, stay, isDomestic: all.isDomestic, keyword, regionId });
  return (
    <TestProviders lang={all.lang}>
      <ViewerContext.Provider value={viewer}>
        <HotelCard {...all} nights={stay.nights} hotel={shown} />
      </ViewerContext.Provider>
    </TestProviders>
  );
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('HotelCard: text by language', () => {
  it('shows the Vietnamese name and address in Vietnamese', () => {
    render(card());
    expect(screen.getByRole('heading', { name: 'Khách sạn Gió Biển' })).toBeInTheDocument();
    expect(screen.getByTestId('hotel-address')).toHaveTextContent('12 Võ Nguyên Giáp, Sơn Trà, Đà Nẵng');
  });

  it('shows the English name and address in English', () => {
    render(card({}, { lang: 'en' }));
    expect(screen.getByRole('heading', { name: 'Sea Breeze Hotel' })).toBeInTheDocument();
    expect(screen.getByTestId('hotel-address')).toHaveTextContent('12 Vo Nguyen Giap, Son Tra, Da Nang');
  });

  it('renders its full content on the server (no JS needed for the name, address and price)', () => {
    const html = renderToString(card());
    expect(html).toContain('Khách sạn Gió Biển');
    expect(html).toContain('Sơn Trà');
    expect(html).toContain('1.100.000 ₫');
    expect(html).toContain('target="_blank"');
  });
});

describe('HotelCard: review badge', () => {
  it('labels 8.6 "Tuyệt vời" and 8.59 "Rất tốt", with the count', () => {
    const { unmount } = render(card({ review_point: 8.6, count_reviews: 120 }));
    expect(screen.getByTestId('review-badge')).toHaveTextContent('Tuyệt vời');
    expect(screen.getByTestId('review-count')).toHaveTextContent('120 đánh giá');
    unmount();
    render(card({ review_point: 8.59 }));
    expect(screen.getByTestId('review-badge')).toHaveTextContent('Rất tốt');
  });

  it('shows no count when there are no reviews', () => {
    render(card({ review_point: 9.5, count_reviews: 0 }));
    expect(screen.getByTestId('review-badge')).toHaveTextContent('Xuất sắc');
    expect(screen.queryByTestId('review-count')).toBeNull();
  });
});

describe('HotelCard: facilities, stock and badge', () => {
  const facilities = ['parking', 'wifi', 'pool', 'restaurant', 'spa', 'tenis', 'laundry', 'golf'].map((key) => ({ key, group_name: key }));

  it('shows 6 named facility icons and the overflow count', () => {
    render(card({ groupFacilities: facilities }));
    expect(screen.getAllByRole('img', { name: /./ }).filter((el) => el.tagName === 'svg')).toHaveLength(6);
    expect(screen.getByRole('img', { name: 'Hồ bơi' })).toBeInTheDocument();
    expect(screen.getByTestId('facility-overflow')).toHaveTextContent('+2');
  });

  it('shows no overflow count for 6 facilities', () => {
    render(card({ groupFacilities: facilities.slice(0, 6) }));
    expect(screen.queryByTestId('facility-overflow')).toBeNull();
  });

  it('shows the low-stock line for a domestic hotel with 5 rooms or fewer', () => {
    render(card({ rooms_available: 5 }));
    expect(screen.getByTestId('low-stock')).toHaveTextContent('Chỉ còn 5 phòng');
  });

  it('shows no low-stock line above 5 rooms or for an international hotel', () => {
    const { unmount } = render(card({ rooms_available: 6 }));
    expect(screen.queryByTestId('low-stock')).toBeNull();
    unmount();
    render(card({ rooms_available: 2, country_code: 'TH' }, { isDomestic: false }));
    expect(screen.queryByTestId('low-stock')).toBeNull();
  });

  it('shows the sold-out state instead of a price', () => {
    render(card({ rooms_available: 0, is_sold_out: true }));
    expect(screen.getByTestId('hotel-sold-out')).toHaveTextContent('Hết phòng');
    expect(screen.queryByTestId('hotel-price')).toBeNull();
    expect(screen.queryByTestId('low-stock')).toBeNull();
  });

  it('puts the big-sale sticker before top hotel and free cancellation', () => {
    const { unmount } = render(card({ tags: ['top-hotel', 'big-sale', 'special-hotel'], free_cancel_24h: true }));
    expect(screen.getByTestId('hotel-badge')).toHaveTextContent('Siêu sale');
    expect(screen.getByTestId('tag-special-hotel')).toHaveTextContent('Khách sạn đặc biệt');
    expect(screen.queryByTestId('tag-big-sale')).toBeNull();
    unmount();
    render(card({ tags: [], free_cancel_24h: true }));
    expect(screen.getByTestId('hotel-badge')).toHaveTextContent('Miễn phí hủy trước 24h');
  });
});

describe('HotelCard: offer tags', () => {
  it('shows breakfast as a chip and free cancellation once, as the badge', () => {
    render(card({ tags: ['free-cancellation', 'breakfast-included'], free_cancel_24h: true }));
    expect(screen.getByTestId('hotel-badge')).toHaveTextContent('Miễn phí hủy trước 24h');
    expect(screen.getByTestId('tag-breakfast-included')).toHaveTextContent('Bao gồm bữa sáng');
    expect(screen.queryByTestId('tag-free-cancellation')).toBeNull();
  });

  it('shows free cancellation as a chip when the badge says something else, in English too', () => {
    render(card({ tags: ['big-sale', 'free-cancellation'], free_cancel_24h: true }, { lang: 'en' }));
    expect(screen.getByTestId('hotel-badge')).toHaveTextContent('Big sale');
    expect(screen.getByTestId('tag-free-cancellation')).toHaveTextContent('Free cancellation');
  });

  it('shows nothing for a COVID-era tag left in an old database', () => {
    render(card({ tags: ['covid-free-cancel'] }));
    expect(screen.queryByRole('list', { name: 'Đặc điểm' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/covid/i);
  });
});

describe('HotelCard: price and member teaser', () => {
  const discounted = {
    discount: { has_discount: true, total: { strikethrough: 4_400_000, percent: 50 }, nightly: { strikethrough: 2_200_000, percent: 50 } },
    show_prices: {
      promotion: { show: false, title: null },
      mobile_rate: { show: false, percent: 0 },
      member_discount: { show: true, percent: 10, nightly: 990_000, total: 1_980_000 },
    },
    // the rate a member pays least for: here the public one, 2 nights, 10 % member discount
    member_rate: {
      rate_plan_id: 7,
      nights: 2,
      rooms_available: 3,
      total: { inclusive: 2_200_000, exclusive: 2_000_000 },
      member_percent: 10,
      mobile_percent: 0,
    },
  };
  const totalMode = (node: React.ReactElement) => (
    <PriceModeProvider initial={{ isPriceOneNight: false, isShowFinalPriceHotel: true }}>{node}</PriceModeProvider>
  );

  it('shows the nightly price with VAT and fees, the struck-through price and the percent', () => {
    render(card(discounted));
    expect(screen.getByTestId('price-amount')).toHaveTextContent('1.100.000 ₫');
    expect(screen.getByTestId('price-strikethrough')).toHaveTextContent('2.200.000 ₫');
    expect(screen.getByTestId('discount-percent')).toHaveTextContent('Giảm 50%');
    expect(screen.getByText('Giá mỗi đêm đã gồm thuế và phí')).toBeInTheDocument();
  });

  it('shows the discount once, beside the struck-through price, even when the promotion title says it too', () => {
    const promoted = {
      ...discounted,
      discount: {
        has_discount: true,
        total: { strikethrough: 2_933_333, percent: 25 },
        nightly: { strikethrough: 1_466_667, percent: 25 },
      },
      show_prices: { ...discounted.show_prices, promotion: { show: true, title: '-25%' } },
    };
    for (const lang of ['vi', 'en'] as const) {
      const { unmount } = render(card(promoted, { lang }));
      const price = screen.getByTestId('hotel-price');
      expect(price.textContent?.match(/25\s?%/g)).toHaveLength(1);
      expect(screen.getByTestId('discount-percent')).toHaveTextContent(lang === 'vi' ? 'Giảm 25%' : '25% off');
      expect(screen.getByTestId('discount-percent').nextElementSibling).toBe(screen.getByTestId('price-strikethrough'));
      unmount();
    }
  });

  it('teases the member price to a guest with a login link back to this page', () => {
    render(card(discounted));
    // issue 33: the teaser names its unit, the card's
    expect(screen.getByTestId('member-teaser')).toHaveTextContent('Chỉ còn 990.000 ₫ /đêm, đã gồm thuế phí');
    const href = screen.getByRole('link', { name: 'Đăng nhập để nhận giá thành viên' }).getAttribute('href') ?? '';
    expect(href.startsWith('/sso/login?callbackUrl=')).toBe(true);
    expect(decodeURIComponent(href.split('callbackUrl=')[1] ?? '')).toBe(
      'http://localhost:3000/khach-san/da-nang?checkInDate=01-12-2026&nights=2',
    );
  });

  it('shows no teaser and the public price to a signed-in visitor who is not a confirmed member', () => {
    render(card(discounted, { viewer: { kind: 'signed-in', rates: null } }));
    expect(screen.queryByTestId('member-teaser')).toBeNull();
    expect(screen.queryByTestId('member-price')).toBeNull();
    expect(screen.getByTestId('price-amount')).toHaveTextContent('1.100.000 ₫');
  });

  it('shows a confirmed member their own price, the public one struck through, and what made it', () => {
    render(card(discounted, { viewer: { kind: 'signed-in', rates: { loyaltyDiscountPercent: 2 } } }));
    expect(screen.queryByTestId('member-teaser')).toBeNull();
    // 1,100,000 less 10% (member) less 2% (level)
    expect(screen.getByTestId('price-amount')).toHaveTextContent('970.200 ₫');
    expect(screen.getByTestId('price-strikethrough')).toHaveTextContent('1.100.000 ₫');
    // the struck-through price is the public one, named as the hotel page names it (issue 34: "Giá gốc" here)
    expect(screen.getByTestId('price-strikethrough')).toHaveTextContent('Giá công khai');
    expect(screen.getByTestId('discount-percent')).toHaveTextContent('Giảm 12%');
    expect(screen.getByTestId('member-price')).toHaveTextContent('Giá thành viên Thành viên −10% · Ưu đãi hạng −2%');
    expect(screen.getByTestId('price-strikethrough-unit')).toHaveTextContent('/đêm');
  });

  it("keeps a member's struck-through public price in the card's unit when it shows the whole stay", () => {
    render(totalMode(card(discounted, { viewer: { kind: 'signed-in', rates: { loyaltyDiscountPercent: 2 } } })));
    // 2,200,000 for 2 nights less 10% and 2%: the stay beside the stay, never the stay beside a night
    expect(screen.getByTestId('price-amount')).toHaveTextContent('1.940.400 ₫');
    expect(screen.getByTestId('price-strikethrough')).toHaveTextContent('2.200.000 ₫');
    expect(screen.getByTestId('price-strikethrough-unit')).toHaveTextContent('tổng 2 đêm');
    expect(screen.getByTestId('discount-percent')).toHaveTextContent('Giảm 12%');
  });

  it("teases a guest in the card's unit when it shows the whole stay, in English too", () => {
    render(totalMode(card(discounted)));
    expect(screen.getByTestId('price-amount')).toHaveTextContent('2.200.000 ₫');
    expect(screen.getByTestId('member-teaser')).toHaveTextContent('Chỉ còn 1.980.000 ₫ tổng 2 đêm, đã gồm thuế phí');
  });

  it('shows the low-stock line of the rate a member is priced at', () => {
    render(card({ ...discounted, rooms_available: 8 }, { viewer: { kind: 'signed-in', rates: { loyaltyDiscountPercent: 0 } } }));
    expect(screen.getByTestId('low-stock')).toHaveTextContent('3');
  });
});

describe('HotelCard: link', () => {
  it('opens the detail page in a new tab on desktop, without keyword for a domestic search', () => {
    render(card());
    const link = screen.getByTestId('hotel-link');
    expect(link).toHaveAttribute('href', '/khach-san/vn/sea-breeze-hotel-42?checkInDate=01-12-2026&nights=2&regionId=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('opens in the same tab on mobile', () => {
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: true })) as typeof window.matchMedia;
    render(card());
    expect(screen.getByTestId('hotel-link')).not.toHaveAttribute('target');
  });

  it('carries the keyword for an international search, in English under /en', () => {
    render(card({ country_code: 'TH' }, { lang: 'en', isDomestic: false, keyword: 'Bangkok', regionId: 9 }));
    expect(screen.getByTestId('hotel-link')).toHaveAttribute(
      'href',
      '/en/khach-san/th/sea-breeze-hotel-42?checkInDate=01-12-2026&nights=2&keyword=Bangkok&regionId=9',
    );
  });

  it('selects the hotel instead of navigating in map mode', async () => {
    const onSelect = vi.fn();
    render(card({}, { mode: 'map', onSelect }));
    const link = screen.getByTestId('hotel-link');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
