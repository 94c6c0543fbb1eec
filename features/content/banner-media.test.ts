import { describe, expect, it } from 'vitest';
import { bannerAlt, bannerLink, mediaForScreen, mediaForWidth, pictureSources, screenTypeForWidth } from './banner-media';
import type { BannerMedia, ScreenType } from './schemas';

const media = (screen_type: ScreenType, alt: string | null = screen_type): BannerMedia => ({
  screen_type,
  url: `/banners/${screen_type.toLowerCase()}.svg`,
  width: 100,
  height: 250,
  title: null,
  alt,
});
const all = [media('MOBILE'), media('TABLET'), media('DESKTOP'), media('WIDESCREEN')];

describe('banner media by screen size', () => {
  it('maps viewport widths to screen types at each boundary', () => {
    expect(screenTypeForWidth(1920)).toBe('WIDESCREEN');
    expect(screenTypeForWidth(992)).toBe('WIDESCREEN');
    expect(screenTypeForWidth(991)).toBe('DESKTOP');
    expect(screenTypeForWidth(768)).toBe('DESKTOP');
    expect(screenTypeForWidth(767)).toBe('TABLET');
    expect(screenTypeForWidth(576)).toBe('TABLET');
    expect(screenTypeForWidth(575)).toBe('MOBILE');
    expect(screenTypeForWidth(390)).toBe('MOBILE');
  });

  it('picks the matching media', () => {
    expect(mediaForWidth(all, 1366)?.screen_type).toBe('WIDESCREEN');
    expect(mediaForWidth(all, 800)?.screen_type).toBe('DESKTOP');
    expect(mediaForWidth(all, 600)?.screen_type).toBe('TABLET');
    expect(mediaForWidth(all, 390)?.screen_type).toBe('MOBILE');
  });

  it('falls back to the nearest screen type, preferring the narrower', () => {
    expect(mediaForScreen([media('WIDESCREEN'), media('MOBILE')], 'DESKTOP')?.screen_type).toBe('WIDESCREEN');
    expect(mediaForScreen([media('DESKTOP'), media('MOBILE')], 'TABLET')?.screen_type).toBe('MOBILE');
    expect(mediaForScreen([], 'TABLET')).toBeUndefined();
  });

  it('builds picture sources widest first', () => {
    expect(pictureSources(all).map((s) => s.media)).toEqual(['(min-width: 992px)', '(min-width: 768px)', '(min-width: 576px)']);
  });

  it('uses the fixed label when alt is missing', () => {
    expect(bannerAlt(media('MOBILE', null), 'Banner')).toBe('Banner');
    expect(bannerAlt(media('MOBILE', '  '), 'Banner')).toBe('Banner');
    expect(bannerAlt(undefined, 'Banner')).toBe('Banner');
    expect(bannerAlt(media('MOBILE', 'Hạ Long'), 'Banner')).toBe('Hạ Long');
  });

  it('does not use the title as alt: the title is already live text on the slide', () => {
    expect(bannerAlt({ ...media('MOBILE', null), title: 'Phố cổ Hội An' }, 'Banner')).toBe('Banner');
  });

  it('links only banners that open in a new tab and have a url', () => {
    const base = { id: 1, medias: [] };
    expect(bannerLink({ ...base, url: '/deals', is_open_new_tab: true })).toBe('/deals');
    expect(bannerLink({ ...base, url: '/deals', is_open_new_tab: false })).toBeNull();
    expect(bannerLink({ ...base, url: null, is_open_new_tab: true })).toBeNull();
    expect(bannerLink({ ...base, url: '', is_open_new_tab: true })).toBeNull();
  });
});
