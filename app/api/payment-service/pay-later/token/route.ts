import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { requestPayLaterToken } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const POST = route({ auth: 'user', cacheControl: 'private, no-store', handler: async ({ caller }) => requestPayLaterToken(caller) });

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
