import { z } from 'zod';

/**
 * The payment contract (spec 2.10, 3 "Payment method", 7.1, 7.5), shared by the route handlers, the browser
 * client, the OpenAPI document and the tests. Money is integer VND.
 */

const vnd = z.number().int();
const bookingRequestId = z.uuid();

const PAYMENT_METHOD_CODES = [
  'payment_method_bank_transfer',
  'payment_method_credit_card',
  'payment_method_atm',
  'payment_method_vietqr',
  'payment_method_pay_later',
  'payment_method_voucher',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export const PAY_LATER_METHOD: PaymentMethodCode = 'payment_method_pay_later';
export const VOUCHER_METHOD: PaymentMethodCode = 'payment_method_voucher';
export const BANK_TRANSFER_METHOD: PaymentMethodCode = 'payment_method_bank_transfer';

/** The provider adapters (features/payment/server/providers). */
export const PROVIDER_IDS = ['vnpay', 'bank_transfer', 'pay_later', 'voucher'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const PURCHASE_FORMS = 'booking_request_id, or deal_id + price_deal_id + quantity, or combo_draft_id';

/**
 * GET /v3-booking/payment-methods?request_from=FE_BASIC& (spec 7.5 "Get payment methods"; path ours) with exactly
 * one of: booking_request_id (a held hotel or flight request); deal_id + price_deal_id + quantity (vouchers of a
 * deal, before any order exists); combo_draft_id (the caller's combo draft).
 */
export const paymentMethodsQuerySchema = z
  .strictObject({
    request_from: z.literal('FE_BASIC'),
    booking_request_id: bookingRequestId.optional(),
    deal_id: positiveId.optional(),
    price_deal_id: positiveId.optional(),
    quantity: z.coerce.number().int().min(1).max(10).optional(),
    combo_draft_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Mã combo không hợp lệ')
      .optional(),
  })
  .superRefine((q, ctx) => {
    const deal = [q.deal_id, q.price_deal_id, q.quantity].filter((v) => v !== undefined).length;
    const forms = Number(q.booking_request_id !== undefined) + Number(deal > 0) + Number(q.combo_draft_id !== undefined);
    if (forms !== 1 || (deal > 0 && deal < 3))
      ctx.addIssue({ code: 'custom', path: ['booking_request_id'], message: `Cần đúng một trong: ${PURCHASE_FORMS}` });
  });
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuerySchema>;

/** Spec 3 "Payment method", plus what this order would cost with it. */
const paymentMethodSchema = z.object({
  id: z.number().int(),
  payment_method: z.enum(PAYMENT_METHOD_CODES),
  name_vi: z.string(),
  name_en: z.string(),
  logo: z.string(),
  short_desc_vi: z.string(),
  short_desc_en: z.string(),
  /** the fee this order pays with it (spec 9: a percentage of total minus the coupon discount), VND */
  final_fee: vnd,
  /** the fee percentage */
  fee_percent: z.number(),
  /** pay-later: the partner's minimum order value */
  payment_limit: z.object({ min: vnd.nullable() }),
  /** what the traveller pays with this method (spec 9 final total) */
  order_value: vnd,
  /** shown but not selectable (the fixed "Pay by voucher" option of spec 2.10) */
  disabled: z.boolean(),
  /** the method this request's payment is set to (kept on the server, so a reload shows it chosen) */
  chosen: z.boolean().optional(),
  /** the chosen voucher's last characters, on the fixed "Pay by voucher" option */
  voucher_hint: z.string().nullable().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.array(paymentMethodSchema);

/** PATCH /v3-booking/booking-requests/{id}/choose-payment-method (spec 7.1, 7.5 "Set payment method"). */
export const choosePaymentMethodBodySchema = z.strictObject({
  payment_method: z.enum(PAYMENT_METHOD_CODES, { error: 'Phương thức thanh toán không hợp lệ' }),
  user_type: z.literal('person'),
  /** the stay voucher's code, with payment_method_voucher */
  voucher_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,32}$/, 'Mã voucher không hợp lệ')
    .optional(),
});
export type ChoosePaymentMethodBody = z.infer<typeof choosePaymentMethodBodySchema>;

/** DELETE /v3-booking/booking-requests/{id}/choose-payment-method: the choice (and its voucher) let go. */
export const clearedPaymentSchema = z.object({ booking_request_id: bookingRequestId, cleared: z.boolean() });
export type ClearedPayment = z.infer<typeof clearedPaymentSchema>;

/** POST /payment-service/fe/payment-method-amount (spec 7.1): what the request costs with a method. */
export const paymentMethodAmountBodySchema = z.strictObject({
  booking_request_id: bookingRequestId,
  payment_method: z.enum(PAYMENT_METHOD_CODES, { error: 'Phương thức thanh toán không hợp lệ' }),
});

/** Spec 3 "Booking data": the request's amounts with the chosen (or asked-about) method. */
export const bookingPaymentSchema = z.object({
  booking_request_id: bookingRequestId,
  payment_method: z.enum(PAYMENT_METHOD_CODES),
  /** the fee percentage (spec: payment_method_fee is a percentage) */
  payment_method_fee: z.number(),
  /** the stay, VAT and fees included, before coupon (spec 9 total_price) */
  total_price: vnd,
  coupon_discount: vnd,
  /** the method's fee, VND */
  payment_fee: vnd,
  /** what the traveller pays (spec 9 final total) */
  final_price: vnd,
  /** with a voucher: its last characters */
  voucher_hint: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** GET /v2-common/bank-account: the site's receiving accounts. */
export const bankAccountSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  bank_short_name: z.string(),
  bank_name_en: z.string(),
  bin: z.string(),
  logo: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  branch: z.string(),
  branch_en: z.string(),
});
export const bankAccountListSchema = z.array(bankAccountSchema);
/** GET /v2-common/bank-account takes no parameter. */
export const noParametersSchema = z.strictObject({});

/** GET /common/hotel/banks/ and GET /booking/refund/get-branch-by-bank-id/{id}. */
const bankSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  short_name: z.string(),
  name: z.string(),
  name_en: z.string(),
  logo: z.string(),
});
export const bankListSchema = z.array(bankSchema);
const bankBranchSchema = z.object({
  id: z.number().int(),
  bank_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  province: z.string(),
});
export const bankBranchListSchema = z.array(bankBranchSchema);
export const bankIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'Mã ngân hàng không hợp lệ')
    .transform(Number),
});

/** GET /payment-service/payment/v2/{id}: one payment attempt (id = its transaction id). */
const transactionIdSchema = z.string().regex(/^[A-Za-z0-9]{8,40}$/, 'Mã giao dịch không hợp lệ');
export const transactionParamsSchema = z.strictObject({ id: transactionIdSchema });
export const paymentAttemptSchema = z.object({
  transaction_id: z.string(),
  order_number: z.string(),
  provider: z.enum(PROVIDER_IDS),
  payment_method: z.string(),
  amount_vnd: vnd,
  status: z.enum(['created', 'succeeded', 'failed', 'cancelled', 'superseded', 'duplicate', 'refunded']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** A provider's answer to "pay this order" (GET create-payment-link): where the traveller goes or what they see. */
export const paymentLinkSchema = z.discriminatedUnion('kind', [
  /** card / QR gateway (VNPay) and the pay-later partner: send the browser to payment_url */
  z.object({ kind: z.literal('redirect'), transaction_id: z.string(), payment_url: z.string(), expires_at: z.string() }),
  /** bank transfer: the account, the amount, the content (= the order code) and the VietQR image */
  z.object({
    kind: z.literal('bank_transfer'),
    transaction_id: z.string(),
    bank: z.object({ code: z.string(), short_name: z.string(), name: z.string(), name_en: z.string(), bin: z.string(), logo: z.string() }),
    account_number: z.string(),
    account_name: z.string(),
    branch: z.string(),
    branch_en: z.string(),
    amount_vnd: vnd,
    content: z.string(),
    /** the NAPAS EMVCo payload the QR encodes */
    qr_payload: z.string(),
    /** the QR as a data: URL (SVG), drawn on our server */
    qr_image: z.string(),
    expires_at: z.string(),
  }),
  /** nothing to pay (a voucher): the order is already paid */
  z.object({ kind: z.literal('paid'), transaction_id: z.string() }),
]);
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

// ---- pay-later (spec 3 "Pay-later account", 5, 6, 7.5) ----

/** POST /payment-service/pay-later/token: the partner's token for the signed-in member (userId, phone, email sent by the server). */
export const payLaterTokenSchema = z.object({ token: z.string() });
/** POST /payment-service/pay-later/register-token */
export const payLaterRegisterBodySchema = z.strictObject({ token: z.string().min(8).max(200) });
/** GET /payment-service/pay-later/limit */
export const payLaterAccountSchema = z.object({ PLallowed: z.boolean(), limitAmount: vnd, availLimitAmount: vnd });
export type PayLaterAccount = z.infer<typeof payLaterAccountSchema>;

// ---- provider notifications ----

/**
 * POST /payment-service/bank-transfer/notify: the bank's notification of an incoming transfer. Authenticated by
 * `X-Bank-Timestamp` (unix seconds, within 5 minutes) and `X-Bank-Signature` = hex HMAC-SHA256(BANK_WEBHOOK_SECRET,
 * timestamp + "." + raw body); `event_id` is taken once only.
 */
// PostgreSQL text cannot hold NUL: kept, a signed notification carrying one would fail to record and the bank
// would retry it forever (it retries any non-2xx), so free text loses its NULs and the event id may not have one.
const bankText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text) => text.replaceAll('\u0000', ''));
export const bankNotificationBodySchema = z.strictObject({
  event_id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^\u0000]+$/),
  account_number: z.string().regex(/^\d{6,20}$/),
  amount: z.number().int().positive().max(10_000_000_000),
  /** the transfer's content as the bank shows it (the order code in it) */
  content: bankText(500),
  bank_reference: bankText(100),
  transaction_time: bankText(40),
});
export type BankNotification = z.infer<typeof bankNotificationBodySchema>;

/** VNPay's IPN answer (its protocol, not our envelope): RspCode 00 / 01 / 02 / 04 / 97 / 99. */
export const vnpayIpnAnswerSchema = z.object({ RspCode: z.enum(['00', '01', '02', '04', '97', '99']), Message: z.string() });
/** The VNPay IPN's query: VNPay's vnp_* fields (checked by signature, not by shape). */
export const vnpayIpnQuerySchema = z.object({}).catchall(z.string());
