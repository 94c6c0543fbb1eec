import 'server-only';

/** A sitemap file's XML in pieces, made as they are read (a 50,000-hotel file is ~22 MB as text). */
export type SitemapXml = Iterable<string>;

/** Rows per piece: big enough that string building stays cheap, small enough to interleave with other work. */
const URLS_PER_PIECE = 1_000;

export const xmlEscape = (s: string) =>
  !/[<>&'"]/.test(s) ? s : s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A <urlset> of one page address per row, with its vi, en and x-default alternates. */
export function* urlset<Row>(origin: string, rows: readonly Row[], pathOf: (row: Row) => string): Generator<string> {
  const base = xmlEscape(origin);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  for (let start = 0; start < rows.length; start += URLS_PER_PIECE) {
    let piece = '';
    for (let i = start; i < Math.min(rows.length, start + URLS_PER_PIECE); i++) {
      const path = xmlEscape(pathOf(rows[i]!));
      const vi = base + path;
      piece += `<url><loc>${vi}</loc><xhtml:link rel="alternate" hreflang="vi" href="${vi}"/><xhtml:link rel="alternate" hreflang="en" href="${base}/en${path}"/><xhtml:link rel="alternate" hreflang="x-default" href="${vi}"/></url>`;
    }
    yield piece;
  }
  yield '</urlset>';
}
