import { notFound } from 'next/navigation';
import { AccountTitle } from '@/features/account/index';
import { requireAccountProfile } from '@/features/account/server';
import { OrdersScreen, ordersQuerySchema, type OrdersQuery } from '@/features/orders/index';
import { listOrders } from '@/features/sales/server';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { ACCOUNT_PATHS, firstValue } from '@/lib/paths';

export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;

/** Bad filters in the address are dropped (the page shows every order) rather than failing the page. */
function readQuery(searchParams: SearchParams): OrdersQuery {
  const raw: Record<string, string> = {};
  for (const key of ['status', 'from', 'to', 'page'] as const) {
    const value = firstValue(searchParams[key]);
    if (value) raw[key] = value;
  }
  const parsed = ordersQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : ordersQuerySchema.parse({});
}

export default async function AccountOrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ lang: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const search = await searchParams;
  const profile = await requireAccountProfile(lang, ACCOUNT_PATHS.orders, search);
  const query = readQuery(search);
  const t = getServerT(lang, 'account');
  return (
    <>
      <AccountTitle>{t('orders.title')}</AccountTitle>
      <OrdersScreen lang={lang} t={t} query={query} result={await listOrders(profile.user_id, query)} />
    </>
  );
}
