import { sitemapIndex, sitemapResponse } from '@/features/seo/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return (await sitemapResponse(request, 'index', sitemapIndex))!;
}
