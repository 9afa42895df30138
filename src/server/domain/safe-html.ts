/**
 * HTML written by people (product descriptions, content items) reaches browsers only through
 * here: each use names its allow-list, everything else (scripts, event handlers, styles, frames,
 * javascript: and data: URLs, protocol-relative links) is dropped.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOW_LISTS = {
  /** Product descriptions from the vendor or the club: formatting and links, no images. */
  product: {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'span'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Links leave the portal in a new tab without handing it the opener.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  },
  /** News and resources rendered from Markdown: text structure, links, https images, tables. */
  content: {
    allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    // rel and loading are set by the transforms below, whatever the Markdown says.
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
      img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
    },
  },
} satisfies Record<string, sanitizeHtml.IOptions>;

export type HtmlUse = keyof typeof ALLOW_LISTS;
export const HTML_USES = Object.keys(ALLOW_LISTS) as HtmlUse[];

export function safeHtml(use: HtmlUse, html: string): string {
  return sanitizeHtml(html, ALLOW_LISTS[use]);
}
