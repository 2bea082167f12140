import { ageOn, castingSchema } from '@/forms/casting/schema'
import { coverageSchema } from '@/forms/coverage/schema'
import { CV_MAX_BYTES, looksLikePdf } from '@/forms/job-application/cv-file'
import { jobApplicationSchema } from '@/forms/job-application/schema'

const today = new Date('2026-11-21T12:00:00Z')
const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 120_000 }

const job = {
  job: '12',
  area: '',
  fullName: 'Marta Lopes',
  email: 'Marta@Example.co.ao',
  phone: '912 345 678',
  province: 'Benguela',
  education: 'licenciatura',
  experienceYears: '4',
  linkedin: '',
  coverLetter: '',
  cv: pdf,
  acceptTerms: true,
}
const casting = {
  fullName: 'Joana Mateus',
  birthDate: '2000-05-04',
  email: 'joana@example.co.ao',
  phone: '+244 912 000 001',
  province: 'Luanda',
  city: 'Luanda',
  talent: 'canto',
  about: 'Canto no coro da igreja desde os doze anos.',
  videoUrl: 'https://video.example/j',
  acceptTerms: 'on',
}
const coverage = {
  fullName: 'Paulo Neto',
  phone: '923 000 111',
  email: 'paulo@example.co.ao',
  province: 'Luanda',
  municipality: 'Talatona',
  neighbourhood: 'Camama',
  address: 'Rua 12, casa 45',
  propertyType: 'moradia',
  interest: 'tv-net',
  contactTime: 'manha',
  acceptTerms: true,
}

/** The fields a schema refused, with their message keys. */
function refused(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

describe('job application schema', () => {
  const schema = jobApplicationSchema('ao')
  it('accepts a good application, normalising e-mail, phone and years', () => {
    const parsed = schema.parse(job)
    expect(parsed).toMatchObject({
      email: 'marta@example.co.ao',
      phone: '+244912345678',
      experienceYears: 4,
      job: '12',
    })
  })
  it.each([
    ['a Word file', { cv: { ...pdf, name: 'cv.docx', type: 'application/msword' } }, 'cv', 'forms.errors.cvType'],
    ['a CV over 5 MB', { cv: { ...pdf, size: CV_MAX_BYTES + 1 } }, 'cv', 'forms.errors.cvSize'],
    ['no CV', { cv: undefined }, 'cv', 'forms.errors.cvMissing'],
    ['a Mozambican province in Angola', { province: 'Gaza' }, 'province', 'forms.errors.choice'],
    ['an unknown education level', { education: 'phd' }, 'education', 'forms.errors.choice'],
    ['60 years of experience', { experienceYears: '60' }, 'experienceYears', 'forms.errors.number'],
    ['a job id that is not a number', { job: '1 OR 1=1' }, 'job', 'forms.errors.choice'],
    ['a javascript: profile link', { linkedin: 'javascript:alert(1)' }, 'linkedin', 'forms.errors.url'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'forms.errors.terms'],
    ['a filled honeypot', { website: 'x' }, 'website', 'forms.errors.bot'],
  ])('refuses %s', (_name, change, field, key) => {
    expect(refused(schema.safeParse({ ...job, ...change }))[field]).toBe(key)
  })
})

describe('casting schema', () => {
  const schema = castingSchema('ao', today)
  it('accepts an adult with a video link and ticked terms ("on" from a form post)', () => {
    expect(schema.parse(casting)).toMatchObject({ talent: 'canto', acceptTerms: true, socialUrl: '' })
  })
  it('counts age by the birthday, not the year', () => {
    expect(ageOn('2008-11-22', today)).toBe(17)
    expect(ageOn('2008-11-21', today)).toBe(18)
    expect(refused(schema.safeParse({ ...casting, birthDate: '2008-11-22' })).birthDate).toBe('forms.errors.age')
    expect(schema.safeParse({ ...casting, birthDate: '2008-11-21' }).success).toBe(true)
  })
  it.each([
    ['an impossible date', { birthDate: '2000-02-31' }, 'birthDate'],
    ['a too short description', { about: 'Canto.' }, 'about'],
    ['a Mozambican phone in Angola', { phone: '+258 84 123 4567' }, 'phone'],
    ['an ftp link', { videoUrl: 'ftp://example.com/v' }, 'videoUrl'],
    ['a control character', { city: 'Lu\u0000anda' }, 'city'],
  ])('refuses %s', (_name, change, field) => {
    expect(Object.keys(refused(schema.safeParse({ ...casting, ...change })))).toContain(field)
  })
  it('works for Mozambique with its own provinces and phones', () => {
    const mz = castingSchema('mz', today)
    expect(mz.safeParse({ ...casting, province: 'Sofala', phone: '84 123 4567' }).success).toBe(true)
    expect(mz.safeParse(casting).success).toBe(false)
  })
})

describe('coverage survey schema', () => {
  const schema = coverageSchema('ao')
  it('accepts a full address and fills the optional landmark', () => {
    expect(schema.parse(coverage)).toMatchObject({ landmark: '', phone: '+244923000111' })
  })
  it.each([
    ['an empty address', { address: '' }, 'address', 'forms.errors.required'],
    ['an unknown building type', { propertyType: 'castelo' }, 'propertyType', 'forms.errors.choice'],
    ['an unknown interest', { interest: 'satelite' }, 'interest', 'forms.errors.choice'],
    ['a 300-character landmark', { landmark: 'x'.repeat(300) }, 'landmark', 'forms.errors.text'],
    ['a number as a name', { fullName: 42 }, 'fullName', 'forms.errors.name'],
  ])('refuses %s', (_name, change, field, key) => {
    expect(refused(schema.safeParse({ ...coverage, ...change }))[field]).toBe(key)
  })
})

describe('PDF signature', () => {
  it('recognises a PDF by its first bytes only', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n...'))).toBe(true)
    expect(looksLikePdf(new TextEncoder().encode('MZ\u0090\u0000'))).toBe(false)
    expect(looksLikePdf(new Uint8Array())).toBe(false)
  })
})
