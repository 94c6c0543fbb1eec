import 'server-only';
import type { orders } from '@/features/orders/db';
import { ORDER_PRODUCT_TYPES, type Order } from '@/features/orders/schemas';
import type { OrderTitles } from '../order-products';

type OrderRow = typeof orders.$inferSelect;

const productType = (value: string): Order['product_type'] =>
  (ORDER_PRODUCT_TYPES as readonly string[]).includes(value) ? (value as Order['product_type']) : 'hotel';

/** The API's snake_case order, named in both languages (orderTitlesOf). */
export function toOrder(row: OrderRow, titles: OrderTitles = { vi: row.title, en: row.title }): Order {
  return {
    order_number: row.orderNumber,
    product_type: productType(row.productType),
    status: row.status,
    title: row.title,
    title_vi: titles.vi,
    title_en: titles.en,
    check_in: row.checkIn,
    check_out: row.checkOut,
    total_vnd: row.totalVnd,
    created_at: row.createdAt.toISOString(),
  };
}
