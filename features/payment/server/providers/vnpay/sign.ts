import 'server-only';
import { createHmac } from 'node:crypto';
import { sameHex } from '@/lib/security/hmac';

/**
 * VNPay 2.1.0 checksums. A payment URL, its return and its IPN are signed over the vnp_* parameters sorted by
 * name, each value encoded as VNPay's Node demo does (encodeURIComponent, then %20 as '+'), joined k=v&k=v;
 * the refund API signs its fields joined by '|' in a fixed order.
 */
export type VnpParams = Record<string, string>;

const HASH_KEYS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The signed string (also the URL's query, which VNPay's demo builds the same way). */
export function signData(params: VnpParams): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && !HASH_KEYS.has(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${encode(params[key]!)}`)
    .join('&');
}

const hmacSha512 = (secret: string, data: string): string => createHmac('sha512', secret).update(data, 'utf8').digest('hex');

export const secureHash = (params: VnpParams, secret: string): string => hmacSha512(secret, signData(params));

/** The parameters with their vnp_SecureHash added. */
export const signed = (params: VnpParams, secret: string): VnpParams => ({ ...params, vnp_SecureHash: secureHash(params, secret) });

/** Whether vnp_SecureHash is the checksum of the other vnp_* parameters. */
export const verifySigned = (params: VnpParams, secret: string): boolean => sameHex(secureHash(params, secret), params.vnp_SecureHash);

/** yyyyMMddHHmmss in GMT+7 (VNPay's dates; Vietnam has no daylight saving). */
export function vnpDate(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`;
}

/** The instant a GMT+7 yyyyMMddHHmmss names, or null when it is not one. */
export function parseVnpDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h - 7, mi, s));
  return vnpDate(date) === value ? date : null;
}

/** The refund request's pipe-joined signed fields, in VNPay's order. */
export const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The refund response's pipe-joined signed fields, in VNPay's order. */
export const REFUND_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

const pipeData = (fields: readonly string[], values: Record<string, unknown>): string =>
  fields.map((field) => (values[field] === undefined || values[field] === null ? '' : String(values[field]))).join('|');

export const pipeHash = (fields: readonly string[], values: Record<string, unknown>, secret: string): string =>
  hmacSha512(secret, pipeData(fields, values));
