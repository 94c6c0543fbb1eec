import { sitemapChunk } from '@/features/seo/server';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await sitemapChunk((await params).file);
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
