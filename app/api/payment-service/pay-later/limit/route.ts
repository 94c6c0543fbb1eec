import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { payLaterLimit } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'user', cacheControl: 'private, no-store', handler: async ({ caller }) => payLaterLimit(caller) });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
