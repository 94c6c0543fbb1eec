import type { NextRequest } from 'next/server';
import { viewerOfRequest, viewerOwnsTransaction } from '@/features/orders/server';
import { completePayLaterCheckout, readPayLaterCheckout, sandboxPartnerLive } from '@/features/sandboxes/server';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';

export const dynamic = 'force-dynamic';

const badSignature = () => new Response('Bad signature', { status: 400 });

/**
 * The checkout page's form: approve or decline, then the partner's callback and the way back (303). Only for the
 * visitor's own order (session or guest cookie): someone else's signed link is answered as a bad signature.
 */
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
  const view = await readPayLaterCheckout(fields);
  if (view.ok && !(await viewerOwnsTransaction(await viewerOfRequest(request), view.params.txn))) return badSignature();
  const done = await completePayLaterCheckout(fields);
  if (!done.ok) return done.reason === 'expired' ? new Response('Link expired', { status: 400 }) : badSignature();
  return new Response(null, { status: 303, headers: { location: done.location, 'cache-control': 'no-store' } });
}
