import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { requestPayLaterToken } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const POST = route({ cacheControl: 'private, no-store', handler: async ({ request }) => requestPayLaterToken(await requireUser(request)) });

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
