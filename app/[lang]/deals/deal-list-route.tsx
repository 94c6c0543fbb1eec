import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import {
  DealListScreen,
  dealListHref,
  dealListQuery,
  readDealListParams,
  type DealCategory,
  type DealList,
  type DealListParams,
  type DealType,
} from '@/features/deals/index';
import { withComboFromPrices } from '@/features/combos/server';
import { listDealCategories, listDeals } from '@/features/deals/server';
import { isLang, type Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { alternates } from '@/lib/paths';

// /deals (every deal) and /combo (combo deals): the same server-rendered, indexable list.

export type DealListRouteProps = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
type ListKind = { type: DealType | null; basePath: string };

/** One read per request for the page and its metadata (primitive arguments: React's cache compares by identity). */
const load = cache(
  async (
    lang: Lang,
    type: DealType | null,
    category: string | null,
    page: number,
  ): Promise<{ categories: DealCategory[]; list: DealList }> => {
    const params: DealListParams = { category, page };
    const [categories, list] = await Promise.all([
      listDealCategories({ ...(type ? { type } : {}), lang }),
      listDeals(dealListQuery(type, params, lang)),
    ]);
    // combo cards priced as their calendar charges (features/deals does not know combos)
    return { categories, list: { ...list, items: await withComboFromPrices(list.items, lang) } };
  },
);

async function read(props: DealListRouteProps) {
  const [{ lang: raw }, query] = await Promise.all([props.params, props.searchParams]);
  const lang: Lang = isLang(raw) ? raw : 'vi';
  return { lang, params: readDealListParams(query) };
}

/** A page past the last is a 404; an empty first page (nothing on sale, an unknown category) stays, with its empty state. */
function pageExists(list: DealList, page: number): boolean {
  return page <= Math.max(1, Math.ceil(list.total / list.page_size));
}

/** Title, description (both naming the category when one is chosen), canonical (with ?category= and, from page 2, ?page=) and hreflang. */
export async function dealListMetadata(props: DealListRouteProps, kind: ListKind): Promise<Metadata> {
  const { lang, params } = await read(props);
  const { categories, list } = await load(lang, kind.type, params.category, params.page);
  if (!pageExists(list, params.page)) notFound();
  const t = getServerT(lang, 'deals');
  const brand = getServerT(lang, 'common')('brand');
  const combo = kind.type === 'combo';
  const category = params.category ? categories.find((c) => c.slug === params.category) : undefined;
  const title =
    params.page > 1
      ? t(combo ? 'list.comboMetaTitlePage' : 'list.metaTitlePage', { brand, page: params.page })
      : t(combo ? 'list.comboMetaTitle' : 'list.metaTitle', { brand });
  const description = t(combo ? 'list.comboMetaDescription' : 'list.metaDescription', { count: list.total });
  return {
    title: category ? t('list.categoryMetaTitle', { category: category.name, title }) : title,
    description: category ? t('list.categoryMetaDescription', { category: category.name, description }) : description,
    alternates: alternates(lang, dealListHref(kind.basePath, params)),
    // an empty page (an unknown category, nothing on sale) is not worth indexing
    robots: list.items.length === 0 ? { index: false, follow: true } : undefined,
  };
}

export async function DealListRoute({ props, kind }: { props: DealListRouteProps; kind: ListKind }) {
  const { lang, params } = await read(props);
  const { categories, list } = await load(lang, kind.type, params.category, params.page);
  if (!pageExists(list, params.page)) notFound();
  const t = getServerT(lang, 'deals');
  return (
    <DealListScreen
      lang={lang}
      t={t}
      title={t(kind.type === 'combo' ? 'list.comboTitle' : 'list.title')}
      basePath={kind.basePath}
      categories={categories}
      params={params}
      list={list}
    />
  );
}
