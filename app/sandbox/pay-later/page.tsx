import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sandboxPartnerLive } from '@/features/sandboxes/server';
import { PayLaterOverviewPage } from '@/features/sandboxes/pages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Pay-later sandbox', robots: { index: false, follow: false } };

export default function Page() {
  if (!sandboxPartnerLive()) notFound();
  return <PayLaterOverviewPage />;
}
