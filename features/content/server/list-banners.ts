import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bannerMedias, banners } from '../db';
import { screenTypeSchema, type Banner, type BannerQuery } from '../schemas';

/** Active banners at a position with their medias in the requested language; unknown position -> []. */
export async function listBanners({ position, lang }: BannerQuery): Promise<Banner[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.position, position), eq(banners.active, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  if (rows.length === 0) return [];

  const medias = await db
    .select()
    .from(bannerMedias)
    .where(inArray(bannerMedias.bannerId, rows.map((b) => b.id)))
    .orderBy(asc(bannerMedias.id));

  return rows.map((banner) => ({
    id: banner.id,
    url: banner.url,
    is_open_new_tab: banner.isOpenNewTab,
    medias: medias
      .filter((m) => m.bannerId === banner.id)
      .flatMap((m) => {
        const screenType = screenTypeSchema.safeParse(m.screenType);
        if (!screenType.success) return [];
        return [
          {
            screen_type: screenType.data,
            url: m.url,
            width: m.width,
            height: m.height,
            title: (lang === 'en' ? m.titleEn : m.titleVi) ?? m.titleVi,
            alt: (lang === 'en' ? m.altEn : m.altVi) ?? m.altVi,
          },
        ];
      }),
  }));
}
