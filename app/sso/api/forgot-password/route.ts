import { forgotPasswordHandler } from '@/features/sso/server';

export const POST = forgotPasswordHandler;
