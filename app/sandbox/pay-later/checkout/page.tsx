import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { viewerOfPage, viewerOwnsTransaction } from '@/features/orders/server';
import { readPayLaterCheckout, sandboxPartnerLive } from '@/features/sandboxes/server';
import { PayLaterCheckoutPage } from '@/features/sandboxes/pages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Pay-later sandbox checkout', robots: { index: false, follow: false } };

/** The partner's checkout, for the visitor's own order only (session or guest cookie): someone else's link reads as an invalid one. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!sandboxPartnerLive()) notFound();
  const query = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? undefined : v]));
  const view = await readPayLaterCheckout(query);
  const owned = view.ok && (await viewerOwnsTransaction(await viewerOfPage(), view.params.txn));
  return <PayLaterCheckoutPage view={view.ok && !owned ? { ok: false, reason: 'signature' } : view} />;
}
