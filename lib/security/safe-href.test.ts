import { safeHref, validateHref } from './safe-href'

describe('safeHref', () => {
  it.each([
    '/a-zap',
    '/en/the-zap#x',
    '#sobre',
    'https://www.zap.co.ao/',
    'http://x.example',
    'mailto:apoio@example.co.ao',
    'tel:+244900000000',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href))

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://x',
    '',
    '   ',
    'not a url',
  ])('refuses %p', (href) => expect(safeHref(href)).toBeNull())

  it('refuses non-strings', () => {
    expect(safeHref(undefined)).toBeNull()
    expect(safeHref(42)).toBeNull()
  })

  it('gives editors a message for a bad link and accepts an empty one', () => {
    expect(validateHref('javascript:alert(1)')).toMatch(/caminho do site/)
    expect(validateHref('')).toBe(true)
    expect(validateHref('/zap-satelite')).toBe(true)
  })
})
