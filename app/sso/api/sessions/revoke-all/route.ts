import { revokeAllHandler } from '@/features/sso/server';

export const POST = revokeAllHandler;
