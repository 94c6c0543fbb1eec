import { methodsNotAllowed } from '@/lib/api/route';
import { registerHandler } from '@/features/sso/server';

export const POST = registerHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
