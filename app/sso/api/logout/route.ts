import { methodsNotAllowed } from '@/lib/api/route';
import { logoutHandler } from '@/features/sso/server';

export const POST = logoutHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
