import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// data blocks (JSON-LD) are not run, so the CSP need not name them
const DATA_BLOCK_TYPE = /(?:^|\s)type\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^\s"'>]+/i;

/**
 * CSP source expressions ('sha256-…') for every inline script of an HTML document. A shared page is sent
 * to many visitors, so it cannot carry a per-response nonce; hashing its inline scripts keeps inline
 * scripts that are not in the page blocked, as the nonce did.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
