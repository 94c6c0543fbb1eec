import 'server-only';
import type { orders } from '@/features/orders/db';
import { ORDER_PRODUCT_TYPES, type Order } from '@/features/orders/schemas';

type OrderRow = typeof orders.$inferSelect;

const productType = (value: string): Order['product_type'] =>
  (ORDER_PRODUCT_TYPES as readonly string[]).includes(value) ? (value as Order['product_type']) : 'hotel';

/** The API's snake_case order. */
export function toOrder(row: OrderRow): Order {
  return {
    order_number: row.orderNumber,
    product_type: productType(row.productType),
    status: row.status,
    title: row.title,
    check_in: row.checkIn,
    check_out: row.checkOut,
    total_vnd: row.totalVnd,
    created_at: row.createdAt.toISOString(),
  };
}
