import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { profileBodySchema } from '@/features/auth/schemas';
import { readProfile, updateProfile } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  cacheControl: 'private, no-store',
  handler: async ({ caller }) => readProfile(caller),
});

export const PATCH = route({
  auth: 'user',
  body: profileBodySchema,
  cacheControl: 'private, no-store',
  handler: async ({ body, caller }) => updateProfile(caller, body),
});

export const { POST, PUT, DELETE } = methodsNotAllowed(['GET', 'PATCH']);
