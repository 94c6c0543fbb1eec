import { loginHandler } from '@/features/sso/server';

export const POST = loginHandler;
