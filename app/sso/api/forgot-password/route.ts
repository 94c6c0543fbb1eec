import { methodsNotAllowed } from '@/lib/api/route';
import { forgotPasswordHandler } from '@/features/sso/server';

export const POST = forgotPasswordHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
