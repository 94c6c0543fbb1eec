import 'server-only';
import type { ApplyResult, PaymentEvent, VerifiedNotification } from '../types';
import { verifySigned, type VnpParams } from './sign';

/** VNPay's IPN answers: HTTP 200 always, the verdict in RspCode. */
type IpnAnswer = { RspCode: string; Message: string };

const ANSWERS: Record<ApplyResult | 'error', IpnAnswer> = {
  applied: { RspCode: '00', Message: 'Confirm Success' },
  already_applied: { RspCode: '02', Message: 'Order already confirmed' },
  not_payable: { RspCode: '02', Message: 'Order already confirmed' },
  not_found: { RspCode: '01', Message: 'Order not found' },
  amount_mismatch: { RspCode: '04', Message: 'Invalid amount' },
  error: { RspCode: '99', Message: 'Unknown error' },
};

const ipnResponse = (answer: IpnAnswer): Response => Response.json(answer, { headers: { 'cache-control': 'no-store' } });

/** The vnp_* parameters of a query (the first of a repeated one). */
export function vnpQuery(search: URLSearchParams): VnpParams {
  const params: VnpParams = Object.create(null) as VnpParams;
  for (const [key, value] of search) if (key.startsWith('vnp_') && !Object.hasOwn(params, key)) params[key] = value;
  return params;
}

export function outcomeOf(params: VnpParams): PaymentEvent['outcome'] {
  if (params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00') return 'succeeded';
  if (params.vnp_ResponseCode === '24') return 'cancelled';
  return 'failed';
}

/** What only VNPay's answer (IPN or return) carries. */
const RESULT_FIELDS = ['vnp_ResponseCode', 'vnp_TransactionStatus', 'vnp_TransactionNo'] as const;
/** What only our payment URL carries. */
const REQUEST_FIELDS = ['vnp_Command', 'vnp_ReturnUrl', 'vnp_IpAddr', 'vnp_CreateDate', 'vnp_ExpireDate'] as const;

/**
 * Whether signed parameters are VNPay's report of a payment and not our own payment URL: both are signed with the
 * same key over the same canonical string, so the signature alone cannot tell a replayed pay link from a result.
 */
export function isPaymentResult(params: VnpParams, tmnCode: string): boolean {
  return (
    RESULT_FIELDS.every((key) => /^[0-9A-Za-z]{1,20}$/.test(params[key] ?? '')) &&
    REQUEST_FIELDS.every((key) => !Object.hasOwn(params, key)) &&
    params.vnp_TmnCode === tmnCode
  );
}

/**
 * The IPN (a GET with the vnp_* query), checked: a bad checksum (97), a signed message that is not a payment
 * result (99) or a malformed report is answered at once and changes nothing.
 */
export function verifyIpn(params: VnpParams, config: { secret: string; tmnCode: string }): VerifiedNotification {
  if (!verifySigned(params, config.secret))
    return { kind: 'refused', response: ipnResponse({ RspCode: '97', Message: 'Invalid signature' }) };
  if (!isPaymentResult(params, config.tmnCode))
    return { kind: 'refused', response: ipnResponse({ RspCode: '99', Message: 'Invalid request' }) };
  const txnRef = params.vnp_TxnRef;
  if (!txnRef) return { kind: 'refused', response: ipnResponse(ANSWERS.not_found) };
  const amount = params.vnp_Amount ?? '';
  if (!/^\d{1,15}$/.test(amount) || Number(amount) % 100 !== 0) return { kind: 'refused', response: ipnResponse(ANSWERS.amount_mismatch) };
  const raw = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType'));
  return {
    kind: 'event',
    event: { txnRef, amountVnd: Number(amount) / 100, outcome: outcomeOf(params), providerTxnNo: params.vnp_TransactionNo || null, raw },
    answer: async (result) => ipnResponse(ANSWERS[result]),
  };
}
