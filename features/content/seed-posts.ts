import 'server-only';
import { contentPosts } from '@/features/content/db';
import type { DatabaseHandle } from '@/lib/db/client';
import type { DbWriter } from '@/lib/db/seed-context';
import { sanitizeRichText } from '@/lib/html/sanitize';

/**
 * Promotions, posts and articles of the blog endpoints and /cam-nang: 6 of each kind in Vietnamese and English,
 * with fixed dates (deterministic). One extra promotion has ended and one is inactive, so the lists' filters show.
 * Images are the banners' own 780x250 SVGs (no remote URL).
 */

type Text = { vi: string; en: string };
type PostSeed = { slug: string; kind: 'promotion' | 'post' | 'article'; image: string; link?: string; title: Text; excerpt: Text; body: Text; ended?: boolean; inactive?: boolean };

const IMAGES = ['summer-sale', 'ha-long-bay', 'hoi-an-lanterns', 'sapa-terraces', 'member-deal', 'tet-holiday'] as const;
/** The seeded cards' image size (the SVGs' own). */
export const CONTENT_IMAGE = { width: 780, height: 250 } as const;
const image = (i: number) => `/banners/${IMAGES[i % IMAGES.length]}-mobile.svg`;

const body = (paragraphs: string[], tip: string) =>
  `<h2>${paragraphs[0]}</h2>${paragraphs.slice(1).map((p) => `<p>${p}</p>`).join('')}<ul><li><strong>${tip}</strong></li></ul>`;

const PROMOTIONS: PostSeed[] = [
  ['uu-dai-he-giam-40', '/deals', 'Ưu đãi hè giảm đến 40%', 'Summer sale: up to 40% off', 'Hàng trăm khách sạn biển giảm giá sâu cho kỳ nghỉ hè.', 'Hundreds of beach hotels at deep discounts for the summer holidays.'],
  ['combo-ha-long-tiet-kiem', '/combo', 'Combo Hạ Long tiết kiệm', 'Ha Long combo savings', 'Vé máy bay và khách sạn trọn gói, trả một lần.', 'Flights and hotel in one package, paid once.'],
  ['ve-may-bay-gia-soc', '/ve-may-bay', 'Vé máy bay giá sốc cuối tuần', 'Weekend flight fares', 'Bay Hà Nội – Đà Nẵng chỉ từ 499.000 ₫.', 'Fly Hanoi – Da Nang from 499,000 ₫.'],
  ['thanh-vien-giam-them', '/khach-san', 'Thành viên giảm thêm 10%', 'Members save an extra 10%', 'Đăng nhập để nhận giá thành viên ở hàng nghìn khách sạn.', 'Sign in for member prices at thousands of hotels.'],
  ['sapa-mua-lua-chin', '/deals', 'Sa Pa mùa lúa chín', 'Sa Pa in the rice season', 'Nghỉ dưỡng giữa ruộng bậc thang với giá ưu đãi.', 'Stay among the rice terraces at special prices.'],
  ['hoi-an-dem-den-long', '/khach-san', 'Hội An đêm đèn lồng', 'Hoi An lantern nights', 'Khách sạn phố cổ giảm đến 30% khi đặt sớm.', 'Old-town hotels up to 30% off when you book early.'],
  ['tet-da-qua', '/deals', 'Tết sum vầy (đã kết thúc)', 'Lunar New Year (ended)', 'Chương trình đã kết thúc.', 'This offer has ended.'],
  ['uu-dai-an', '/deals', 'Ưu đãi đang ẩn', 'A hidden offer', 'Không hiển thị.', 'Not shown.'],
].map(([slug, link, tvi, ten, evi, een], i) => ({
  slug: slug!,
  kind: 'promotion' as const,
  image: image(i),
  link,
  title: { vi: tvi!, en: ten! },
  excerpt: { vi: evi!, en: een! },
  body: { vi: `<p>${evi}</p>`, en: `<p>${een}</p>` },
  ended: i === 6,
  inactive: i === 7,
}));

const PLACES: [slug: string, vi: string, en: string][] = [
  ['da-nang', 'Đà Nẵng', 'Da Nang'],
  ['ha-long', 'Hạ Long', 'Ha Long'],
  ['hoi-an', 'Hội An', 'Hoi An'],
  ['sa-pa', 'Sa Pa', 'Sa Pa'],
  ['phu-quoc', 'Phú Quốc', 'Phu Quoc'],
  ['da-lat', 'Đà Lạt', 'Da Lat'],
];

const ARTICLES: PostSeed[] = PLACES.map(([slug, vi, en], i) => ({
  slug: `kinh-nghiem-du-lich-${slug}`,
  kind: 'article',
  image: image(i + 1),
  title: { vi: `Kinh nghiệm du lịch ${vi} tự túc`, en: `A self-guided trip to ${en}` },
  excerpt: { vi: `Nên đi ${vi} mùa nào, ở đâu và ăn gì: cẩm nang cho chuyến đi đầu tiên.`, en: `When to go to ${en}, where to stay and what to eat: a guide for your first trip.` },
  body: {
    vi: body([`Đến ${vi} mùa nào đẹp nhất?`, `${vi} đẹp quanh năm, nhưng mùa khô là lúc trời trong và ít mưa nhất.`, `Hãy đặt phòng sớm vào dịp lễ để có giá tốt.`], `Mẹo: so sánh giá khách sạn ${vi} trước khi đặt.`),
    en: body([`When is the best time to visit ${en}?`, `${en} is lovely all year, but the dry season has the clearest skies.`, 'Book early for public holidays to get the best prices.'], `Tip: compare hotel prices in ${en} before you book.`),
  },
}));

const POSTS: PostSeed[] = PLACES.map(([slug, vi, en], i) => ({
  slug: `an-gi-o-${slug}`,
  kind: 'post',
  image: image(i + 2),
  title: { vi: `Ăn gì ở ${vi}? 5 món phải thử`, en: `What to eat in ${en}: 5 dishes to try` },
  excerpt: { vi: `Những món đặc sản ${vi} mà du khách nào cũng nên nếm thử một lần.`, en: `The local dishes of ${en} every visitor should try once.` },
  body: {
    vi: body([`Đặc sản ${vi}`, `Ẩm thực ${vi} phong phú, từ quán vỉa hè đến nhà hàng sang trọng.`, 'Hãy hỏi người dân địa phương để tìm quán ngon nhất.'], 'Mẹo: đi chợ đêm để nếm nhiều món với giá rẻ.'),
    en: body([`The food of ${en}`, `${en} has food for every taste, from street stalls to fine dining.`, 'Ask the locals where the best places are.'], 'Tip: visit the night market to taste many dishes for little.'),
  },
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
    // stored sanitised (ARCHITECTURE §7), sanitised again when read
    bodyVi: sanitizeRichText(p.body.vi),
    bodyEn: sanitizeRichText(p.body.en),
    image: p.image,
    link: p.link ?? null,
    publishedAt: new Date(NEWEST - (i % 8) * DAY),
    endsAt: p.kind !== 'promotion' ? null : p.ended ? ENDED_AT : ENDS_AT,
    active: !p.inactive,
  }));
}

/** Writes the seeded posts that are missing (by slug): answers how many it added. */
export async function seedContentPosts(db: DbWriter): Promise<number> {
  const added = await db.insert(contentPosts).values(rows()).onConflictDoNothing({ target: contentPosts.slug }).returning({ id: contentPosts.id });
  return added.length;
}

/**
 * A database seeded before content posts existed gets them once at start (db/prepare.ts); one that has any
 * post is left alone, so posts an editor removed do not come back.
 */
export async function ensureContentPosts(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ id: contentPosts.id }).from(contentPosts).limit(1);
  if (row) return 0;
  return seedContentPosts(handle.db);
}
