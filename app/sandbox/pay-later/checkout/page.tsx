import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readPayLaterCheckout, sandboxPartnerLive } from '@/features/payment/server';
import { PayLaterCheckoutPage } from '@/features/payment/pages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Pay-later sandbox checkout', robots: { index: false, follow: false } };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!sandboxPartnerLive()) notFound();
  const query = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? undefined : v]));
  return <PayLaterCheckoutPage view={await readPayLaterCheckout(query)} />;
}
