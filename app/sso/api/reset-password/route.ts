import { resetPasswordHandler } from '@/features/sso/server';

export const POST = resetPasswordHandler;
