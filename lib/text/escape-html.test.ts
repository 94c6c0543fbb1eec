import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('writes & < > " and \' as numeric references', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;');
    expect(escapeHtml(undefined)).toBe('undefined');
  });

  it('writes them as React does when asked for named references', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`, 'named')).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;');
  });
});
