import type { Setting } from '@/cms/payload-types'
import { organizationJsonLd, serializeJsonLd } from './organization'

type Facts = Pick<Setting, 'footer' | 'contact'>
const base = new URL('https://www.zap.co.mz')

describe('Organization JSON-LD', () => {
  it('names the brand, the country’s company, its social profiles and customer service', () => {
    const settings: Facts = {
      footer: {
        companyName: 'Mstar-ZAP Moçambique',
        headOffice: 'Av. Julius Nyerere, Maputo',
        supportEmails: { default: 'apoio@example.co.mz' },
        social: {
          facebook: 'https://www.facebook.com/zap.example.mz',
          instagram: '',
          linkedin: 'javascript:alert(1)',
          youtube: 'https://www.youtube.com/@zap',
        },
      },
      contact: { callCentre: '+258 21 000 000' },
    }
    expect(organizationJsonLd('mz', 'en', base, settings)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ZAP',
      legalName: 'Mstar-ZAP Moçambique',
      url: 'https://www.zap.co.mz/en',
      logo: 'https://www.zap.co.mz/logo.svg',
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Julius Nyerere, Maputo', addressCountry: 'MZ' },
      sameAs: ['https://www.facebook.com/zap.example.mz', 'https://www.youtube.com/@zap'],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        areaServed: 'MZ',
        availableLanguage: ['pt', 'en'],
        telephone: '+258 21 000 000',
        email: 'apoio@example.co.mz',
      },
    })
  })

  it('still names the legal company without settings, and leaves out what is missing', () => {
    const data = organizationJsonLd('ao', 'pt', new URL('https://www.zap.co.ao'), null)
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'ZAP',
      legalName: 'ZAP Media, S.A.',
      url: 'https://www.zap.co.ao/',
    })
    expect(data).not.toHaveProperty('sameAs')
    expect(data).not.toHaveProperty('contactPoint')
  })
})

describe('JSON-LD serialization', () => {
  const hostile = 'ZAP </script><script>alert(1)</script> <!-- & \u2028'

  it('cannot close the script element or open a comment, whatever the CMS text', () => {
    const out = serializeJsonLd({ name: hostile })
    expect(out).not.toMatch(/<|>/)
    expect(out.toLowerCase()).not.toContain('</script')
    expect(out).not.toContain('\u2028')
  })

  it('is still the same JSON', () => {
    expect(JSON.parse(serializeJsonLd({ name: hostile, list: [1, 'a&b'] }))).toEqual({
      name: hostile,
      list: [1, 'a&b'],
    })
  })
})
