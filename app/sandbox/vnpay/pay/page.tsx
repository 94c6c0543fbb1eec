import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SANDBOX_PASS_PARAM, viewerOfPage, viewerOwnsTransaction } from '@/features/orders/server';
import { vnpaySandboxLive } from '@/features/payment/server';
import { checkPayParams, vnpFields } from '@/features/sandboxes/server';
import { VnpayPayView } from '@/features/sandboxes/pages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'VNPay sandbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * GET /sandbox/vnpay/pay?vnp_...[&sandbox_pass]: the sandbox gateway's payment page (VNPay's vpcpay.html), for the
 * visitor's own order only (session or guest cookie, or the pass the payment link carries for the holder of the
 * order's signed link): someone else's payment URL reads as an invalid one.
 */
export default async function VnpayPayPage({ searchParams }: Props) {
  if (!vnpaySandboxLive()) notFound();
  const query = await searchParams;
  const params = vnpFields(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const check = checkPayParams(params);
  const pass = query[SANDBOX_PASS_PARAM];
  const sandboxPass = typeof pass === 'string' ? pass : null;
  const owned = check.ok && (await viewerOwnsTransaction(await viewerOfPage(), check.payment.txnRef, sandboxPass));
  return <VnpayPayView check={check.ok && !owned ? { ok: false, reason: 'invalid' } : check} pass={owned ? sandboxPass : null} />;
}
