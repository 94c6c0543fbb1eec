import { vnpaySandboxLive } from '@/features/payment/server';
import { sandboxRefund } from '@/features/sandboxes/server';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';
import { logger } from '@/lib/logger';
import { plainText } from '../../../plain-response';

export const dynamic = 'force-dynamic';

/** POST JSON: the sandbox gateway's merchant API (VNPay 2.1.0 querydr/refund; refund only here), answered signed. */
export async function POST(request: Request): Promise<Response> {
  if (!vnpaySandboxLive()) return plainText('Not found', 404);
  let body: unknown = null;
  try {
    body = JSON.parse(await readBodyText(request));
  } catch (error) {
    if (error instanceof ApiError) return plainText(error.message, error.httpStatus);
    // not JSON: answered as VNPay answers a malformed request
  }
  try {
    return Response.json(await sandboxRefund(body), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    logger().error({ err: error }, 'vnpay sandbox: refund failed');
    return plainText('Hệ thống đang bận, vui lòng thử lại sau', 503);
  }
}
