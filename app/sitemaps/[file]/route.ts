import { sitemapChunk, sitemapResponse } from '@/features/seo/server';

export const dynamic = 'force-dynamic';

/** "hotels-1.xml" (XML) or "hotels-1.xml.gz" (the same file gzipped, as the index names it). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const gzipped = file.endsWith('.gz');
  const name = gzipped ? file.slice(0, -3) : file;
  const response = await sitemapResponse(request, `chunk:${name}`, () => sitemapChunk(name), { gzipped });
  return response ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
}
