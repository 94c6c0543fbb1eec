import 'server-only';
export { claimGuestSales } from './server/guest-claims';
export { choosePaymentMethod, clearPaymentMethod, listPaymentMethodsFor, paymentMethodAmount } from './server/held-requests';
export { startHoldSweeper } from './server/hold-sweeper';
export {
  applyPaymentEvent,
  buyCombo,
  cancelOrder,
  createDealOrder,
  createFlightOrder,
  createHotelOrder,
  expireUnpaidOrders,
  getOrderDetail,
  handlePaymentNotification,
  listOrders,
  lookupOrder,
  memberOrder,
  orderByTransaction,
  startOrderSweeper,
} from './server/order-products';
export { checkoutOrder } from './server/checkout-order';
