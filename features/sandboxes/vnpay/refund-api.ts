import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { vnpaySecret, vnpayTmnCode, pipeHash, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS, vnpDate } from '@/features/payment/server';
import { sameHex } from '@/lib/security/hmac';
import { ledgerRow, takeRefund } from './ledger';

const field = z.union([z.string().max(255), z.number().int().nonnegative()]).transform(String);

const refundRequestSchema = z.object({
  vnp_RequestId: field,
  vnp_Version: field,
  vnp_Command: field,
  vnp_TmnCode: field,
  vnp_TransactionType: field,
  vnp_TxnRef: field,
  vnp_Amount: field,
  vnp_OrderInfo: field,
  vnp_TransactionNo: field.optional(),
  vnp_TransactionDate: field,
  vnp_CreateBy: field,
  vnp_CreateDate: field,
  vnp_IpAddr: field,
  vnp_SecureHash: z.string().max(256),
});

type Answer = Record<string, string>;

/** VNPay's answer, signed over its own pipe order. */
function answer(code: string, message: string, request: Partial<Record<string, string>>, extra: Answer = {}): Answer {
  const body: Answer = {
    vnp_ResponseId: randomBytes(16).toString('hex'),
    vnp_Command: 'refund',
    vnp_ResponseCode: code,
    vnp_Message: message,
    vnp_TmnCode: request.vnp_TmnCode ?? '',
    vnp_TxnRef: request.vnp_TxnRef ?? '',
    vnp_Amount: request.vnp_Amount ?? '',
    vnp_BankCode: 'NCB',
    vnp_PayDate: '',
    vnp_TransactionNo: '',
    vnp_TransactionType: request.vnp_TransactionType ?? '',
    vnp_TransactionStatus: '',
    vnp_OrderInfo: request.vnp_OrderInfo ?? '',
    ...extra,
  };
  return { ...body, vnp_SecureHash: pipeHash(REFUND_RESPONSE_FIELDS, body, vnpaySecret()) };
}

/**
 * The sandbox's refund API (POST JSON, VNPay 2.1.0 "refund"): the request's checksum, then the ledger: only
 * a paid transaction, never more back than was charged.
 */
export async function sandboxRefund(input: unknown): Promise<Answer> {
  const parsed = refundRequestSchema.safeParse(input);
  if (!parsed.success) return answer('03', 'Invalid data format', {});
  const request = parsed.data;
  if (!sameHex(pipeHash(REFUND_REQUEST_FIELDS, request, vnpaySecret()), request.vnp_SecureHash))
    return answer('97', 'Invalid checksum', request);
  if (request.vnp_Command !== 'refund' || request.vnp_TmnCode !== vnpayTmnCode())
    return answer('02', 'Invalid merchant or command', request);
  if (!['02', '03'].includes(request.vnp_TransactionType) || !/^\d{1,15}$/.test(request.vnp_Amount) || Number(request.vnp_Amount) <= 0) {
    return answer('03', 'Invalid data format', request);
  }
  const row = await ledgerRow(request.vnp_TxnRef);
  if (!row || (request.vnp_TransactionNo && request.vnp_TransactionNo !== row.transactionNo))
    return answer('91', 'Transaction not found', request);
  if (row.responseCode !== '00') return answer('95', 'Transaction was not paid', request);
  const amount = Number(request.vnp_Amount);
  const refunded = await takeRefund(row.txnRef, amount);
  if (!refunded) return answer('03', 'Refund amount exceeds the amount charged', request);
  return answer('00', 'Refund success', request, {
    vnp_PayDate: vnpDate(row.createdAt),
    vnp_TransactionNo: row.transactionNo,
    vnp_TransactionStatus: '05',
  });
}
