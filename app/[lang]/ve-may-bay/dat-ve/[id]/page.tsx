import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readCheckoutStep } from '@/features/checkout/index';
import { FlightCheckoutPage, flightRequestIdSchema } from '@/features/flights/index';
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
  const t = getServerT(isLang(lang) ? lang : 'vi', 'flightCheckout');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Checkout of one flight booking request (spec 2.12): the browser reads the request; only its owner can. */
export default async function Page({ params, searchParams }: Props) {
  const [{ lang, id }, query] = await Promise.all([params, searchParams]);
  // not a booking request id at all: the site's 404, without asking the API
  if (!isLang(lang) || !flightRequestIdSchema.safeParse(id).success) notFound();
  return (
    <PageWords lang={lang} namespaces={['booking', 'flightCheckout', 'fareRules']}>
      <FlightCheckoutPage key={id} id={id} initialStep={readCheckoutStep(firstValue(query.step))} />
    </PageWords>
  );
}
