import { ssoPlaceholderResponse } from '@/features/auth/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return ssoPlaceholderResponse(request);
}
