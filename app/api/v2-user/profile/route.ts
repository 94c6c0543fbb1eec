import { methodsNotAllowed, route } from '@/lib/api/route';
import { profileBodySchema } from '@/features/auth/schemas';
import { readProfile, requireUser, updateProfile } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  cacheControl: 'private, no-store',
  handler: async ({ request }) => readProfile(await requireUser(request)),
});

export const PATCH = route({
  body: profileBodySchema,
  cacheControl: 'private, no-store',
  handler: async ({ request, body }) => updateProfile(await requireUser(request), body),
});

export const { POST, PUT, DELETE } = methodsNotAllowed(['GET', 'PATCH']);
