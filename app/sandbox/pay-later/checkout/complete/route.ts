import type { NextRequest } from 'next/server';
import { completePayLaterCheckout, sandboxPartnerLive } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

/** The checkout page's form: approve or decline, then the partner's callback and the way back (303). */
export async function POST(request: NextRequest) {
  if (!sandboxPartnerLive()) return new Response('Not found', { status: 404 });
  const form = await request.formData().catch(() => null);
  const fields = Object.fromEntries([...(form?.entries() ?? [])].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  const done = await completePayLaterCheckout(fields);
  if (!done.ok) return new Response(done.reason === 'expired' ? 'Link expired' : 'Bad signature', { status: 400 });
  return new Response(null, { status: 303, headers: { location: done.location, 'cache-control': 'no-store' } });
}
