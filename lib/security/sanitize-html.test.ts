import { JSDOM } from 'jsdom'
import { sanitizeTermsHtml } from './sanitize-html'

/** Parses the output as a browser would, to check what it would actually run or load. */
function parse(html: string) {
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body
}

/** Elements and attributes a browser could execute or load from. */
function activeParts(html: string): string[] {
  const found: string[] = []
  for (const el of Array.from(parse(html).querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    if (
      [
        'script',
        'style',
        'iframe',
        'svg',
        'math',
        'img',
        'object',
        'embed',
        'form',
        'input',
        'link',
        'meta',
        'base',
      ].includes(tag)
    )
      found.push(tag)
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || ['src', 'srcset', 'style', 'formaction', 'xlink:href'].includes(attr.name))
        found.push(`${tag}[${attr.name}]`)
      if (attr.name === 'href' && !/^(https?:|mailto:|tel:|\/(?![/\\])|#)/i.test(attr.value))
        found.push(`${tag}[href=${attr.value}]`)
    }
  }
  return found
}

describe('sanitizeTermsHtml', () => {
  it('keeps the formatting editors use', () => {
    const html =
      '<h3>Pagamentos</h3><p>O <strong>carregamento</strong> é <em>mensal</em> e <u>pré-pago</u>.<br>Sem fidelização.</p>' +
      '<ul><li>Mini</li><li>Max</li></ul><ol><li>Um</li></ol><blockquote>Nota</blockquote>' +
      '<table><thead><tr><th scope="col">Pacote</th></tr></thead><tbody><tr><td colspan="2">Max</td></tr></tbody></table>'
    // sanitize-html writes void elements self-closed; a browser reads <br /> as <br>.
    expect(sanitizeTermsHtml(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('drops script and style elements with their content', () => {
    const out = sanitizeTermsHtml(
      '<p>Olá</p><script>alert(document.cookie)</script><style>body{display:none}</style><p>fim</p>',
    )
    expect(out).toBe('<p>Olá</p><p>fim</p>')
  })

  it('drops event handler attributes and images that carry them', () => {
    const out = sanitizeTermsHtml(
      '<p onclick="alert(1)" onmouseover="alert(2)">Texto</p><img src=x onerror="alert(3)">',
    )
    expect(out).toBe('<p>Texto</p>')
    expect(activeParts(out)).toEqual([])
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
  ])('removes the unsafe href %s but keeps the link text', (href) => {
    const out = sanitizeTermsHtml(`<p><a href="${href}">clique</a></p>`)
    expect(out).toBe('<p><a>clique</a></p>')
    expect(activeParts(out)).toEqual([])
  })

  it('drops svg, math and iframe payloads entirely', () => {
    const payloads = [
      '<svg onload="alert(1)"><script>alert(2)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
      '<form action="https://evil.example"><input name="x" formaction="javascript:alert(1)"><button>ok</button></form>',
    ]
    for (const payload of payloads) {
      const out = sanitizeTermsHtml(`<p>antes</p>${payload}<p>depois</p>`)
      expect(activeParts(out)).toEqual([])
      expect(out).not.toMatch(/alert|<svg|<math|<iframe|<script|<style/i)
    }
  })

  it('drops inline styles and classes', () => {
    expect(sanitizeTermsHtml('<p style="background:url(javascript:alert(1))" class="x" id="y">a</p>')).toBe('<p>a</p>')
  })

  it('opens absolute links in a new tab without opener or referrer, whatever the editor set', () => {
    expect(
      sanitizeTermsHtml('<a href="https://www.example.co.ao/tarifario" target="_self" rel="opener">tarifário</a>'),
    ).toBe('<a href="https://www.example.co.ao/tarifario" target="_blank" rel="noopener noreferrer">tarifário</a>')
  })

  it('keeps site, mailto and tel links in the same tab', () => {
    expect(sanitizeTermsHtml('<a href="/apoio-ao-cliente/contactos" target="_blank">contactos</a>')).toBe(
      '<a href="/apoio-ao-cliente/contactos">contactos</a>',
    )
    expect(sanitizeTermsHtml('<a href="mailto:apoio@example.co.ao">e-mail</a>')).toBe(
      '<a href="mailto:apoio@example.co.ao">e-mail</a>',
    )
    expect(sanitizeTermsHtml('<a href="tel:+244900000000">ligar</a>')).toBe('<a href="tel:+244900000000">ligar</a>')
  })

  it('escapes text that looks like markup after decoding', () => {
    const out = sanitizeTermsHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(parse(out).querySelector('script')).toBeNull()
  })

  it('returns an empty string for nothing', () => {
    expect(sanitizeTermsHtml(null)).toBe('')
    expect(sanitizeTermsHtml('')).toBe('')
  })
})
