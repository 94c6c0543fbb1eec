import 'server-only';
export { listOrders } from './server/list-orders';
export { orderDetail } from './server/order-detail';
