import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { vnpaySandboxLive } from '@/features/payment/server';
import { sandboxMessages } from '@/features/sandboxes/server';
import { SandboxCard } from '@/features/sandboxes/pages';
import { sandboxLang } from '../lang';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'VNPay sandbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VnpaySandboxPage({ searchParams }: Props) {
  if (!vnpaySandboxLive()) notFound();
  const lang = sandboxLang((await searchParams).lang);
  const m = sandboxMessages(lang).vnpay;
  return (
    <SandboxCard title={m.title} lang={lang}>
      <p>{m.intro}</p>
    </SandboxCard>
  );
}
