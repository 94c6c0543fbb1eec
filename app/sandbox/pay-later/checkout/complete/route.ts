import type { NextRequest } from 'next/server';
import { completePayLaterCheckout, sandboxPartnerLive } from '@/features/payment/server';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';

export const dynamic = 'force-dynamic';

/** The checkout page's form: approve or decline, then the partner's callback and the way back (303). */
export async function POST(request: NextRequest) {
  if (!sandboxPartnerLive()) return new Response('Not found', { status: 404 });
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof ApiError) return new Response(error.message, { status: error.httpStatus });
    throw error;
  }
  const fields = Object.fromEntries(new URLSearchParams(text));
  const done = await completePayLaterCheckout(fields);
  if (!done.ok) return new Response(done.reason === 'expired' ? 'Link expired' : 'Bad signature', { status: 400 });
  return new Response(null, { status: 303, headers: { location: done.location, 'cache-control': 'no-store' } });
}
