import { adminAcceptLanguage } from './admin-language'

describe('the admin’s language', () => {
  it('is Portuguese on /admin when the user chose none, whatever the browser asks', () => {
    expect(adminAcceptLanguage('/admin', undefined)).toBe('pt')
    expect(adminAcceptLanguage('/admin/login', undefined)).toBe('pt')
    expect(adminAcceptLanguage('/admin/collections/pages/1', '')).toBe('pt')
  })

  it('is left to Payload once the user chose one, and outside /admin', () => {
    expect(adminAcceptLanguage('/admin', 'en')).toBeNull()
    expect(adminAcceptLanguage('/administracao', undefined)).toBeNull()
    expect(adminAcceptLanguage('/en', undefined)).toBeNull()
  })
})
