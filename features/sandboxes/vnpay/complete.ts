import 'server-only';
import { internalOrigin } from '@/lib/env/site';
import { logger } from '@/lib/logger';
import { VNPAY_IPN_PATH, vnpaySecret, signData, signed, vnpDate, type VnpParams } from '@/features/payment/server';
import { checkPayParams } from './check';
import { recordCompletion } from './ledger';

const SANDBOX_ACTIONS = { pay: '00', cancel: '24', fail: '51' } as const;
export type SandboxAction = keyof typeof SANDBOX_ACTIONS;
/** VNPay's code for a payment page used after vnp_ExpireDate. */
const EXPIRED_CODE = '11';
const IPN_TIMEOUT_MS = 10_000;

export const isSandboxAction = (value: unknown): value is SandboxAction =>
  typeof value === 'string' && Object.hasOwn(SANDBOX_ACTIONS, value);

export type Completion = { ok: true; redirectTo: string; ipnCode: string | null } | { ok: false; reason: 'signature' | 'invalid' };

/** Tells the merchant's IPN (server to server, as VNPay does) and returns its RspCode, or null when it did not answer. */
async function callIpn(query: string): Promise<string | null> {
  try {
    const response = await fetch(`${internalOrigin()}${VNPAY_IPN_PATH}?${query}`, {
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
      cache: 'no-store',
    });
    const body = (await response.json()) as { RspCode?: unknown };
    return typeof body.RspCode === 'string' ? body.RspCode : null;
  } catch (error) {
    logger().warn({ err: error }, 'vnpay sandbox: the IPN did not answer');
    return null;
  }
}

/**
 * A button on the sandbox's pay page: the original payment parameters are checked again (they came back
 * through the browser), the outcome goes into the ledger once, the IPN is told, and the browser goes back
 * to vnp_ReturnUrl with the same signed result.
 */
export async function completeSandboxPayment(params: VnpParams, action: SandboxAction, now: Date = new Date()): Promise<Completion> {
  const check = checkPayParams(params, now);
  if (!check.ok) return check;
  const { payment } = check;
  const code = action === 'pay' && payment.expired ? EXPIRED_CODE : SANDBOX_ACTIONS[action];
  const { row } = await recordCompletion(payment.txnRef, payment.amountVnd * 100, code);
  const paid = row.responseCode === '00';
  const result = signed(
    {
      vnp_Amount: String(row.amount),
      vnp_BankCode: 'NCB',
      ...(paid ? { vnp_BankTranNo: `VNP${row.transactionNo}`, vnp_CardType: 'ATM' } : {}),
      vnp_OrderInfo: payment.orderInfo,
      vnp_PayDate: vnpDate(row.createdAt),
      vnp_ResponseCode: row.responseCode,
      vnp_TmnCode: payment.tmnCode,
      vnp_TransactionNo: paid ? row.transactionNo : '0',
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: payment.txnRef,
    },
    vnpaySecret(),
  );
  const { vnp_SecureHash: hash, ...rest } = result;
  const query = `${signData(rest)}&vnp_SecureHash=${hash}`;
  const ipnCode = await callIpn(query);
  logger().info({ txnRef: payment.txnRef, responseCode: row.responseCode, ipnCode }, 'vnpay sandbox: payment completed');
  const separator = payment.returnUrl.includes('?') ? '&' : '?';
  return { ok: true, redirectTo: `${payment.returnUrl}${separator}${query}`, ipnCode };
}
