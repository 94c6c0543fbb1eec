import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutPage, bookingRequestIdSchema } from '@/features/booking/index';
import { readCheckoutStep } from '@/features/checkout/index';
import { visitorOwnsBookingRequest } from '@/features/booking/server';
import { serverEnv } from '@/lib/env/server';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { firstValue } from '@/lib/paths';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'booking');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Checkout of one booking request (spec 2.9): the browser reads the request; only its owner can. */
export default async function Page({ params, searchParams }: Props) {
  const [{ lang, id }, query] = await Promise.all([params, searchParams]);
  // not a booking request id at all: the site's 404, without asking the API
  if (!isLang(lang) || !bookingRequestIdSchema.safeParse(id).success) notFound();
  // unknown, or another visitor's: the same 404 with its status (no existence leak)
  if (!(await visitorOwnsBookingRequest(id))) notFound();
  return (
    <PageWords lang={lang} namespaces={['booking']}>
      <CheckoutPage key={id} id={id} initialStep={readCheckoutStep(firstValue(query.step))} ssoBaseUrl={serverEnv().SSO_BASE_URL} />
    </PageWords>
  );
}
