import 'server-only';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { contentPosts } from '@/features/content/db';
import type { DatabaseHandle } from '@/lib/db/client';
import type { DbWriter } from '@/lib/db/seed-context';
import { sanitizeRichText } from '@/lib/html/sanitize';
import type { Season } from './season';
import { FOOD_POSTS, foodBody } from './seed-food';
import { GUIDES } from './seed-guides';

/**
 * Promotions, posts and articles of the blog endpoints and /cam-nang, in Vietnamese and English, with fixed dates
 * (deterministic): 6 promotions all year and 3 seasonal ones (summer, Sa Pa's harvest, Tet and the year's end),
 * one ended and one inactive so the lists' filters show; a food post and a travel guide for each of 6 cities,
 * each written for its city (seed-food.ts, seed-guides.ts) with a picture of its subject and its alt text.
 * Images are local 780x250 SVGs under public/banners (no remote URL).
 */

type Text = { vi: string; en: string };
type PostSeed = {
  slug: string;
  kind: 'promotion' | 'post' | 'article';
  image: string;
  imageAlt: Text;
  link?: string;
  title: Text;
  excerpt: Text;
  body: Text;
  ended?: boolean;
  inactive?: boolean;
  season?: Season;
  /** a food post's dishes (the unit test checks each is named in both bodies) */
  dishes?: { vi: string[]; en: string[] };
};

/** The seeded cards' image size (the SVGs' own). */
export const CONTENT_IMAGE = { width: 780, height: 250 } as const;

type PromotionSeed = [slug: string, link: string, art: string, title: Text, excerpt: Text, extra?: Partial<PostSeed>];

const ART_ALT: Record<string, Text> = {
  'summer-sale': { vi: 'Bãi biển xanh, thuyền buồm và hàng dừa ngày hè', en: 'Blue sea, a sailing boat and palm trees in summer' },
  'ha-long-bay': { vi: 'Thuyền buồm giữa các đảo đá vôi trên vịnh Hạ Long', en: 'A junk boat among limestone islands in Ha Long Bay' },
  'member-deal': { vi: 'Đường chân trời thành phố về đêm', en: 'A city skyline at night' },
  'sapa-terraces': { vi: 'Ruộng bậc thang và núi đồi Sa Pa', en: 'Rice terraces and mountains in Sa Pa' },
  'hoi-an-lanterns': { vi: 'Đèn lồng nhiều màu trên phố cổ Hội An', en: 'Colourful lanterns over Hoi An old town' },
  'tet-holiday': { vi: 'Cành mai vàng ngày Tết', en: 'Yellow apricot blossoms for Tet' },
  'guide-phu-quoc': {
    vi: 'Hoàng hôn trên biển Phú Quốc với hàng dừa và thuyền đánh cá',
    en: 'Sunset over the sea on Phu Quoc with palm trees and fishing boats',
  },
  'guide-da-lat': { vi: 'Đồi thông, hồ nước và những ngôi nhà nhỏ ở Đà Lạt', en: 'Pine hills, a lake and small houses in Da Lat' },
};

const PROMOTION_SEEDS: PromotionSeed[] = [
  [
    'combo-ha-long-tiet-kiem',
    '/combo',
    'ha-long-bay',
    { vi: 'Combo Hạ Long tiết kiệm', en: 'Ha Long combo savings' },
    { vi: 'Vé máy bay và khách sạn trọn gói, trả một lần.', en: 'Flights and hotel in one package, paid once.' },
  ],
  [
    've-may-bay-gia-soc',
    '/ve-may-bay',
    'member-deal',
    { vi: 'Vé máy bay giá sốc cuối tuần', en: 'Weekend flight fares' },
    { vi: 'Bay Hà Nội – Đà Nẵng chỉ từ 499.000 ₫.', en: 'Fly Hanoi – Da Nang from 499.000 ₫.' },
  ],
  [
    'thanh-vien-giam-them',
    '/khach-san',
    'member-deal',
    { vi: 'Thành viên giảm thêm 10%', en: 'Members save an extra 10%' },
    { vi: 'Đăng nhập để nhận giá thành viên ở hàng nghìn khách sạn.', en: 'Sign in for member prices at thousands of hotels.' },
  ],
  [
    'hoi-an-dem-den-long',
    '/khach-san',
    'hoi-an-lanterns',
    { vi: 'Hội An đêm đèn lồng', en: 'Hoi An lantern nights' },
    { vi: 'Khách sạn phố cổ giảm đến 30% khi đặt sớm.', en: 'Old-town hotels up to 30% off when you book early.' },
  ],
  [
    'phu-quoc-nghi-duong',
    '/deals',
    'guide-phu-quoc',
    { vi: 'Nghỉ dưỡng Phú Quốc', en: 'Phu Quoc resort stays' },
    { vi: 'Resort biển kèm bữa sáng, giá tốt khi ở từ 3 đêm.', en: 'Beach resorts with breakfast, better prices from 3 nights.' },
  ],
  [
    'da-lat-cuoi-tuan',
    '/khach-san',
    'guide-da-lat',
    { vi: 'Cuối tuần ở Đà Lạt', en: 'A weekend in Da Lat' },
    { vi: 'Khách sạn gần hồ Xuân Hương cho hai đêm se lạnh.', en: 'Hotels by Xuan Huong lake for two cool nights.' },
  ],
  [
    'uu-dai-he-giam-40',
    '/deals',
    'summer-sale',
    { vi: 'Ưu đãi hè giảm đến 40%', en: 'Summer sale: up to 40% off' },
    {
      vi: 'Hàng trăm khách sạn biển giảm giá sâu cho kỳ nghỉ hè.',
      en: 'Hundreds of beach hotels at deep discounts for the summer holidays.',
    },
    { season: { start: '06-01', end: '08-31' } },
  ],
  [
    'sapa-mua-lua-chin',
    '/deals',
    'sapa-terraces',
    { vi: 'Sa Pa mùa lúa chín', en: 'Sa Pa in the rice season' },
    { vi: 'Nghỉ dưỡng giữa ruộng bậc thang với giá ưu đãi.', en: 'Stay among the rice terraces at special prices.' },
    { season: { start: '09-01', end: '10-31' } },
  ],
  [
    'uu-dai-tet-cuoi-nam',
    '/deals',
    'tet-holiday',
    { vi: 'Ưu đãi Tết & cuối năm', en: 'Year-end and Tet deals' },
    {
      vi: 'Đặt sớm kỳ nghỉ cuối năm và Tết, giá tốt hơn khi còn nhiều phòng.',
      en: 'Book the year-end and Tet holidays early, while rooms are many and prices lower.',
    },
    { season: { start: '12-01', end: '02-20' } },
  ],
  [
    'tet-da-qua',
    '/deals',
    'tet-holiday',
    { vi: 'Tết sum vầy (đã kết thúc)', en: 'Lunar New Year (ended)' },
    { vi: 'Chương trình đã kết thúc.', en: 'This offer has ended.' },
    { ended: true },
  ],
  [
    'uu-dai-an',
    '/deals',
    'summer-sale',
    { vi: 'Ưu đãi đang ẩn', en: 'A hidden offer' },
    { vi: 'Không hiển thị.', en: 'Not shown.' },
    { inactive: true },
  ],
];

const PROMOTIONS: PostSeed[] = PROMOTION_SEEDS.map(([slug, link, art, title, excerpt, extra]) => ({
  slug,
  kind: 'promotion',
  image: `/banners/${art}${art.startsWith('guide-') ? '' : '-mobile'}.svg`,
  imageAlt: ART_ALT[art]!,
  link,
  title,
  excerpt,
  body: { vi: `<p>${excerpt.vi}</p>`, en: `<p>${excerpt.en}</p>` },
  ...extra,
}));

const ARTICLES: PostSeed[] = GUIDES.map((g) => ({ ...g, kind: 'article' }));

const POSTS: PostSeed[] = FOOD_POSTS.map((f) => ({
  slug: f.slug,
  kind: 'post',
  image: f.image,
  imageAlt: f.imageAlt,
  title: f.title,
  excerpt: f.excerpt,
  body: { vi: foodBody(f, 'vi'), en: foodBody(f, 'en') },
  dishes: { vi: f.dishes.map((d) => d.name.vi), en: f.dishes.map((d) => d.name.en) },
}));

export const CONTENT_POSTS: readonly PostSeed[] = [...PROMOTIONS, ...ARTICLES, ...POSTS];

/** Published one day apart going back from here, in list order (the first is the newest). */
const NEWEST = Date.UTC(2026, 9, 30, 2, 0, 0);
const DAY = 86_400_000;
const ENDS_AT = new Date(Date.UTC(2030, 11, 31, 16, 59, 59));
const ENDED_AT = new Date(Date.UTC(2026, 1, 28, 16, 59, 59));

function rows() {
  return CONTENT_POSTS.map((p, i) => ({
    kind: p.kind,
    slug: p.slug,
    titleVi: p.title.vi,
    titleEn: p.title.en,
    excerptVi: p.excerpt.vi,
    excerptEn: p.excerpt.en,
    // stored sanitised (docs/architecture.md, "Security"), sanitised again when read
    bodyVi: sanitizeRichText(p.body.vi),
    bodyEn: sanitizeRichText(p.body.en),
    image: p.image,
    imageAltVi: p.imageAlt.vi,
    imageAltEn: p.imageAlt.en,
    link: p.link ?? null,
    publishedAt: new Date(NEWEST - (i % 8) * DAY),
    endsAt: p.kind !== 'promotion' ? null : p.ended ? ENDED_AT : ENDS_AT,
    active: !p.inactive,
    seasonStart: p.season?.start ?? null,
    seasonEnd: p.season?.end ?? null,
  }));
}

/** Writes the seeded posts that are missing (by slug): answers how many it added. */
export async function seedContentPosts(db: DbWriter): Promise<number> {
  const added = await db
    .insert(contentPosts)
    .values(rows())
    .onConflictDoNothing({ target: contentPosts.slug })
    .returning({ id: contentPosts.id });
  return added.length;
}

/** Sentences of the first seed's one template for every city (issue 34), still in a body nobody has edited. */
const TEMPLATE_SENTENCES = ['Hãy hỏi người dân địa phương để tìm quán ngon nhất.', 'Hãy đặt phòng sớm vào dịp lễ để có giá tốt.'];

/** Seeded posts and articles still holding the template get the written text and picture; edited ones are left alone. */
async function replaceTemplatePosts(db: DbWriter): Promise<number> {
  let replaced = 0;
  for (const row of rows().filter((r) => r.kind !== 'promotion')) {
    const { titleVi, titleEn, excerptVi, excerptEn, bodyVi, bodyEn, image, imageAltVi, imageAltEn } = row;
    const done = await db
      .update(contentPosts)
      .set({ titleVi, titleEn, excerptVi, excerptEn, bodyVi, bodyEn, image, imageAltVi, imageAltEn })
      .where(
        and(
          eq(contentPosts.slug, row.slug),
          inArray(contentPosts.kind, ['post', 'article']),
          or(...TEMPLATE_SENTENCES.map((t) => like(contentPosts.bodyVi, `%${t}%`))),
        ),
      )
      .returning({ id: contentPosts.id });
    replaced += done.length;
  }
  return replaced;
}

/**
 * A database seeded before content posts existed gets them once at start (db/prepare.ts); one that has any
 * post is left alone, so posts an editor removed do not come back, except that seeded guides still holding the
 * first seed's template are rewritten.
 */
export async function ensureContentPosts(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ id: contentPosts.id }).from(contentPosts).limit(1);
  if (row) return replaceTemplatePosts(handle.db);
  return seedContentPosts(handle.db);
}
