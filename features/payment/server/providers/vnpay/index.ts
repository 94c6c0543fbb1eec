import 'server-only';
import type { PaymentRequest, PaymentProvider } from '../types';
import { vnpayApiUrl, vnpayPayUrl, vnpaySecret, vnpayTmnCode, VNPAY_VERSION } from './config';
import { isPaymentResult, outcomeOf, verifyIpn, vnpQuery } from './ipn';
import { asciiOrderInfo } from './order-info';
import { vnpayRefund } from './refund';
import { signData, signed, verifySigned, vnpDate, type VnpParams } from './sign';

/** The signed vnp_* parameters of a payment URL. */
export function paymentParams(request: PaymentRequest, config: { tmnCode: string; secret: string }): VnpParams {
  return signed(
    {
      vnp_Version: VNPAY_VERSION,
      vnp_Command: 'pay',
      vnp_TmnCode: config.tmnCode,
      vnp_Amount: String(request.amountVnd * 100),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: request.txnRef,
      vnp_OrderInfo: asciiOrderInfo(request.description),
      vnp_OrderType: 'other',
      vnp_Locale: request.lang === 'en' ? 'en' : 'vn',
      vnp_ReturnUrl: request.returnUrl,
      vnp_IpAddr: request.clientIp || '127.0.0.1',
      vnp_CreateDate: vnpDate(request.createdAt),
      vnp_ExpireDate: vnpDate(request.expiresAt),
    },
    config.secret,
  );
}

/** Card, ATM and VNPay-QR payments through VNPay 2.1.0 (or its built-in sandbox when VNPAY_URL is unset). */
export const vnpayProvider: PaymentProvider = {
  id: 'vnpay',

  async start(request) {
    const params = paymentParams(request, { tmnCode: vnpayTmnCode(), secret: vnpaySecret() });
    const { vnp_SecureHash: hash, ...rest } = params;
    return {
      kind: 'redirect',
      transaction_id: request.txnRef,
      payment_url: `${vnpayPayUrl()}?${signData(rest)}&vnp_SecureHash=${hash}`,
      expires_at: request.expiresAt.toISOString(),
    };
  },

  verifyReturn(query) {
    const params = Object.fromEntries(Object.entries(query).filter(([key]) => key.startsWith('vnp_')));
    // the same rule as the IPN: a replayed pay link is signed too, and is not a result
    if (!verifySigned(params, vnpaySecret()) || !isPaymentResult(params, vnpayTmnCode()))
      return { valid: false, txnRef: null, outcome: null };
    return { valid: true, txnRef: params.vnp_TxnRef ?? null, outcome: outcomeOf(params) };
  },

  async verifyNotification(request) {
    return verifyIpn(vnpQuery(new URL(request.url).searchParams), { secret: vnpaySecret(), tmnCode: vnpayTmnCode() });
  },

  refund(request) {
    return vnpayRefund(request, { tmnCode: vnpayTmnCode(), secret: vnpaySecret(), apiUrl: vnpayApiUrl() });
  },
};
