import 'server-only';
import { vnpaySecret, vnpayTmnCode, parseVnpDate, verifySigned, type VnpParams } from '@/features/payment/server';

/** What the sandbox's pay page shows of a payment URL it accepted. */
type SandboxPayment = {
  params: VnpParams;
  txnRef: string;
  amountVnd: number;
  orderInfo: string;
  tmnCode: string;
  returnUrl: string;
  locale: 'vn' | 'en';
  expiresAt: Date | null;
  expired: boolean;
};

export type PayCheck = { ok: true; payment: SandboxPayment } | { ok: false; reason: 'signature' | 'invalid' };

const REQUIRED = [
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_Amount',
  'vnp_TxnRef',
  'vnp_OrderInfo',
  'vnp_ReturnUrl',
  'vnp_CreateDate',
  'vnp_SecureHash',
];

function httpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The vnp_* fields of a query or a form (the first copy of a repeated one; nothing else). */
export function vnpFields(entries: Iterable<[string, unknown]>): VnpParams {
  const params = Object.create(null) as VnpParams;
  for (const [key, value] of entries) {
    if (key.startsWith('vnp_') && typeof value === 'string' && !Object.hasOwn(params, key) && key.length <= 40 && value.length <= 2000)
      params[key] = value;
  }
  return params;
}

/** A payment URL's parameters as VNPay checks them: the checksum first (with our merchant's secret), then the fields. */
export function checkPayParams(params: VnpParams, now: Date = new Date()): PayCheck {
  if (!verifySigned(params, vnpaySecret())) return { ok: false, reason: 'signature' };
  if (REQUIRED.some((key) => !params[key])) return { ok: false, reason: 'invalid' };
  const amount = params.vnp_Amount!;
  if (params.vnp_Command !== 'pay' || params.vnp_TmnCode !== vnpayTmnCode() || !/^\d{3,15}$/.test(amount) || Number(amount) % 100 !== 0) {
    return { ok: false, reason: 'invalid' };
  }
  if (!httpUrl(params.vnp_ReturnUrl!) || !/^[A-Za-z0-9_-]{1,100}$/.test(params.vnp_TxnRef!)) return { ok: false, reason: 'invalid' };
  const expiresAt = params.vnp_ExpireDate ? parseVnpDate(params.vnp_ExpireDate) : null;
  if (params.vnp_ExpireDate && !expiresAt) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    payment: {
      params,
      txnRef: params.vnp_TxnRef!,
      amountVnd: Number(amount) / 100,
      orderInfo: params.vnp_OrderInfo!,
      tmnCode: params.vnp_TmnCode!,
      returnUrl: params.vnp_ReturnUrl!,
      locale: params.vnp_Locale === 'en' ? 'en' : 'vn',
      expiresAt,
      expired: expiresAt !== null && expiresAt.getTime() <= now.getTime(),
    },
  };
}
