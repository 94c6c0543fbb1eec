import 'server-only';
import type { NextRequest } from 'next/server';
import { dealOrderConfirmed, orderDealOf, releaseDealUnits } from '@/features/deals/server';
import { releaseFlightSeatsOf } from '@/features/flights/server';
import {
  applyPaymentEvent as applyFor,
  cancelOrder as cancelFor,
  expireUnpaidOrders as expireFor,
  getOrderDetail as detailFor,
  lookupOrder as lookupFor,
  memberOrder as memberOrderFor,
  orderByTransaction as byTransactionFor,
  handlePaymentNotification as notifyFor,
  startOrderSweeper as sweepFor,
  type OrderProducts,
} from '@/features/orders/server';
import type { ProviderId } from '@/features/payment/schemas';
import type { PaymentEvent } from '@/features/payment/server';

/** Every product's part in ending and paying orders, dispatched by order kind (orders know no product). */
export const orderProducts: OrderProducts = {
  dealOf: orderDealOf,
  // seats, then deal units: the lock order every ending transaction keeps (a combo holds both)
  async release(tx, orderIds, now) {
    await releaseFlightSeatsOf(tx, orderIds, now);
    await releaseDealUnits(tx, orderIds, now);
  },
  async confirmed(tx, row, manageUrl, now) {
    if (row.productType === 'deal') await dealOrderConfirmed(tx, row, manageUrl, now);
  },
};

// orders' ending and paying calls with every product's part
export const cancelOrder = (request: NextRequest, viewer: Parameters<typeof cancelFor>[1], body: Parameters<typeof cancelFor>[2]) => cancelFor(request, viewer, body, orderProducts);
export const expireUnpaidOrders = (now?: Date) => expireFor(orderProducts, now);
export const startOrderSweeper = (seconds?: number) => sweepFor(orderProducts, seconds);
export const applyPaymentEvent = (event: PaymentEvent, provider: ProviderId, now?: Date) => applyFor(event, provider, orderProducts, now);
export const handlePaymentNotification = (id: ProviderId, request: NextRequest) => notifyFor(id, request, orderProducts);
// orders' reads of a whole order, with what its product adds (a deal order's line)
export const getOrderDetail = (viewer: Parameters<typeof detailFor>[0], orderCode: string) => detailFor(viewer, orderCode, orderProducts);
export const lookupOrder = (request: NextRequest, query: Parameters<typeof lookupFor>[1]) => lookupFor(request, query, orderProducts);
export const orderByTransaction = (viewer: Parameters<typeof byTransactionFor>[0], txnRef: string) => byTransactionFor(viewer, txnRef, orderProducts);
export const memberOrder = (userId: number, orderCode: string) => memberOrderFor(userId, orderCode, orderProducts);
