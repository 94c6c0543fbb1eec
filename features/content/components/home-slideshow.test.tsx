import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import { TestProviders } from '@/tests/helpers/render-with-providers';
import type { Banner, BannerMedia, ScreenType } from '../schemas';
import { HomeSlideshow } from './home-slideshow';

const SCREENS: ScreenType[] = ['WIDESCREEN', 'DESKTOP', 'TABLET', 'MOBILE'];
const media = (screen_type: ScreenType, alt: string | null): BannerMedia => ({
  screen_type,
  url: `/banners/hoi-an-${screen_type.toLowerCase()}.svg`,
  width: 1000,
  height: 250,
  title: 'Phố cổ Hội An lung linh đèn lồng',
  alt,
});
/** A banner whose media for one screen type has no alt. */
const banner = (withoutAlt: ScreenType): Banner => ({
  id: 3,
  url: null,
  is_open_new_tab: false,
  medias: SCREENS.map((type) => media(type, type === withoutAlt ? null : `Đèn lồng (${type})`)),
});

const realMatchMedia = window.matchMedia;
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false;
    return { ...realMatchMedia(query), matches };
  }) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const FIXED = {
  vi: 'Chủ động cho chuyến đi, không cần chờ đợi. Hành trình tuyệt vời bắt đầu chỉ với một cú nhấp',
  en: 'Take charge of your trip, no more waiting. A great journey starts with a single click',
};
const slideshow = (b: Banner, lang: Lang = 'vi') => (
  <TestProviders lang={lang}>
    <HomeSlideshow banners={[b]} />
  </TestProviders>
);

describe('HomeSlideshow: banner alt text on every screen size', () => {
  const cases: [number, ScreenType][] = [
    [1920, 'WIDESCREEN'],
    [1366, 'WIDESCREEN'],
    [800, 'DESKTOP'],
    [600, 'TABLET'],
    [390, 'MOBILE'],
  ];

  for (const [width, type] of cases) {
    it(`${width} px (${type}): the alt of the media shown, the fixed label of spec 2.1 when it has none`, async () => {
      screenWidth(width);
      const { unmount } = render(slideshow(banner('MOBILE')));
      if (type !== 'MOBILE') expect(await screen.findByRole('img', { name: `Đèn lồng (${type})` })).toBeInTheDocument();
      else expect(await screen.findByRole('img', { name: FIXED.vi })).toBeInTheDocument();
      unmount();
      render(slideshow(banner(type), 'en'));
      expect(await screen.findByRole('img', { name: FIXED.en })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Phố cổ Hội An lung linh đèn lồng' })).toBeNull();
    });
  }
});

describe('HomeSlideshow: the carousel', () => {
  it('makes the slides it hides (and its clones) inert, so their links never take focus', async () => {
    screenWidth(1366);
    const linked = (id: number): Banner => ({ ...banner('MOBILE'), id, url: `https://example.com/deal-${id}`, is_open_new_tab: true });
    const { container } = render(
      <TestProviders lang="vi">
        <HomeSlideshow banners={[linked(1), linked(2), linked(3)]} />
      </TestProviders>,
    );
    await waitFor(() => expect(container.querySelectorAll('.slick-slide').length).toBeGreaterThan(3));
    const state = () =>
      [...container.querySelectorAll('.slick-slide')].map((slide) => ({
        hidden: slide.getAttribute('aria-hidden') === 'true',
        inert: slide.hasAttribute('inert'),
        linked: slide.querySelector('a') !== null,
      }));
    await waitFor(() => expect(state().every((slide) => slide.inert === slide.hidden)).toBe(true));
    expect(state().filter((slide) => slide.hidden && slide.linked).length).toBeGreaterThan(0);
    expect(state().filter((slide) => !slide.hidden)).toHaveLength(1);
  });
});
