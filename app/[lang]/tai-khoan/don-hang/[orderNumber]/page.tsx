import { notFound, permanentRedirect } from 'next/navigation';
import { orderCodeSchema } from '@/features/orders/index';
import { isLang } from '@/lib/i18n/config';
import { localePath, orderPath } from '@/lib/paths';

export const dynamic = 'force-dynamic';

/** The account's old order address: every order has one page now, /don-hang/<code> (it checks who may see it). */
export default async function AccountOrderPage({ params }: { params: Promise<{ lang: string; orderNumber: string }> }) {
  const { lang, orderNumber } = await params;
  if (!isLang(lang) || !orderCodeSchema.safeParse(orderNumber).success) notFound();
  permanentRedirect(localePath(lang, orderPath(orderNumber)));
}
