import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/db/client';
import { localized } from '@/lib/i18n/localized';
import { screenTypeSchema, type Banner, type BannerQuery } from '../schemas';
import { inSeason, seasonDay, seasonOf } from '../season';

/**
 * Active banners at a position, in season today in Vietnam (features/content/season.ts), with their medias in
 * the requested language; unknown position -> [].
 */
export async function listBanners({ position, lang }: BannerQuery, now: Date = new Date()): Promise<Banner[]> {
  const db = await getDb();
  // an aggregate (json_agg): each banner with its medias in one round trip
  const rows = await queryRows<{
    id: number;
    url: string | null;
    is_open_new_tab: boolean;
    season_start: string | null;
    season_end: string | null;
    medias: MediaJson[] | null;
  }>(
    db,
    sql`select b.id, b.url, b.is_open_new_tab, b.season_start, b.season_end,
               json_agg(json_build_object('screen_type', m.screen_type, 'url', m.url, 'width', m.width, 'height', m.height,
                 'title_vi', m.title_vi, 'title_en', m.title_en, 'alt_vi', m.alt_vi, 'alt_en', m.alt_en) order by m.id)
                 filter (where m.id is not null) as medias
        from banners b left join banner_medias m on m.banner_id = b.id
        where b.position = ${position} and b.active
        group by b.id order by b.sort_order, b.id`,
  );
  const day = seasonDay(now);
  return rows
    .filter((banner) => inSeason(seasonOf(banner.season_start, banner.season_end), day))
    .map((banner) => ({
      id: banner.id,
      url: banner.url,
      is_open_new_tab: banner.is_open_new_tab,
      medias: (banner.medias ?? []).flatMap((m) => {
        const screenType = screenTypeSchema.safeParse(m.screen_type);
        if (!screenType.success) return [];
        return [
          {
            screen_type: screenType.data,
            url: m.url,
            width: m.width,
            height: m.height,
            // null when neither language has one (a media without alt text), as the API documents
            title: localized({ vi: m.title_vi, en: m.title_en }, lang) || null,
            alt: localized({ vi: m.alt_vi, en: m.alt_en }, lang) || null,
          },
        ];
      }),
    }));
}

type MediaJson = {
  screen_type: string;
  url: string;
  width: number;
  height: number;
  title_vi: string | null;
  title_en: string | null;
  alt_vi: string | null;
  alt_en: string | null;
};
