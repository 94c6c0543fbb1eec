import 'server-only';
export { claimGuestSales } from './server/guest-claims';
export { choosePaymentMethod, clearPaymentMethod, listPaymentMethodsFor, paymentMethodAmount } from './server/held-requests';
export { startHoldSweeper } from './server/hold-sweeper';
export { applyPaymentEvent, cancelOrder, expireUnpaidOrders, getOrderDetail, handlePaymentNotification, lookupOrder, memberOrder, orderByTransaction, startOrderSweeper } from './server/order-products';
export { checkoutOrder } from './server/checkout-order';
