import 'server-only';
import type { PaymentLink, ProviderId } from '../../schemas';

/** What a provider is asked to collect: one attempt (txnRef) at paying one order. */
export type PaymentRequest = {
  txnRef: string;
  orderNumber: string;
  amountVnd: number;
  paymentMethod: string;
  /** vi | en: the gateway's page language */
  lang: 'vi' | 'en';
  /** the order info line (ASCII, no accents: VNPay's rule) */
  description: string;
  /** the attempt's end (vnp_ExpireDate) */
  expiresAt: Date;
  createdAt: Date;
  clientIp: string;
  /** where the gateway sends the browser back: the payment lookup page with transaction_id */
  returnUrl: string;
  /** the signed-in member (pay-later needs one) */
  userId: number | null;
};

/** A verified provider report on an attempt. */
export type PaymentEvent = {
  txnRef: string;
  outcome: 'succeeded' | 'failed' | 'cancelled';
  amountVnd: number;
  providerTxnNo: string | null;
  /** what the provider said, kept on the attempt */
  raw: Record<string, string>;
};

/** How the order side applied an event (features/orders applyPaymentEvent). */
export type ApplyResult = 'applied' | 'already_applied' | 'not_found' | 'amount_mismatch' | 'not_payable';

/** What a provider may ask of the orders side while verifying a notification (payment reads no order table). */
export type NotificationContext = {
  /** the orders among these codes, by code */
  ordersNamed(orderNumbers: readonly string[]): Promise<{ id: number; orderNumber: string }[]>;
};

/**
 * A server notification, verified: refused (bad signature, stale, malformed), answered without an event (a
 * replay, a transfer that names no order: the provider's success answer), or an event whose application the
 * provider turns into its protocol's answer (VNPay's RspCode, a webhook's 200).
 */
export type VerifiedNotification =
  | { kind: 'refused'; response: Response }
  | { kind: 'answered'; response: Response }
  | { kind: 'event'; event: PaymentEvent; answer: (result: ApplyResult | 'error') => Promise<Response> };

export type RefundRequest = {
  txnRef: string;
  providerTxnNo: string | null;
  amountVnd: number;
  /** the full amount paid (VNPay: 02 full / 03 partial refund) */
  paidAmountVnd: number;
  /** when the original pay request was made (the attempt's createdAt): VNPay's vnp_TransactionDate is its vnp_CreateDate */
  payCreatedAt: Date;
  orderNumber: string;
  /** the member who owns the order: a pay-later refund goes back to their partner account */
  ownerUserId?: number | null;
  requestedBy: string;
  clientIp: string;
};
export type RefundResult = { ok: true; providerRef: string | null } | { ok: false; message: string };

/** Spec 2.10's methods go through one of these (docs/architecture.md, "Partners and sandboxes"): configuration picks the real or the sandbox endpoint. */
export interface PaymentProvider {
  readonly id: ProviderId;
  /** start collecting: a URL to send the browser to, or what to show (bank transfer), or already paid (voucher) */
  start(request: PaymentRequest): Promise<PaymentLink>;
  /** the browser's return query, verified for display only (never changes state) */
  verifyReturn(query: Record<string, string>): { valid: boolean; txnRef: string | null; outcome: PaymentEvent['outcome'] | null };
  /** the server-to-server notification (IPN, webhook, partner callback); a bank transfer names its order through `context` */
  verifyNotification(request: Request, context?: NotificationContext): Promise<VerifiedNotification>;
  /** give money back to where it came from (card gateway); bank-transfer refunds are paid out by bank account instead */
  refund(request: RefundRequest): Promise<RefundResult>;
}
