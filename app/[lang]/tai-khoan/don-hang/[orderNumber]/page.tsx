import { notFound } from 'next/navigation';
import { AccountTitle } from '@/features/account/index';
import { requireAccountProfile } from '@/features/account/server';
import { OrderDetail, orderNumberParamsSchema } from '@/features/orders/index';
import { orderDetail } from '@/features/orders/server';
import { ApiError } from '@/lib/api/errors';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { orderDetailPath } from '@/lib/paths';

export const dynamic = 'force-dynamic';

/** One order of the signed-in member; an unknown order or another member's is a 404 page. */
export default async function AccountOrderPage({ params }: { params: Promise<{ lang: string; orderNumber: string }> }) {
  const { lang, orderNumber } = await params;
  if (!isLang(lang)) notFound();
  const parsed = orderNumberParamsSchema.safeParse({ orderNumber });
  if (!parsed.success) notFound();
  const profile = await requireAccountProfile(lang, orderDetailPath(parsed.data.orderNumber));
  const order = await orderDetail(profile.user_id, parsed.data.orderNumber).catch((error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  });
  if (!order) notFound();
  const t = getServerT(lang, 'account');
  return (
    <>
      <AccountTitle>{t('orders.title')}</AccountTitle>
      <OrderDetail lang={lang} t={t} order={order} />
    </>
  );
}
