export {
  ORDER_PRODUCT_TYPES,
  ORDER_STATUSES,
  orderNumberParamsSchema,
  orderSchema,
  ordersQuerySchema,
  type Order,
  type OrdersPage,
  type OrdersQuery,
} from './schemas';
export { OrdersScreen } from './components/orders-screen';
