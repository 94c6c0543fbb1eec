import { methodsNotAllowed } from '@/lib/api/route';
import { resetPasswordHandler } from '@/features/sso/server';

export const POST = resetPasswordHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
