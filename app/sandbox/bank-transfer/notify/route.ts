import type { NextRequest } from 'next/server';
import { viewerOfRequest, viewerOwnsNamedOrders } from '@/features/orders/server';
import {
  bankSandboxLive,
  sandboxMessages,
  sandboxTransferSchema,
  sendSandboxTransfer,
  transferOrderCodes,
} from '@/features/sandboxes/server';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';
import { logger } from '@/lib/logger';
import { plainText } from '../../plain-response';

export const dynamic = 'force-dynamic';

const PAGE = '/sandbox/bank-transfer';
const TOKEN_MAX = 1000;

const backTo = (query: Record<string, string>) =>
  new Response(null, { status: 303, headers: { location: `${PAGE}?${new URLSearchParams(query)}`, 'cache-control': 'no-store' } });

/**
 * POST (the bank page's form): sends the signed notification, then back to the page with the site's answer.
 * Only for a content naming the visitor's own order (session or guest cookie, or the order link's token the page
 * was opened with): anything else is answered as the site answers a transfer naming no order (200 no_match),
 * without sending, so a stranger who knows an order code can neither pay it nor learn that it exists.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!bankSandboxLive()) return plainText('Not found', 404);
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBodyText(request));
  } catch (error) {
    if (error instanceof ApiError) return plainText(error.message, error.httpStatus);
    return plainText('Bad request', 400);
  }
  const lang = form.get('lang') === 'en' ? 'en' : 'vi';
  const content = form.get('content') ?? '';
  const amount = form.get('amount') ?? '';
  const token = form.get('token')?.slice(0, TOKEN_MAX) || null;
  const transfer = sandboxTransferSchema.safeParse({ content, amount });
  if (!transfer.success) {
    return backTo({
      lang,
      content: content.slice(0, 200),
      amount: amount.slice(0, 20),
      sent: '1',
      status: '',
      outcome: '',
      message: sandboxMessages(lang).bank.invalid,
      ...(token ? { token } : {}),
    });
  }
  const sent = { lang, content: transfer.data.content, amount: String(transfer.data.amount), sent: '1', ...(token ? { token } : {}) };
  try {
    if (!(await viewerOwnsNamedOrders(await viewerOfRequest(request, token), transferOrderCodes(transfer.data.content)))) {
      return backTo({ ...sent, status: '200', outcome: 'no_match', message: '' });
    }
    const result = await sendSandboxTransfer(transfer.data);
    return backTo({
      ...sent,
      status: result.httpStatus === null ? '' : String(result.httpStatus),
      outcome: result.outcome ?? '',
      message: result.message ?? '',
    });
  } catch (error) {
    logger().error({ err: error }, 'bank sandbox: sending failed');
    return plainText('Hệ thống đang bận, vui lòng thử lại sau', 503);
  }
}
