import { methodsNotAllowed, route } from '@/lib/api/route';
import { noParametersSchema } from '@/features/payment/schemas';
import { listCancelReasons } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({ query: noParametersSchema, handler: () => listCancelReasons() });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
