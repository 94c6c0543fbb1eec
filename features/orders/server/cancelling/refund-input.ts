import 'server-only';
import { flightRefundTerms } from '../../flight-refund';
import type { RefundInput } from '../../refund-policy';
import type { OrderRow } from '../access/order-access';

/** What the refund policy reads of an order row: the cancel call and the order detail ask it the same question. */
export const refundInputOf = (row: OrderRow): RefundInput => ({
  status: row.status,
  totalVnd: row.totalVnd,
  paymentFeeVnd: row.paymentFeeVnd,
  freeCancelUntil: row.freeCancelUntil,
  checkIn: row.checkIn,
  productType: row.productType,
  flight: row.productType === 'flight' ? flightRefundTerms(row.flight) : null,
});
