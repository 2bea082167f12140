import { renderToStaticMarkup } from 'react-dom/server'
import { JsonLd } from './JsonLd'

it('renders JSON-LD that an HTML parser reads back as the data, whatever "</script>" the CMS text holds', () => {
  const data = {
    '@type': 'Organization',
    name: 'ZAP </script><img src=x onerror=alert(1)><!--',
    sameAs: ['https://x.example/?a=1&b=2'],
  }
  // Parsed as a browser parses the server's HTML (not set through the DOM, which would never break out).
  const html = renderToStaticMarkup(<JsonLd data={data} />)
  const parsed = new DOMParser().parseFromString(
    `<!doctype html><body>${html}<p id="after">after</p></body>`,
    'text/html',
  )
  const scripts = parsed.querySelectorAll('script')
  expect(scripts).toHaveLength(1)
  expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json')
  expect(parsed.querySelector('img')).toBeNull()
  expect(parsed.getElementById('after')).not.toBeNull()
  expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(data)
})
