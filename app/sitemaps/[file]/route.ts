import { sitemapChunk, sitemapResponse } from '@/features/seo/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const response = await sitemapResponse(request, `chunk:${file}`, () => sitemapChunk(file));
  return response ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
}
