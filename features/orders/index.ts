export { orderNumberParamsSchema, ordersQuerySchema, type OrdersQuery } from './schemas';
export { OrdersScreen } from './components/orders-screen';
export { OrderDetail } from './components/order-detail';
