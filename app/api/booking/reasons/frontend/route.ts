import { methodsNotAllowed, route } from '@/lib/api/route';
import { cancelReasonsQuerySchema } from '@/features/orders/schemas';
import { listCancelReasons } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({ query: cancelReasonsQuerySchema, handler: ({ query }) => listCancelReasons(query.product_type) });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
