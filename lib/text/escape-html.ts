const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text (or any value, as its String()) safe inside HTML text and quoted attributes. `numeric` writes & < > " '
 * as numeric references; `named` writes them as React does (&amp; &lt; &gt; &quot; &#x27;), for HTML that must
 * read as React rendered it (a rewritten cached page, the order mails).
 */
export const escapeHtml = (value: unknown, style: 'numeric' | 'named' = 'numeric'): string =>
  String(value).replace(/[&<>"']/g, (c) => (style === 'named' ? NAMED[c]! : `&#${c.charCodeAt(0)};`));
