import { logoutHandler } from '@/features/sso/server';

export const POST = logoutHandler;
