export { orderNumberParamsSchema, ordersQuerySchema, type OrdersQuery } from './schemas';
export { OrdersScreen } from './components/orders-screen';
export * from './api/orders';
export { ORDER_STATUSES, canMove, isOrderStatus, isPaidStatus, type OrderStatus } from './status';
export type { CreatedOrder, CreateOrderBody, OrderLookupAnswer, CancelReason, Invoice, Company } from './schemas';
export { orderCodeSchema, orderTokenQuerySchema } from './schemas';
export { OrderPage } from './order-page/order-page';
export { PaymentResult } from './payment-result/payment-result';
export { OrderLookup } from './lookup/order-lookup';
