import { z } from 'zod';
import { parseIsoDate } from '@/lib/dates/product-date';

export const ORDER_PRODUCT_TYPES = ['hotel', 'flight', 'combo', 'voucher'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'confirmed', 'completed', 'cancelled', 'refunded'] as const;
const ORDERS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

// The patterns in meta only tell the accepted form in the API document (JSON Schema cannot say a refine).
const isoDate = (label: string) =>
  z
    .string()
    .refine((value) => parseIsoDate(value) === value, `${label} phải là ngày hợp lệ dạng YYYY-MM-DD`)
    .meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'A calendar day, YYYY-MM-DD' });
const positiveInt = (label: string, max: number, exact: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, `${label} phải là số nguyên dương`)
    .transform(Number)
    .refine((value) => value <= max, `${label} tối đa ${max}`)
    .meta({ pattern: exact, description: `An integer from 1 to ${max}` });

/** GET /api/v2-user/orders: filters by status and booking date (Vietnam time, both ends included), paged. */
export const ordersQuerySchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: 'Trạng thái đơn hàng không hợp lệ' }).optional(),
    from: isoDate('Từ ngày').optional(),
    to: isoDate('Đến ngày').optional(),
    page: positiveInt('Trang', 10_000, '^([1-9]\\d{0,3}|10000)$').default(1),
    page_size: positiveInt('Số đơn mỗi trang', MAX_PAGE_SIZE, '^([1-9]|[1-4]\\d|50)$').default(ORDERS_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'Đến ngày phải sau hoặc bằng Từ ngày' });
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const orderNumberParamsSchema = z.strictObject({
  orderNumber: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Mã đơn hàng không hợp lệ'),
});

export const orderSchema = z.object({
  order_number: z.string(),
  product_type: z.enum(ORDER_PRODUCT_TYPES),
  status: z.string(),
  title: z.string(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  total_vnd: z.number().int(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export type OrdersPage = { items: Order[]; total: number; page: number; page_size: number };
