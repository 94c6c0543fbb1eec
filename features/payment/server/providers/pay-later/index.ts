import 'server-only';
import { z } from 'zod';
import { errorResponse } from '@/lib/api/envelope';
import { partnerRefund } from '../../pay-later-partner/client';
import { partnerApiKey, partnerCheckoutUrl } from '../../pay-later-partner/config';
import { registeredPhoneOf } from '../../pay-later-partner/member-account';
import { checkoutText, hmacHex, returnText, signatureMatches, signedBodyValid } from '../../pay-later-partner/signing';
import { readSignedJson } from '../signed-json';
import type { PaymentProvider } from '../types';
import { messageError } from '@/lib/api/error-messages';

/** The partner's callback body (POST /api/payment-service/pay-later/callback), signed over `timestamp.body`. */
const callbackSchema = z.strictObject({
  txnRef: z.string().min(1).max(64),
  amountVnd: z.number().int().nonnegative(),
  outcome: z.enum(['succeeded', 'failed', 'cancelled']),
  providerTxnNo: z.string().max(64).nullable(),
});

/**
 * The pay-later partner (spec 5, 6, 7.5): the browser goes to the partner's checkout with signed parameters, the
 * member approves there, and the partner posts a signed callback; its limit is spent on approval and restored by
 * a refund. PAY_LATER_URL picks the real partner, else the built-in sandbox (/sandbox/pay-later).
 */
export const payLaterProvider: PaymentProvider = {
  id: 'pay_later',
  async start(request) {
    const phone = request.userId === null ? null : await registeredPhoneOf(request.userId);
    if (!phone) throw messageError('payLaterProcessError');
    const params = {
      txn: request.txnRef,
      order: request.orderNumber,
      amount: String(request.amountVnd),
      phone,
      expires: String(Math.floor(request.expiresAt.getTime() / 1000)),
      return: request.returnUrl,
    };
    const url = new URL(partnerCheckoutUrl());
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('sig', hmacHex(partnerApiKey(), checkoutText(params)));
    return { kind: 'redirect', transaction_id: request.txnRef, payment_url: url.toString(), expires_at: request.expiresAt.toISOString() };
  },
  verifyReturn(query) {
    const txnRef = query.transaction_id ?? null;
    const outcome = query.pl_outcome;
    if (!txnRef || (outcome !== 'succeeded' && outcome !== 'failed' && outcome !== 'cancelled'))
      return { valid: false, txnRef, outcome: null };
    const valid = signatureMatches(partnerApiKey(), returnText(txnRef, outcome), query.pl_sig);
    return { valid, txnRef, outcome: valid ? outcome : null };
  },
  async verifyNotification(request) {
    const key = partnerApiKey();
    const read = await readSignedJson(request, {
      schema: callbackSchema,
      verify: (body, headers) => signedBodyValid(key, body, headers, 'callback'),
    });
    if (!read.ok) {
      const response =
        read.reason === 'body'
          ? errorResponse(read.error.errorCode, read.error.message)
          : read.reason === 'signature'
            ? errorResponse('INVALID_SIGNATURE')
            : errorResponse('BAD_REQUEST', 'Nội dung không hợp lệ');
      return { kind: 'refused', response };
    }
    const parsed = read.data;
    return {
      kind: 'event',
      event: {
        txnRef: parsed.txnRef,
        outcome: parsed.outcome,
        amountVnd: parsed.amountVnd,
        providerTxnNo: parsed.providerTxnNo,
        raw: { outcome: parsed.outcome, providerTxnNo: parsed.providerTxnNo ?? '' },
      },
      answer: async (result) =>
        Response.json({ status: result === 'error' ? 'error' : 'ok', result }, { status: result === 'error' ? 500 : 200 }),
    };
  },
  async refund(request) {
    // the order's member: their registered phone names their account at the partner
    const phone = request.ownerUserId ? await registeredPhoneOf(request.ownerUserId) : null;
    if (!phone) return { ok: false, message: 'Không tìm thấy tài khoản Mua trước trả sau của đơn hàng' };
    try {
      return { ok: true, providerRef: await partnerRefund({ phone, txnRef: request.txnRef, amountVnd: request.amountVnd }) };
    } catch {
      return { ok: false, message: 'Đối tác Mua trước trả sau không phản hồi' };
    }
  },
};
