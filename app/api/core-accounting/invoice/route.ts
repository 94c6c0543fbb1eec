import { methodsNotAllowed, route } from '@/lib/api/route';
import { invoiceBodySchema, putInvoice, viewerOfRequest } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const PUT = route({
  body: invoiceBodySchema,
  handler: async ({ body, request }) => putInvoice(await viewerOfRequest(request, body.token ?? null), body),
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed(['PUT']);
