import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once, and skips external scripts and data blocks', () => {
    const payload = 'self.__next_f.push([1,"Khách sạn Đà Nẵng \\u003c3"])';
    const html = `<html><head><script src="/_next/static/chunks/a.js" async nonce="n1"></script>
      <script nonce="n1">${payload}</script></head><body><script>${payload}</script>
      <SCRIPT type="application/ld+json">{"@type":"Hotel"}</SCRIPT><script data-src="x">go()</script><script></script>
      <script type="module">run()</script><script type='text/javascript'>old()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(payload), sha('go()'), sha('run()'), sha('old()')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>xin chào</p><script src="/a.js"></script>')).toEqual([]);
  });
});
