import { createHmac } from 'node:crypto';
import { resetServerEnvCache } from '@/lib/env/server';

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

/** The gateway the order tests sign for: a real-looking VNPay configuration whose URL nothing follows. */
export const TEST_VNPAY = { secret: 'TEST-VNPAY-HASH-SECRET-0123456789', tmnCode: 'TESTTMN1' } as const;
const GATEWAY_ENV = {
  // the booking writes' per-address limit lifted: every test call comes from one address
  BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  VNPAY_HASH_SECRET: TEST_VNPAY.secret,
  VNPAY_TMN_CODE: TEST_VNPAY.tmnCode,
  // a real secret goes with a real gateway (the sandbox never signs with one); nothing here follows its URL
  VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
};

/** Points this process at TEST_VNPAY (before the routes read the environment); clearTestGateway undoes it. */
export function useTestGateway(): void {
  Object.assign(process.env, GATEWAY_ENV);
  resetServerEnvCache();
}
export function clearTestGateway(): void {
  for (const name of Object.keys(GATEWAY_ENV)) delete process.env[name];
  resetServerEnvCache();
}
