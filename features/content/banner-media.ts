import type { Banner, BannerMedia, ScreenType } from './schemas';

/**
 * Spec 3: WIDESCREEN for large screens, DESKTOP for medium, TABLET for small, MOBILE for extra small,
 * read as antd's grid breakpoints lg (>= 992), md (>= 768), sm (>= 576) and xs. Widest first.
 */
export const SCREEN_BREAKPOINTS: readonly { type: ScreenType; minWidth: number }[] = [
  { type: 'WIDESCREEN', minWidth: 992 },
  { type: 'DESKTOP', minWidth: 768 },
  { type: 'TABLET', minWidth: 576 },
  { type: 'MOBILE', minWidth: 0 },
];

const ORDER: ScreenType[] = SCREEN_BREAKPOINTS.map((b) => b.type);

export function screenTypeForWidth(viewportWidth: number): ScreenType {
  return (SCREEN_BREAKPOINTS.find((b) => viewportWidth >= b.minWidth) ?? SCREEN_BREAKPOINTS[3]!).type;
}

/** The media for a screen type, or the nearest one that exists (narrower first, then wider). */
export function mediaForScreen(medias: readonly BannerMedia[], type: ScreenType): BannerMedia | undefined {
  const exact = medias.find((m) => m.screen_type === type);
  if (exact) return exact;
  const index = ORDER.indexOf(type);
  const byDistance = [...medias].sort((a, b) => {
    const da = ORDER.indexOf(a.screen_type) - index;
    const db = ORDER.indexOf(b.screen_type) - index;
    return Math.abs(da) - Math.abs(db) || db - da;
  });
  return byDistance[0];
}

export function mediaForWidth(medias: readonly BannerMedia[], viewportWidth: number): BannerMedia | undefined {
  return mediaForScreen(medias, screenTypeForWidth(viewportWidth));
}

/** <picture> sources: one per breakpoint, widest first, each with the media chosen for it. */
export function pictureSources(medias: readonly BannerMedia[]): { media: string; src: string }[] {
  return SCREEN_BREAKPOINTS.filter((b) => b.minWidth > 0).flatMap((b) => {
    const media = mediaForScreen(medias, b.type);
    return media ? [{ media: `(min-width: ${b.minWidth}px)`, src: media.url }] : [];
  });
}

/**
 * Alt text of the media shown on a screen type; a missing alt falls back to the fixed banner label (spec 3),
 * never to the title, which the slide already shows as live text.
 */
export function bannerAlt(media: BannerMedia | undefined, fallbackLabel: string): string {
  return media?.alt?.trim() || fallbackLabel;
}

/** A banner is a link only when it opens in a new tab and has a url (spec 4). */
export function bannerLink(banner: Banner): string | null {
  return banner.is_open_new_tab && banner.url ? banner.url : null;
}
