/**
 * The order state machine (issue "Payments and orders"): states only move forward.
 *   pending (awaiting payment) -> paid -> confirmed -> completed
 *   pending -> expired (unpaid by the deadline: rooms go back)
 *   pending | paid | confirmed -> cancelled -> refunded
 * Client-safe and pure: the server changes a status only through a transition this table allows.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'confirmed', 'completed', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  expired: [],
  cancelled: ['refunded'],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** The statuses from which a transition to `to` is allowed (the WHERE of a conditional status update). */
export const statusesBefore = (to: OrderStatus): OrderStatus[] => ORDER_STATUSES.filter((from) => canMove(from, to));

/** Whether money was taken for the order (a cancellation then owes a refund). */
export const isPaidStatus = (status: OrderStatus): boolean => status === 'paid' || status === 'confirmed' || status === 'completed';
