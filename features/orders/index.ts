export { ordersQuerySchema, type OrdersQuery } from './schemas';
export { OrdersScreen } from './components/orders-screen';
export * from './api/orders';
export type { CreatedOrder } from './schemas';
export { orderCodeSchema, orderTokenQuerySchema } from './schemas';
export { OrderPage } from './order-page/order-page';
export { OrderLookup } from './lookup/order-lookup';
export { CopyButton } from './order-page/copy-button';
