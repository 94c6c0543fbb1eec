import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { signOutEverywhere } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export const POST = route({ auth: 'user', handler: ({ caller, respond }) => signOutEverywhere(caller, respond) });

const refused = methodsNotAllowed(['POST']);
export const { GET, PUT, PATCH, DELETE } = refused;
