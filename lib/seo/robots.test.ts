import { robotsFor } from './robots'

it('opens the site, closes the CMS and the APIs (not uploaded images) and names this address’s sitemap', () => {
  expect(robotsFor(new URL('http://mz.localhost:3100'))).toEqual({
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api'] },
    sitemap: 'http://mz.localhost:3100/sitemap.xml',
  })
})
