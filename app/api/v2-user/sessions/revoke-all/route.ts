import { methodsNotAllowed, route } from '@/lib/api/route';
import { clearingSessionCookie, requireUser, signOutEverywhere } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const POST = clearingSessionCookie(route({ handler: async ({ request }) => signOutEverywhere(await requireUser(request)) }));

const refused = methodsNotAllowed(['POST']);
export const { GET, PUT, PATCH, DELETE } = refused;
