import { leadSource } from './lead-source'

describe('leadSource', () => {
  it('keeps a site path and the campaign of the visit', () => {
    expect(
      leadSource({
        sourcePage: '/zap-satelite/pacotes-de-canais',
        utmSource: 'facebook',
        utmMedium: 'social',
        utmCampaign: ' natal-2026 ',
        clientName: 'Ana',
      }),
    ).toEqual({
      sourcePage: '/zap-satelite/pacotes-de-canais',
      utmSource: 'facebook',
      utmMedium: 'social',
      utmCampaign: 'natal-2026',
    })
  })

  it.each([
    ['another host', { sourcePage: '//evil.example/x' }],
    ['an absolute address', { sourcePage: 'https://evil.example/' }],
    ['a query', { sourcePage: '/a-zap?x=1' }],
    ['a control character', { utmCampaign: 'a\u0000b' }],
    ['an overlong campaign', { utmCampaign: 'x'.repeat(101) }],
    ['an empty value', { utmSource: '   ' }],
    ['a non-string', { utmMedium: ['a'] }],
  ])('drops %s without refusing the lead', (_what, fields) => {
    expect(leadSource(fields)).toEqual({})
  })
})
