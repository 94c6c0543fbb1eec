import 'server-only';
import { bannerMedias, banners } from '@/features/content/db';
import { insertChunks, syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';
import type { Season } from './season';
import { seedContentPosts } from './seed-posts';

/**
 * Banners: on the home slideshow 2 all year, 3 seasonal (summer, Sa Pa's rice harvest, Tet and the year's end:
 * whatever the day, the ones in season show) and 1 inactive; 1 at 'hotel_top'. 4 medias each pointing at
 * public/banners/<art>-<screen>.svg. public/banners/fallback.svg is the static fallback (no row).
 */

const SCREENS = [
  { type: 'WIDESCREEN', file: 'widescreen', width: 1920 },
  { type: 'DESKTOP', file: 'desktop', width: 1366 },
  { type: 'TABLET', file: 'tablet', width: 992 },
  { type: 'MOBILE', file: 'mobile', width: 780 },
] as const;
const BANNER_HEIGHT = 250;

type BannerSeed = {
  slug: string;
  /** the SVGs' name when not the slug */
  art?: string;
  /** MM-DD to MM-DD in Vietnam time, every year (features/content/season.ts); none: all year */
  season?: Season;
  position: string;
  url: string | null;
  isOpenNewTab: boolean;
  active: boolean;
  title: { vi: string; en: string };
  alt: { vi: string; en: string };
  /** screen type whose media has no alt text (exercises the fallback label) */
  withoutAlt?: (typeof SCREENS)[number]['type'];
};

export const BANNERS: readonly BannerSeed[] = [
  {
    slug: 'summer-sale',
    position: 'home_slideshow',
    url: '/deals',
    isOpenNewTab: false,
    active: true,
    season: { start: '06-01', end: '08-31' },
    title: { vi: 'Ưu đãi hè rực rỡ – giảm đến 40%', en: 'Summer sale – up to 40% off' },
    alt: { vi: 'Bãi biển xanh, thuyền buồm và hàng dừa ngày hè', en: 'Blue sea, a sailing boat and palm trees in summer' },
  },
  {
    slug: 'ha-long-bay',
    position: 'home_slideshow',
    url: '/khach-san',
    isOpenNewTab: true,
    active: true,
    title: { vi: 'Kỳ quan Vịnh Hạ Long', en: 'Ha Long Bay, a natural wonder' },
    alt: { vi: 'Thuyền buồm giữa các đảo đá vôi trên Vịnh Hạ Long', en: 'A junk boat among limestone islands in Ha Long Bay' },
  },
  {
    slug: 'hoi-an-lanterns',
    position: 'home_slideshow',
    url: null,
    isOpenNewTab: false,
    active: true,
    title: { vi: 'Phố cổ Hội An lung linh đèn lồng', en: 'Hoi An old town by lantern light' },
    alt: { vi: 'Đèn lồng nhiều màu trên phố cổ Hội An về đêm', en: 'Colourful lanterns over Hoi An old town at night' },
    withoutAlt: 'MOBILE',
  },
  {
    slug: 'sapa-terraces',
    position: 'home_slideshow',
    url: '/combo',
    isOpenNewTab: false,
    active: true,
    season: { start: '09-01', end: '10-31' },
    title: { vi: 'Mùa lúa chín Sa Pa', en: 'Golden rice season in Sa Pa' },
    alt: { vi: 'Ruộng bậc thang và núi đồi Sa Pa', en: 'Rice terraces and mountains in Sa Pa' },
  },
  {
    slug: 'tet-holiday',
    position: 'home_slideshow',
    url: '/deals',
    isOpenNewTab: false,
    active: true,
    season: { start: '12-01', end: '02-20' },
    title: { vi: 'Ưu đãi Tết & cuối năm – đặt sớm giá tốt', en: 'Year-end and Tet deals – book early, pay less' },
    alt: { vi: 'Cành mai vàng ngày Tết', en: 'Yellow apricot blossoms for Tet' },
  },
  {
    slug: 'member-deal',
    position: 'hotel_top',
    url: '/khach-san',
    isOpenNewTab: false,
    active: true,
    title: { vi: 'Thành viên giảm thêm 10%', en: 'Members save an extra 10%' },
    alt: { vi: 'Đường chân trời thành phố về đêm', en: 'A city skyline at night' },
  },
  {
    slug: 'flash-sale-paused',
    art: 'summer-sale',
    position: 'home_slideshow',
    url: '/deals',
    isOpenNewTab: false,
    active: false,
    title: { vi: 'Giờ vàng giá sốc (tạm dừng)', en: 'Flash sale (paused)' },
    alt: { vi: 'Bãi biển xanh, thuyền buồm và hàng dừa', en: 'Blue sea, a sailing boat and palm trees' },
  },
];

export async function seedContent(ctx: SeedContext): Promise<void> {
  const bannerRows = BANNERS.map((b, i) => ({
    id: i + 1,
    position: b.position,
    url: b.url,
    isOpenNewTab: b.isOpenNewTab,
    sortOrder: i + 1,
    active: b.active,
    seasonStart: b.season?.start ?? null,
    seasonEnd: b.season?.end ?? null,
  }));
  const mediaRows = BANNERS.flatMap((b, i) =>
    SCREENS.map((s, j) => {
      const noAlt = b.withoutAlt === s.type;
      return {
        id: i * SCREENS.length + j + 1,
        bannerId: i + 1,
        screenType: s.type,
        url: `/banners/${b.art ?? b.slug}-${s.file}.svg`,
        width: s.width,
        height: BANNER_HEIGHT,
        titleVi: b.title.vi,
        titleEn: b.title.en,
        altVi: noAlt ? null : b.alt.vi,
        altEn: noAlt ? null : b.alt.en,
      };
    }),
  );
  await ctx.handle.db.transaction(async (tx) => {
    await insertChunks(tx, banners, bannerRows);
    await insertChunks(tx, bannerMedias, mediaRows);
    await syncSerial(tx, 'banners');
    await syncSerial(tx, 'banner_medias');
  });
  const posts = await seedContentPosts(ctx.handle.db);
  ctx.log(`content: ${bannerRows.length} banners, ${mediaRows.length} medias, ${posts} promotions, posts and articles`);
}
export { ensureContentPosts } from './seed-posts';
