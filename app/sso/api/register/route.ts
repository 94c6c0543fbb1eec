import { registerHandler } from '@/features/sso/server';

export const POST = registerHandler;
