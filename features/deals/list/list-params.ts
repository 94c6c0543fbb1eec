import { DEAL_LIMITS, type DealListQuery, type DealType } from '../schemas';

type SearchParams = Record<string, string | string[] | undefined>;

/** What a deals list page reads of its address: a category slug and a page number; anything else is ignored. */
export type DealListParams = { category: string | null; page: number };

const CATEGORY = /^[a-z0-9-]{1,60}$/;
const PAGE = /^[1-9]\d{0,3}$/;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A malformed category is "all" and a malformed page is 1 (a list page never fails on its query). */
export function readDealListParams(searchParams: SearchParams): DealListParams {
  const category = first(searchParams.category);
  const page = first(searchParams.page);
  return {
    category: category && CATEGORY.test(category) ? category : null,
    page: page && PAGE.test(page) ? Math.min(Number(page), 1000) : 1,
  };
}

/** The list address of a category and page (page 1 and "all" leave their parameter out: one address per list). */
export function dealListHref(basePath: string, params: DealListParams): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/** The list call's query for a page: every deal type (/deals) or one (/combo). */
export function dealListQuery(type: DealType | null, params: DealListParams, lang: 'vi' | 'en'): DealListQuery {
  return {
    ...(type ? { deal_type: type } : {}),
    ...(params.category ? { category: params.category } : {}),
    sort: 'popular' as const,
    page: params.page,
    page_size: DEAL_LIMITS.pageSize,
    lang,
  };
}

/** The pages the pager links: all of them up to 7, otherwise the first, the last and 2 either side of the current. */
export function pagerPages(current: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const out: (number | 'gap')[] = [];
  const from = Math.max(2, current - 2);
  const to = Math.min(last - 1, current + 2);
  out.push(1);
  if (from > 2) out.push('gap');
  for (let n = from; n <= to; n++) out.push(n);
  if (to < last - 1) out.push('gap');
  out.push(last);
  return out;
}
