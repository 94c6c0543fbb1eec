import 'server-only';
export { listOrders } from './server/list-orders';
export { orderDetail } from './server/order-detail';
export { accessOf, orderFor, viewerOfPage, viewerOfRequest, type OrderRow, type OrderViewer } from './server/order-access';
export { signOrderToken, verifyOrderToken } from './server/order-token';
export { moveOrder, recordCreated } from './server/transition';
export { getOrderDetail } from './server/get-order-detail';
