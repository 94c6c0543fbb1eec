import { methodsNotAllowed } from '@/lib/api/route';
import { revokeAllHandler } from '@/features/sso/server';

export const POST = revokeAllHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
