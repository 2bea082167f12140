import { callbackSchema } from '@/forms/callback/schema'
import { callbackSubjects, type CallbackSubjectCode } from '@/forms/callback/subjects'
import { NEWSLETTER_EMAIL, newsletterSchema } from '@/forms/newsletter/schema'
import { translatorFor } from '@/lib/i18n/translator'
import { normalizePhone } from './phone'
import { newsletterService, sectionOfPath } from '@/forms/newsletter/service-label'

const newsletter = newsletterSchema
const callbackAo = callbackSchema('ao')
const callbackMz = callbackSchema('mz')
const pt = translatorFor('pt')
const en = translatorFor('en')
// A subject's words as the server's lead handler gives them (the browser form reads the same strings from its labels).
const ptSubject = (code: CallbackSubjectCode) => pt(`forms.callback.subjects.${code}`)
const enSubject = (code: CallbackSubjectCode) => en(`forms.callback.subjects.${code}`)

describe('newsletter e-mail pattern (local part, @, domain, a top-level part of 2 to 4 letters)', () => {
  it.each(['ana@zap.co.ao', 'a.b+c@example.info', 'x@y.mz'])('accepts %s', (email) =>
    expect(NEWSLETTER_EMAIL.test(email)).toBe(true),
  )
  it.each(['', 'ana', 'ana@zap', 'ana@zap.c', 'ana@zap.museum', 'a b@zap.ao', '@zap.ao', 'ana@.ao'])(
    'refuses %p',
    (email) => expect(NEWSLETTER_EMAIL.test(email)).toBe(false),
  )
})

describe('newsletter schema', () => {
  const good = { email: ' ana@zap.co.ao ', acceptTerms: true, service: 'Fibra' }
  it('accepts a good subscription and trims the e-mail', () => {
    expect(newsletter.parse(good)).toEqual({ email: 'ana@zap.co.ao', acceptTerms: true, service: 'Fibra' })
  })
  it('refuses it without the terms, with the message asking for them', () => {
    const result = newsletter.safeParse({ ...good, acceptTerms: false })
    expect(result.success).toBe(false)
    expect(pt(result.error?.issues[0]?.message as 'forms.errors.newsletterTerms')).toBe(
      'Para se cadastrar à nossa newsletter deve aceitar os nossos termos e condições',
    )
  })
  it.each([
    ['a bad e-mail', { email: 'ana@zap' }],
    ['an unknown service', { service: 'Rádio' }],
    ['a filled honeypot', { website: 'http://spam.example' }],
    ['a huge e-mail', { email: 'a'.repeat(300) + '@zap.ao' }],
    ['wrong types', { email: 42, acceptTerms: 'yes' }],
  ])('refuses %s', (_name, change) => expect(newsletter.safeParse({ ...good, ...change }).success).toBe(false))
})

describe('phone numbers (Angola +244, Mozambique +258)', () => {
  it.each([
    ['923 456 789', 'ao', '+244923456789'],
    ['+244 923-456-789', 'ao', '+244923456789'],
    ['00244923456789', 'ao', '+244923456789'],
    ['244923456789', 'ao', '+244923456789'],
    ['222 000 000', 'ao', '+244222000000'],
    ['84 123 4567', 'mz', '+258841234567'],
    ['+258 84 123 4567', 'mz', '+258841234567'],
    ['21 000 000', 'mz', '+25821000000'],
  ] as const)('%s in %s is %s', (input, country, expected) => expect(normalizePhone(input, country)).toBe(expected))

  it.each([
    ['923 456 78', 'ao'],
    ['823 456 789', 'ao'],
    ['+258 84 123 4567', 'ao'],
    ['+244 923 456 789', 'mz'],
    ['89 123 4567', 'mz'],
    ['abc', 'ao'],
    ['9234567890123456789012345', 'ao'],
    ['<script>', 'mz'],
  ] as const)('refuses %s in %s', (input, country) => expect(normalizePhone(input, country)).toBeNull())
})

describe('call-back schema and subjects (per country, prefixed with the operator)', () => {
  it('offers six subjects in Angola and the three satellite ones in Mozambique, prefixed with the operator', () => {
    expect(callbackSubjects('ao', 'ZAP', ptSubject).map((s) => s.label)).toEqual([
      'ZAP Satélite Adesão',
      'ZAP Satélite Apoio Técnico',
      'ZAP Satélite Informações',
      'ZAP Fibra Adesão',
      'ZAP Fibra Apoio Técnico',
      'ZAP Fibra Informações',
    ])
    expect(callbackSubjects('mz', 'ZAP', ptSubject).map((s) => s.value)).toEqual([1, 2, 3])
  })

  it('words the subjects in the page’s language, each with a stable code that is the same in both languages', () => {
    expect(callbackSubjects('ao', 'ZAP', enSubject).map((s) => s.label)).toEqual([
      'ZAP Satellite Subscription',
      'ZAP Satellite Technical Support',
      'ZAP Satellite Information',
      'ZAP Fibre Subscription',
      'ZAP Fibre Technical Support',
      'ZAP Fibre Information',
    ])
    expect(callbackSubjects('mz', 'Mstar ZAP', enSubject)).toEqual([
      { value: 1, code: 'satelite-adesao', label: 'Mstar ZAP Satellite Subscription' },
      { value: 2, code: 'satelite-apoio-tecnico', label: 'Mstar ZAP Satellite Technical Support' },
      { value: 3, code: 'satelite-informacoes', label: 'Mstar ZAP Satellite Information' },
    ])
    for (const country of ['ao', 'mz'] as const) {
      expect(callbackSubjects(country, 'ZAP', enSubject).map((s) => [s.value, s.code])).toEqual(
        callbackSubjects(country, 'ZAP', ptSubject).map((s) => [s.value, s.code]),
      )
    }
    expect(callbackSubjects('ao', 'ZAP', enSubject).map((s) => s.code)).toEqual([
      'satelite-adesao',
      'satelite-apoio-tecnico',
      'satelite-informacoes',
      'fibra-adesao',
      'fibra-apoio-tecnico',
      'fibra-informacoes',
    ])
  })

  it('accepts a good request and normalises the phone', () => {
    expect(callbackAo.parse({ clientName: 'Ana Sofia', clientPhone: '923 456 789', clientSubject: '4' })).toEqual({
      clientName: 'Ana Sofia',
      clientPhone: '+244923456789',
      clientSubject: 4,
    })
  })

  it('refuses the default subject 0 ("Selecione o assunto") and fibre subjects in Mozambique', () => {
    expect(callbackAo.safeParse({ clientName: 'Ana', clientPhone: '923456789', clientSubject: 0 }).success).toBe(false)
    expect(callbackMz.safeParse({ clientName: 'Ana', clientPhone: '841234567', clientSubject: 4 }).success).toBe(false)
    expect(callbackMz.safeParse({ clientName: 'Ana', clientPhone: '841234567', clientSubject: 3 }).success).toBe(true)
  })

  it.each([
    ['an empty name', { clientName: '' }, 'clientName'],
    ['a name of spaces only', { clientName: '   ' }, 'clientName'],
    ['a name longer than 120 characters', { clientName: 'A'.repeat(121) }, 'clientName'],
    ['a control character in the name', { clientName: 'Ana\u0000' }, 'clientName'],
    ['a broken (lone surrogate) character in the name', { clientName: '\ud800Ana' }, 'clientName'],
    [
      'a replacement character in the name (a character broken on its way, as a form-encoded lone surrogate arrives)',
      { clientName: '\ufffdAna' },
      'clientName',
    ],
    ['an empty phone', { clientPhone: '' }, 'clientPhone'],
    ['a phone too short for its country', { clientPhone: '12345' }, 'clientPhone'],
    ['an Angolan number that cannot exist', { clientPhone: '+244 123 456 789' }, 'clientPhone'],
    ['a phone of a country code that does not exist', { clientPhone: '+999 1234567' }, 'clientPhone'],
    ['letters in the phone', { clientPhone: 'call 923 456 789' }, 'clientPhone'],
    ['subject 0', { clientSubject: 0 }, 'clientSubject'],
    ['a filled honeypot', { website: 'x' }, 'website'],
  ])('refuses %s, naming the field', (_name, change, field) => {
    const result = callbackAo.safeParse({ clientName: 'Ana', clientPhone: '923456789', clientSubject: 1, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field)
  })
})

describe('call-back: any name a person types, any real phone number of any country', () => {
  it.each([
    ['Ana 2ª', 'Ana 2ª'],
    ['  João dos Santos 3  ', 'João dos Santos 3'],
    ['Nguyễn Thị Minh', 'Nguyễn Thị Minh'],
    ['李', '李'],
    ['Dr. Ana (Luanda) & filhos', 'Dr. Ana (Luanda) & filhos'],
  ])('accepts the name %p, trimmed', (typed, stored) => {
    expect(callbackAo.parse({ clientName: typed, clientPhone: '923456789', clientSubject: 1 }).clientName).toBe(stored)
  })

  it.each([
    ['a Portuguese mobile of a customer in Luanda', 'ao', '+351 912 345 678', '+351912345678'],
    ['the same written with 00', 'ao', '00351 912 345 678', '+351912345678'],
    ['a Mozambican number on the Angolan site', 'ao', '+258 84 123 4567', '+258841234567'],
    ['an Angolan number on the Mozambican site', 'mz', '+244 923 456 789', '+244923456789'],
    ['a UK landline', 'mz', '(+44) 20 7946 0958', '+442079460958'],
    ['an Angolan number without the code, read as Angolan', 'ao', '923 456 789', '+244923456789'],
    ['a Mozambican number without the code, read as Mozambican', 'mz', '84 123 4567', '+258841234567'],
    ['an Angolan landline with dots', 'ao', '222.000.000', '+244222000000'],
  ] as const)('accepts %s and stores it as E.164', (_name, country, typed, stored) => {
    const schema = country === 'ao' ? callbackAo : callbackMz
    expect(schema.parse({ clientName: 'Ana', clientPhone: typed, clientSubject: 1 }).clientPhone).toBe(stored)
  })
})

describe('newsletter service label by section (Satélite, Fibra, Cinema, On, TV, otherwise Outro)', () => {
  it.each([
    ['/zap-satelite/pacotes-de-canais', 'Satélite'],
    ['/zap-fibra/wifi-6', 'Fibra'],
    ['/zap-cinemas/imax', 'Cinema'],
    ['/zap-on', 'On'],
    ['/tv/guia-tv', 'TV'],
    ['/a-zap', 'Outro'],
    ['/', 'Outro'],
  ])('%s gives %s', (path, label) => expect(newsletterService(sectionOfPath(path))).toBe(label))
})
