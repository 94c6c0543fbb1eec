import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { invoiceBodySchema, putInvoice } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const PUT = route({
  auth: 'viewer',
  body: invoiceBodySchema,
  handler: ({ body, caller }) => putInvoice(caller, body),
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed(['PUT']);
