import { methodsNotAllowed } from '@/lib/api/route';
import { sessionHandler } from '@/features/sso/server';

export const GET = sessionHandler;

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
