import { methodsNotAllowed } from '@/lib/api/route';
import { loginHandler } from '@/features/sso/server';

export const POST = loginHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
