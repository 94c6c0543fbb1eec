import 'server-only';
export { claimGuestSales } from './server/guest-claims';
export { choosePaymentMethod, clearPaymentMethod, listPaymentMethodsFor, paymentMethodAmount } from './server/held-requests';
export { startHoldSweeper } from './server/hold-sweeper';
export { applyPaymentEvent, cancelOrder, expireUnpaidOrders, handlePaymentNotification, startOrderSweeper } from './server/order-products';
export { checkoutOrder } from './server/checkout-order';
