import { sessionHandler } from '@/features/sso/server';

export const GET = sessionHandler;
