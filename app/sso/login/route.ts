import { ssoPlaceholderResponse } from '@/features/sso/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return ssoPlaceholderResponse(request);
}
