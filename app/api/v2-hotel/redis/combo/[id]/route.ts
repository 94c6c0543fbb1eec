import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { comboDraftBodySchema, comboDraftParamsSchema } from '@/features/combos/schemas';
import { getComboDraft, updateComboDraft } from '@/features/combos/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'caller',
  params: comboDraftParamsSchema,
  cacheControl: 'private, no-store',
  handler: ({ params, caller }) => getComboDraft(caller.owner, params.id),
});

export const PUT = route({
  auth: 'caller',
  write: true,
  params: comboDraftParamsSchema,
  body: comboDraftBodySchema,
  handler: ({ params, body, caller }) => caller.once((keep) => updateComboDraft(caller.owner, params.id, body, keep)),
});

export const { POST, PATCH, DELETE } = methodsNotAllowed(['GET', 'PUT']);
