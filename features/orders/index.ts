export { orderNumberParamsSchema, ordersQuerySchema, type OrdersQuery } from './schemas';
export { OrdersScreen } from './components/orders-screen';
export { OrderDetail } from './components/order-detail';
export * from './api/orders';
export { ORDER_STATUSES, canMove, isOrderStatus, isPaidStatus, type OrderStatus } from './status';
export type { CreatedOrder, CreateOrderBody, OrderLookupAnswer, CancelReason, Invoice, Company } from './schemas';
