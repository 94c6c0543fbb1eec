import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SandboxIndexView } from '@/features/sandboxes/pages';
import { sandboxesOn } from '@/lib/env/site';
import { sandboxLang } from './lang';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Sandbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SandboxIndexPage({ searchParams }: Props) {
  if (!sandboxesOn()) notFound();
  return <SandboxIndexView lang={sandboxLang((await searchParams).lang)} />;
}
