import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { hotels } from '@/features/hotels/db';
import { bankBranches, banks, paymentAttempts, paymentMethods } from '@/features/payment/db';
import type { Db } from '@/lib/db/client';
import { orderEvents, orderInvoices, orderRefunds, orders } from '../../db';
import { ORDER_PRODUCT_TYPES, type OrderDetail, type RefundChannel } from '../../schemas';
import { isOrderStatus } from '../../status';
import { refundFor } from '../../refund-policy';
import { refundInputOf } from '../cancelling/refund-input';
import type { OrderRow } from '../access/order-access';
import { branchNameEn } from '@/features/payment/index';
import { orderTitlesOf } from './order-titles';
import type { OrderReads } from '../order-products';
import type { Tx } from '../transition';

const productType = (value: string): OrderDetail['product_type'] =>
  (ORDER_PRODUCT_TYPES as readonly string[]).includes(value) ? (value as OrderDetail['product_type']) : 'hotel';
const iso = (at: Date | null) => at?.toISOString() ?? null;
const masked = (account: string | null) => (account ? `****${account.slice(-4)}` : null);

// An order has at most one refund and one invoice (unique order_id), so the joins give one line.
const lastTxnRef = sql<
  string | null
>`(select ${paymentAttempts.txnRef} from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orders.id} order by ${paymentAttempts.id} desc limit 1)`;

/**
 * The order as its viewer sees it (orderDetailSchema): hotel, method names, last attempt, events, cancellation,
 * refund, invoice. Two queries (it runs on every poll of the payment result page): the order's joined facts, its events.
 */
export async function orderDetailOf(db: Db | Tx, row: OrderRow, reads: OrderReads, now: Date = new Date()): Promise<OrderDetail> {
  const [facts] = await db
    .select({
      hotel: hotels,
      method: paymentMethods,
      refund: orderRefunds,
      bankName: banks.shortName,
      branchName: bankBranches.name,
      invoice: orderInvoices,
      txnRef: lastTxnRef,
    })
    .from(orders)
    .leftJoin(hotels, eq(hotels.id, orders.hotelId))
    .leftJoin(paymentMethods, eq(paymentMethods.paymentMethod, orders.paymentMethod))
    .leftJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
    .leftJoin(banks, eq(banks.id, orderRefunds.bankId))
    .leftJoin(bankBranches, eq(bankBranches.id, orderRefunds.branchId))
    .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
    .where(eq(orders.id, row.id));
  const deal = row.productType === 'deal' ? await reads.dealOf(db, row) : null;
  const voucher = await reads.payingVoucherOf(db, row);
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id));
  const titles = (await orderTitlesOf(db, [row], reads)).get(row.id) ?? { vi: row.title, en: row.title };
  const hotel = facts?.hotel;
  const method = facts?.method;
  const invoice = facts?.invoice;
  const refund = facts?.refund ? { refund: facts.refund, bankName: facts.bankName, branchName: facts.branchName } : null;
  return {
    order_number: row.orderNumber,
    product_type: productType(row.productType),
    status: isOrderStatus(row.status) ? row.status : 'pending',
    title: row.title,
    title_vi: titles.vi,
    title_en: titles.en,
    hotel: hotel
      ? {
          id: hotel.id,
          name: hotel.name,
          name_vi: hotel.nameVi,
          full_address: hotel.fullAddress,
          full_address_en: hotel.fullAddressEn,
          star_rate: hotel.starRate,
          thumb_image: hotel.thumbImage,
        }
      : null,
    check_in: row.checkIn,
    check_out: row.checkOut,
    nights: row.nights,
    adults: row.adults,
    children_ages: row.childrenAges,
    rooms: row.rooms,
    flight: row.flight ?? null,
    deal,
    receivers: row.receivers.map((r) => ({
      first_name: r.first_name,
      last_name: r.last_name,
      phone: r.phone,
      booking_request_rate_id: r.booking_request_rate_id,
    })),
    contact: row.contact ? { full_name: row.contact.full_name, email: row.contact.email, phone: row.contact.phone } : null,
    prices: {
      subtotal_vnd: row.subtotalVnd,
      coupon_code: row.couponCode,
      coupon_discount_vnd: row.couponDiscountVnd,
      payment_fee_vnd: row.paymentFeeVnd,
      total_vnd: row.totalVnd,
    },
    payment: {
      method: row.paymentMethod,
      method_name: method?.nameVi ?? null,
      method_name_en: method?.nameEn ?? null,
      deadline: iso(row.paymentDeadline),
      paid_at: iso(row.paidAt),
      transaction_id: facts?.txnRef ?? null,
      voucher,
    },
    cancellation: refundFor(refundInputOf(row), now),
    refund: refund
      ? {
          amount_vnd: refund.refund.amountVnd,
          channel: refund.refund.channel as RefundChannel,
          status: refund.refund.status as 'pending' | 'succeeded' | 'failed',
          bank_name: refund.bankName,
          branch_name: refund.branchName,
          branch_name_en: refund.branchName === null ? null : branchNameEn(refund.branchName),
          account_number_masked: masked(refund.refund.accountNumber),
        }
      : null,
    invoice: invoice
      ? {
          order_code: row.orderNumber,
          tax_code: invoice.taxCode,
          company_name: invoice.companyName,
          company_address: invoice.companyAddress,
          email: invoice.email,
          status: invoice.status === 'issued' ? 'issued' : 'requested',
          updated_at: invoice.updatedAt.toISOString(),
        }
      : null,
    events: events.map((e) => ({ status: e.toStatus, at: e.createdAt.toISOString() })),
    created_at: row.createdAt.toISOString(),
  };
}
