import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { signOut } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

/** 200 even when already signed out: the cookie is cleared either way. */
export const POST = route({ handler: ({ request, respond }) => signOut(request, respond) });

const refused = methodsNotAllowed(['POST']);
export const { GET, PUT, PATCH, DELETE } = refused;
