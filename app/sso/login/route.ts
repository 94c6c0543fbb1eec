import { ssoPlaceholderResponse } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return ssoPlaceholderResponse(request);
}
