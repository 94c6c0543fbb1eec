import { z } from 'zod';
import { ORDER_PRODUCT_TYPES, orderCodeSchema, printable } from './order-fields';

// After the sale: cancellation reasons and bodies, the refund account, VAT invoice requests (spec 7.4).
export const cancelReasonSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  text_en: z.string(),
  /** the products it is offered for; cancelling an order of another product with it is a 400 */
  product_types: z.array(z.enum(ORDER_PRODUCT_TYPES)),
});
/** GET /booking/reasons/frontend/?product_type: the reasons for one product's orders (all without it). */
export const cancelReasonsQuerySchema = z.strictObject({ product_type: z.enum(ORDER_PRODUCT_TYPES).optional() });

/** Where a bank-account refund goes (banks from GET /common/hotel/banks/, branches per bank). */
export const refundAccountSchema = z.strictObject({
  bank_id: z.number().int().positive(),
  branch_id: z.number().int().positive(),
  account_number: z.string().regex(/^\d{6,20}$/, 'Số tài khoản gồm 6 đến 20 chữ số'),
  account_name: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(/^[A-Z ]+$/, 'Tên chủ tài khoản viết hoa không dấu'),
});

const cancelFields = {
  order_code: orderCodeSchema,
  reason_id: z.number().int().positive(),
  reason_text: printable(0, 500, 'Lý do').optional(),
  /** required when a refund is owed and the order was not paid by card (a card payment is refunded to the card) */
  refund_account: refundAccountSchema.optional(),
};
/** POST /booking/cancel-ticket/v3/process-order-cancel/: the signed-in owner (or the guest cookie that made it). */
export const cancelOrderBodySchema = z.strictObject(cancelFields);
/** POST /booking/cancel-ticket/v3/process-order-cancel-by-token/: the emailed link's token. */
export const cancelOrderByTokenBodySchema = z.strictObject({ ...cancelFields, token: z.string().min(20).max(1000) });

/** Vietnamese tax codes: 10 digits, or 13 as 10 + "-" + 3 (the branch), the first 10 with the checksum digit. */
const taxCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{10}(-?\d{3})?$/, 'Mã số thuế gồm 10 hoặc 13 chữ số');
/** PUT /core-accounting/invoice */
export const invoiceBodySchema = z.strictObject({
  order_code: orderCodeSchema,
  tax_code: taxCodeSchema,
  company_name: printable(2, 200, 'Tên công ty'),
  company_address: printable(5, 300, 'Địa chỉ công ty'),
  email: z.email('Email không hợp lệ').max(254),
  token: z.string().min(20).max(1000).optional(),
});
export const taxCodeParamsSchema = z.strictObject({ taxCode: taxCodeSchema });
export const companySchema = z.object({ tax_code: z.string(), name: z.string(), address: z.string() });

export type CancelReason = z.infer<typeof cancelReasonSchema>;
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;
export type CancelOrderByTokenBody = z.input<typeof cancelOrderByTokenBodySchema>;
export type InvoiceBody = z.input<typeof invoiceBodySchema>;
export type Company = z.infer<typeof companySchema>;
