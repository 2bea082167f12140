import sanitize from 'sanitize-html'
import { safeHref } from './safe-href'

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']

/** Tags whose text is dropped with them (sanitize-html keeps the text of other refused tags). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'title',
  'head',
]

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    ...TABLE_TAGS,
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    // Links keep only a safe href; links that leave the site open in a new tab without handing it
    // window.opener or the referrer. Editor-set target/rel are replaced, never trusted.
    a: (_tagName, attribs): sanitize.Tag => {
      const href = safeHref(attribs.href)
      if (!href) return { tagName: 'a', attribs: {} }
      const external = /^https?:/i.test(href)
      return { tagName: 'a', attribs: external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } }
    },
  },
}

/**
 * HTML of the terms and conditions, as editors type it in the CMS, reduced to plain text formatting,
 * lists, links and tables. Scripts, styles, frames, SVG, event handlers and javascript: URLs are
 * removed, so the result can be rendered with dangerouslySetInnerHTML.
 */
export function sanitizeTermsHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitize(html, options).trim()
}
