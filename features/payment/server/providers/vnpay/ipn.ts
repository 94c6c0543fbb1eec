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

/** The IPN (a GET with the vnp_* query), checked: a bad checksum or a malformed report is answered at once. */
export function verifyIpn(params: VnpParams, secret: string): VerifiedNotification {
  if (!verifySigned(params, secret)) return { kind: 'refused', response: ipnResponse({ RspCode: '97', Message: 'Invalid signature' }) };
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
