import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { comboDraftBodySchema } from '@/features/combos/schemas';
import { createComboDraft } from '@/features/combos/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'caller',
  write: true,
  body: comboDraftBodySchema,
  successStatus: 201,
  handler: ({ body, caller }) => caller.once((keep) => createComboDraft(caller.owner, body, keep)),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
