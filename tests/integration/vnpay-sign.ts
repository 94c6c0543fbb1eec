import { createHmac } from 'node:crypto';

/**
 * VNPay 2.1.0's signature, written from its rule for the tests (independently of the provider under test):
 * the vnp_* parameters except vnp_SecureHash(Type), sorted by name, each value URL-encoded with spaces as
 * "+", joined as a query string, HMAC-SHA512 with the hash secret, hex.
 */
function vnpaySignature(params: Record<string, string>, secret: string): string {
  const data = Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key]!).replace(/%20/g, '+')}`)
    .join('&');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** The query string of a signed IPN call (as VNPay sends it). */
export function signedIpnQuery(params: Record<string, string>, secret: string): string {
  const all = { ...params, vnp_SecureHash: vnpaySignature(params, secret) };
  return new URLSearchParams(all).toString();
}

/** The parameters VNPay's IPN carries for a successful payment of `amountVnd` on attempt `txnRef`. */
export function ipnParams(txnRef: string, amountVnd: number, tmnCode: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    vnp_Amount: String(amountVnd * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14226112',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: `Thanh toan don hang ${txnRef}`,
    vnp_PayDate: '20261124103000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: tmnCode,
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: txnRef,
    ...over,
  };
}
