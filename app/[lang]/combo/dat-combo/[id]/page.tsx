import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComboCheckoutPage, comboDraftIdSchema } from '@/features/combos/index';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'combos');
  return { title: t('checkout.title'), robots: { index: false, follow: false } };
}

/** Checkout of one combo draft: the browser reads the draft; only its owner can. */
export default async function Page({ params }: Props) {
  const { lang, id } = await params;
  // not a draft id at all: the site's 404, without asking the API
  if (!isLang(lang) || !comboDraftIdSchema.safeParse(id).success) notFound();
  return (
    <PageWords lang={lang} namespaces={['booking', 'combos', 'flightCheckout']}>
      <ComboCheckoutPage key={id} id={id} lang={lang} />
    </PageWords>
  );
}
