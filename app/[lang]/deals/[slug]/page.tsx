import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { ComboBuilder } from '@/features/combos/index';
import { BuyDeal, DealDetailView, type DealDetail } from '@/features/deals/index';
import { withComboFromPrices } from '@/features/combos/server';
import { getDealDetail } from '@/features/deals/server';
import { ApiError } from '@/lib/api/errors';
import { siteUrl } from '@/lib/env/site';
import { isLang, type Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { formatMoney } from '@/lib/money/format-money';
import { DEALS_PATH, alternates, dealIdOf, localePath } from '@/lib/paths';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; slug: string }> };

/** The deal the id names, or a 404; the id decides and a wrong or missing slug goes to the deal's own address (308). */
const load = cache(async (lang: Lang, slug: string): Promise<DealDetail> => {
  const id = dealIdOf(slug);
  if (id === null) notFound();
  const deal = await getDealDetail(id, lang).catch((error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  });
  if (!deal) notFound();
  if (`${DEALS_PATH}/${slug}` !== deal.path) permanentRedirect(localePath(lang, deal.path));
  return withComboFromPrices(deal, lang);
});

async function read({ params }: Props) {
  const { lang: raw, slug } = await params;
  const lang: Lang = isLang(raw) ? raw : 'vi';
  return { lang, deal: await load(lang, slug) };
}

const vnDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, deal } = await read(props);
  const t = getServerT(lang, 'deals');
  const brand = getServerT(lang, 'common')('brand');
  const price = deal.deal_type === 'combo' ? deal.price_per_adult : deal.from_price.sell_price;
  return {
    title: `${deal.name} - ${brand}`,
    description: t('detail.metaDescription', {
      name: deal.name,
      nights: t('card.roomNights', { count: deal.room_nights }),
      hotel: deal.hotel.name,
      price: formatMoney(price, 'VND', 1),
      from: vnDate(deal.valid_from),
      to: vnDate(deal.valid_to),
    }),
    alternates: alternates(lang, deal.path),
    openGraph: { title: deal.name, images: deal.image_deal[0] ? [{ url: siteUrl() + deal.image_deal[0].image }] : undefined },
  };
}

/** /deals/<slug>-<id>: a deal's page; a voucher is bought in the buy-deal popup, a combo is built by the combo builder. */
export default async function DealPage(props: Props) {
  const { lang, deal } = await read(props);
  const t = getServerT(lang, 'deals');
  return (
    <PageWords lang={lang} namespaces={['booking', 'combos', 'deals']}>
      <DealDetailView
        deal={deal}
        lang={lang}
        t={t}
        origin={siteUrl()}
        buy={deal.deal_type === 'combo' ? <ComboBuilder deal={deal} lang={lang} /> : <BuyDeal deal={deal} />}
      />
    </PageWords>
  );
}
