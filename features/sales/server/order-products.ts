import 'server-only';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { createHotelOrder as hotelOrderFor } from '@/features/booking/server';
import { buyCombo as comboOrderFor } from '@/features/combos/server';
import {
  createDealOrder as dealOrderFor,
  dealOrderConfirmed,
  dealOrderNamesOf,
  orderDealOf,
  payingVoucherOf,
  releaseDealUnits,
} from '@/features/deals/server';
import { createFlightOrder as flightOrderFor, flightOrderNamesOf, releaseFlightSeatsOf } from '@/features/flights/server';
import {
  applyPaymentEvent as applyFor,
  cancelOrder as cancelFor,
  expireUnpaidOrders as expireFor,
  getOrderDetail as detailFor,
  lookupOrder as lookupFor,
  memberOrder as memberOrderFor,
  orderByTransaction as byTransactionFor,
  handlePaymentNotification as notifyFor,
  listOrders as listFor,
  startOrderSweeper as sweepFor,
  type OrderProducts,
} from '@/features/orders/server';
import type { ProviderId } from '@/features/payment/schemas';
import type { PaymentEvent } from '@/features/payment/server';

/** Every product's part in ending and paying orders, dispatched by order kind (orders know no product). */
export const orderProducts: OrderProducts = {
  dealOf: orderDealOf,
  // flights name their orders by the airports' cities, deals their voucher and combo orders by the deal
  async namesOf(db, rows) {
    const [flights, deals] = await Promise.all([flightOrderNamesOf(db, rows), dealOrderNamesOf(db, rows)]);
    return new Map([...flights, ...deals]);
  },
  payingVoucherOf,
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
export const cancelOrder = (request: NextRequest, viewer: Parameters<typeof cancelFor>[1], body: Parameters<typeof cancelFor>[2]) =>
  cancelFor(request, viewer, body, orderProducts);
export const expireUnpaidOrders = (now?: Date) => expireFor(orderProducts, now);
export const startOrderSweeper = (seconds?: number) => sweepFor(orderProducts, seconds);
export const applyPaymentEvent = (event: PaymentEvent, provider: ProviderId, now?: Date) => applyFor(event, provider, orderProducts, now);
export const handlePaymentNotification = (id: ProviderId, request: NextRequest) => notifyFor(id, request, orderProducts);
// orders' reads of a whole order, with what its product adds (a deal order's line)
export const getOrderDetail = (viewer: Parameters<typeof detailFor>[0], orderCode: string) => detailFor(viewer, orderCode, orderProducts);
export const lookupOrder = (request: NextRequest, query: Parameters<typeof lookupFor>[1]) => lookupFor(request, query, orderProducts);
export const orderByTransaction = (viewer: Parameters<typeof byTransactionFor>[0], txnRef: string) =>
  byTransactionFor(viewer, txnRef, orderProducts);
export const memberOrder = (userId: number, orderCode: string) => memberOrderFor(userId, orderCode, orderProducts);
export const listOrders = (userId: number, query: Parameters<typeof listFor>[1]) => listFor(userId, query, orderProducts);

// making an order of each product, with every product's reads for the answer (a hotel order paid by a deal's voucher)
type Made = { clientIp: string; httpRequest: NextRequest };
export const createHotelOrder = (
  owner: Owner,
  id: string,
  body: Parameters<typeof hotelOrderFor>[2],
  keep: Parameters<typeof hotelOrderFor>[3],
  made: Made,
) => hotelOrderFor(owner, id, body, keep, { ...made, reads: orderProducts });
export const createFlightOrder = (
  owner: Owner,
  id: string,
  body: Parameters<typeof flightOrderFor>[2],
  keep: Parameters<typeof flightOrderFor>[3],
  made: Made,
) => flightOrderFor(owner, id, body, keep, { ...made, reads: orderProducts });
export const createDealOrder = (
  owner: Owner,
  body: Parameters<typeof dealOrderFor>[1],
  keep: Parameters<typeof dealOrderFor>[2],
  made: Made,
) => dealOrderFor(owner, body, keep, { ...made, reads: orderProducts });
export const buyCombo = (owner: Owner, body: Parameters<typeof comboOrderFor>[1], keep: Parameters<typeof comboOrderFor>[2], made: Made) =>
  comboOrderFor(owner, body, keep, { ...made, reads: orderProducts });
