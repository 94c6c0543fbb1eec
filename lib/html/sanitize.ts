import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** Video hosts whose embeds a deal or article may carry; any other iframe is dropped. */
const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // no data:, no javascript:, no protocol-relative tricks: links are http(s), mail and phone; images our own or https
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // the text of these is dropped with the tag, never shown as text
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'option', 'title', 'template', 'xmp', 'noembed', 'noframes', 'plaintext'],
  transformTags: {
    // a link that leaves the page opens safely; images load lazily
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer nofollow' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Rich text from the database or an editor (deal details, articles) reduced to an allowlist of tags and
 * attributes: no script, no event handler, no style, no javascript:/data: URL, no iframe but the video hosts.
 * Run when the HTML is stored and again before it is rendered (docs/architecture.md, "Security").
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
