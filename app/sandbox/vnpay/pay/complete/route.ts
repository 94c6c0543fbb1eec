import type { NextRequest } from 'next/server';
import { SANDBOX_PASS_PARAM, viewerOfRequest, viewerOwnsTransaction } from '@/features/orders/server';
import { vnpaySandboxLive } from '@/features/payment/server';
import { checkPayParams, completeSandboxPayment, isSandboxAction, vnpFields } from '@/features/sandboxes/server';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';
import { logger } from '@/lib/logger';
import { plainText } from '../../../plain-response';

export const dynamic = 'force-dynamic';

/**
 * POST (the pay page's form): pay, cancel or fail; the payment's own parameters come back signed and are checked
 * again, and the order must be the visitor's (session or guest cookie, or the page's sandbox pass for this very
 * attempt): someone else's reads as invalid data.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!vnpaySandboxLive()) return plainText('Not found', 404);
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBodyText(request));
  } catch (error) {
    if (error instanceof ApiError) return plainText(error.message, error.httpStatus);
    return plainText('Dữ liệu gửi sang không đúng định dạng', 400);
  }
  const action = form.get('action');
  if (!isSandboxAction(action)) return plainText('Dữ liệu gửi sang không đúng định dạng', 400);
  try {
    const params = vnpFields(form);
    const check = checkPayParams(params);
    if (check.ok && !(await viewerOwnsTransaction(await viewerOfRequest(request), check.payment.txnRef, form.get(SANDBOX_PASS_PARAM))))
      return plainText('Dữ liệu gửi sang không đúng định dạng', 400);
    const result = await completeSandboxPayment(params, action);
    if (!result.ok) return plainText(result.reason === 'signature' ? 'Sai chữ ký' : 'Dữ liệu gửi sang không đúng định dạng', 400);
    return new Response(null, { status: 303, headers: { location: result.redirectTo, 'cache-control': 'no-store' } });
  } catch (error) {
    logger().error({ err: error }, 'vnpay sandbox: completion failed');
    return plainText('Hệ thống đang bận, vui lòng thử lại sau', 503);
  }
}
