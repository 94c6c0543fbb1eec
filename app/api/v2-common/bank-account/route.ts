import { methodsNotAllowed, route } from '@/lib/api/route';
import { noParametersSchema } from '@/features/payment/schemas';
import { receivingAccounts } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

/** GET /v2-common/bank-account (no parameter): the site's receiving accounts (bankAccountListSchema). */
export const GET = route({ query: noParametersSchema, handler: () => receivingAccounts() });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
