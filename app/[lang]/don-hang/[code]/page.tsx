import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComboOrderSections } from '@/features/combos/index';
import { DealOrderSection } from '@/features/deals/index';
import { FlightOrderSections, FlightOrderWords } from '@/features/flights/index';
import { OrderPage, orderCodeSchema, orderTokenQuerySchema } from '@/features/orders/index';
import { dealNameOf } from '@/features/deals/server';
import { viewerOfPage } from '@/features/orders/server';
import { getOrderDetail } from '@/features/sales/server';
import { ApiError } from '@/lib/api/errors';
import { sandboxesOn } from '@/lib/env/site';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { firstValue } from '@/lib/paths';
import { PageWords } from '@/lib/i18n/page-words';

// It reads the viewer's cookies and the order's live status: rendered per request, never kept.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'orders');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The one order page: its owner (member or the guest cookie), or a guest with the signed link's token. */
export default async function Page({ params, searchParams }: Props) {
  const [{ lang, code }, query] = await Promise.all([params, searchParams]);
  if (!isLang(lang) || !orderCodeSchema.safeParse(code).success) notFound();
  // a malformed token opens nothing more than no token does
  const token = orderTokenQuerySchema.safeParse({ token: firstValue(query.token) }).data?.token ?? null;
  const detail = await getOrderDetail(await viewerOfPage(token), code).catch((error: unknown) => {
    // unknown, or not this viewer's: the same 404 (no existence leak)
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  });
  if (!detail) notFound();
  // the owner's calls go by their cookie (a link token may be view-only: cancelling by it would be refused)
  const { order } = detail;
  // a flight order shows its legs, passengers and fares where a hotel order shows the stay and guests, in flight words
  if (order.product_type === 'flight' && order.flight) {
    return (
      <PageWords lang={lang} namespaces={['orders', 'flightCheckout', 'fareRules']}>
        <FlightOrderWords>
          <OrderPage
            order={order}
            canManage={detail.canManage}
            token={detail.byOwner ? null : token}
            sandbox={sandboxesOn()}
            productSections={<FlightOrderSections flight={order.flight} contact={order.contact} />}
          />
        </FlightOrderWords>
      </PageWords>
    );
  }
  // a combo order shows its stay, then its legs and passengers (the flight legs speak flightCheckout's words)
  if (order.product_type === 'combo') {
    return (
      <PageWords lang={lang} namespaces={['orders', 'combos', 'flightCheckout', 'fareRules']}>
        <OrderPage
          order={order}
          canManage={detail.canManage}
          token={detail.byOwner ? null : token}
          sandbox={sandboxesOn()}
          productSections={<ComboOrderSections order={order} />}
        />
      </PageWords>
    );
  }
  // a deal order shows its deal and, once paid, its voucher codes where a hotel order shows the stay
  if (order.deal) {
    // the order keeps the deal's name in the language it was bought in; the page names it in its own
    const deal = { ...order.deal, name: (await dealNameOf(order.deal.deal_id, lang)) ?? order.deal.name };
    return (
      <PageWords lang={lang} namespaces={['orders', 'deals']}>
        <OrderPage
          order={order}
          canManage={detail.canManage}
          token={detail.byOwner ? null : token}
          sandbox={sandboxesOn()}
          productSections={<DealOrderSection deal={deal} orderStatus={order.status} />}
        />
      </PageWords>
    );
  }
  return (
    <PageWords lang={lang} namespaces={['orders']}>
      <OrderPage order={order} canManage={detail.canManage} token={detail.byOwner ? null : token} sandbox={sandboxesOn()} />
    </PageWords>
  );
}
