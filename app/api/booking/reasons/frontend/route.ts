import { methodsNotAllowed, route } from '@/lib/api/route';
import { listCancelReasons } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({ handler: () => listCancelReasons() });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
