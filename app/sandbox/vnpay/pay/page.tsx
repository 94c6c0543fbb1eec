import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { checkPayParams, vnpaySandboxLive, vnpFields } from '@/features/payment/server';
import { VnpayPayView } from '@/features/payment/pages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'VNPay sandbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** GET /sandbox/vnpay/pay?vnp_...: the sandbox gateway's payment page (VNPay's vpcpay.html). */
export default async function VnpayPayPage({ searchParams }: Props) {
  if (!vnpaySandboxLive()) notFound();
  const query = await searchParams;
  const params = vnpFields(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  return <VnpayPayView check={checkPayParams(params)} />;
}
