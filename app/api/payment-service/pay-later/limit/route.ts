import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { payLaterLimit } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const GET = route({ cacheControl: 'private, no-store', handler: async ({ request }) => payLaterLimit(await requireUser(request)) });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
