import { methodsNotAllowed, route } from '@/lib/api/route';
import { bankIdParamsSchema } from '@/features/payment/schemas';
import { listBankBranches } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const GET = route({ params: bankIdParamsSchema, handler: ({ params }) => listBankBranches(params.id) });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
