import { methodsNotAllowed, route } from '@/lib/api/route';
import { lookupCompany, taxCodeParamsSchema } from '@/features/orders/server';
import { sandboxCompany } from '@/features/sandboxes/server';

export const dynamic = 'force-dynamic';

/** The company of a tax code, from the company-lookup adapter or the built-in registry (rate limited per address). */
export const GET = route({
  params: taxCodeParamsSchema,
  handler: ({ params, request }) => lookupCompany(request, params.taxCode, sandboxCompany),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
