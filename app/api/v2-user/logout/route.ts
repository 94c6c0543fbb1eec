import { methodsNotAllowed, route } from '@/lib/api/route';
import { clearingSessionCookie, signOut } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

/** 200 even when already signed out: the cookie is cleared either way. */
export const POST = clearingSessionCookie(route({ handler: ({ request }) => signOut(request) }));

const refused = methodsNotAllowed(['POST']);
export const { GET, PUT, PATCH, DELETE } = refused;
