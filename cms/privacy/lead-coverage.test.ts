import { leadFormCollections } from '@/cms/collections/leads/lead-forms'
import { contactFieldsOf } from '@/cms/fields/personal-data'
import { RETAINED_COLLECTIONS } from '@/lib/privacy/retention'

// The collection configs are only read here: Payload's runtime is not needed (cms/i18n/admin-labels.test.ts).
jest.mock(
  'payload',
  () =>
    new Proxy({ __esModule: true }, { get: (target, key) => (key in target ? target[key as '__esModule'] : class {}) }),
)

/**
 * Every lead form's collection holds a person's data, so each must be found by /admin → Personal
 * data (a field marked as the sender's e-mail or phone) and have a retention period. A new form
 * fails here until both are decided: add its slug to RETENTION_DEFAULTS (lib/privacy/retention.ts),
 * and build its contact fields from cms/fields/lead-contact.ts (or mark them with `contactOf`).
 */
describe.each(leadFormCollections.map((collection) => [collection.slug, collection] as const))('%s', (slug, config) => {
  it('has a retention period', () => {
    expect(RETAINED_COLLECTIONS).toContain(slug)
  })

  it('marks the sender’s e-mail or phone number', () => {
    const { email, phone } = contactFieldsOf(config)
    expect([...email, ...phone].length).toBeGreaterThan(0)
  })
})

it('finds the call-back and sign-up requests by phone, the newsletter by e-mail, the applications by both', () => {
  const of = (slug: string) => contactFieldsOf(leadFormCollections.find((collection) => collection.slug === slug)!)
  expect(of('callback-requests')).toEqual({ email: [], phone: ['clientPhone'] })
  expect(of('newsletter-subscriptions')).toEqual({ email: ['email'], phone: [] })
  expect(of('job-applications')).toEqual({ email: ['email'], phone: ['phone'] })
  expect(of('casting-applications')).toEqual({ email: ['email'], phone: ['phone'] })
  expect(of('coverage-requests')).toEqual({ email: ['email'], phone: ['phone'] })
})
