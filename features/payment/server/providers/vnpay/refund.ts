import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { logger } from '@/lib/logger';
import type { RefundRequest, RefundResult } from '../types';
import { asciiOrderInfo } from './order-info';
import { pipeHash, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS, vnpDate } from './sign';
import { sameHex } from '@/lib/security/hmac';
import { VNPAY_VERSION } from './config';

const REFUND_TIMEOUT_MS = 15_000;

const answerSchema = z.looseObject({
  vnp_ResponseId: z.string().optional(),
  vnp_ResponseCode: z.string(),
  vnp_Message: z.string().optional(),
  vnp_TransactionNo: z.union([z.string(), z.number()]).optional(),
  vnp_SecureHash: z.string().optional(),
});

/** The refund API's request body (VNPay 2.1.0 "refund"), signed. */
export function refundBody(
  request: RefundRequest,
  config: { tmnCode: string; secret: string },
  now: Date = new Date(),
): Record<string, string | number> {
  const body: Record<string, string | number> = {
    vnp_RequestId: randomBytes(16).toString('hex'),
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'refund',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionType: request.amountVnd < request.paidAmountVnd ? '03' : '02',
    vnp_TxnRef: request.txnRef,
    vnp_Amount: request.amountVnd * 100,
    vnp_OrderInfo: asciiOrderInfo(`Hoan tien don hang ${request.orderNumber}`),
    vnp_TransactionNo: request.providerTxnNo ?? '',
    vnp_TransactionDate: vnpDate(request.payCreatedAt),
    vnp_CreateBy: request.requestedBy.slice(0, 250) || 'system',
    vnp_CreateDate: vnpDate(now),
    vnp_IpAddr: request.clientIp || '127.0.0.1',
  };
  return { ...body, vnp_SecureHash: pipeHash(REFUND_REQUEST_FIELDS, body, config.secret) };
}

/** Asks VNPay's API to refund; its answer counts only when its own checksum is right. */
export async function vnpayRefund(
  request: RefundRequest,
  config: { tmnCode: string; secret: string; apiUrl: string },
): Promise<RefundResult> {
  const body = refundBody(request, config);
  let answer: z.infer<typeof answerSchema>;
  try {
    const response = await fetch(config.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
    });
    answer = answerSchema.parse(await response.json());
  } catch (error) {
    logger().warn({ err: error, txnRef: request.txnRef }, 'vnpay refund: no usable answer');
    return { ok: false, message: 'VNPay không phản hồi, vui lòng thử lại sau' };
  }
  if (!sameHex(pipeHash(REFUND_RESPONSE_FIELDS, answer, config.secret), answer.vnp_SecureHash)) {
    logger().warn({ txnRef: request.txnRef }, 'vnpay refund: answer with a bad checksum');
    return { ok: false, message: 'Phản hồi hoàn tiền của VNPay không hợp lệ' };
  }
  if (answer.vnp_ResponseCode !== '00')
    return { ok: false, message: answer.vnp_Message || `VNPay refund refused (${answer.vnp_ResponseCode})` };
  const transactionNo = answer.vnp_TransactionNo === undefined ? '' : String(answer.vnp_TransactionNo);
  return { ok: true, providerRef: transactionNo || answer.vnp_ResponseId || null };
}
