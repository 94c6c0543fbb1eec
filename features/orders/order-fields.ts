import { z } from 'zod';
import { hasControlChars } from '@/lib/text/control-chars';

/** The products an order can be of (orders.product_type). */
export const ORDER_PRODUCT_TYPES = ['hotel', 'flight', 'combo', 'deal', 'voucher'] as const;

export const printable = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(min, `${label} không được để trống`)
    .max(max, `${label} tối đa ${max} ký tự`)
    .refine((v) => !hasControlChars(v), `${label} không hợp lệ`);

/** An order code: letters and digits (it is the bank transfer content, so nothing a bank app strips). */
export const orderCodeSchema = z.string().regex(/^[A-Z0-9]{6,20}$/, 'Mã đơn hàng không hợp lệ');
