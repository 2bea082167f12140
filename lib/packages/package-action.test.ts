import { packageActions, PAYMENTS_PATHS, signUpLinks } from './package-action'
import { pagesFixture } from './fixtures'

const LABELS = { signup: 'Sign up', topup: 'Top up', page: 'Learn more' }
const pkg = { id: 7, service: 'satelite' as const, ctaPage: null, ctaLabel: null }

describe('a package card’s buttons', () => {
  it('"Sign up" opens the sign-up request with the package chosen, in the page’s language', () => {
    expect(packageActions({ ...pkg, ctaAction: 'signup' }, pagesFixture, 'en', LABELS)).toEqual({
      primary: { kind: 'signup', href: '/en/adesao/7', label: 'Sign up' },
      signUp: null,
    })
  })

  it('"Top up" goes to the payments page of the package’s service, with a sign-up link beside it', () => {
    const fibre = packageActions(
      { ...pkg, service: 'fibra', ctaAction: 'topup', ctaLabel: 'Carregar' },
      pagesFixture,
      'pt',
      LABELS,
    )
    expect(fibre.primary).toEqual({ kind: 'topup', href: PAYMENTS_PATHS.fibra, label: 'Carregar' })
    expect(fibre.signUp?.href).toBe('/adesao/7')
  })

  it('"Go to page" follows the page’s path in each language', () => {
    const pages = [...pagesFixture, { id: 42, pt: '/zap-satelite/zap-facilita', en: '/zap-satellite/facilita' }]
    const action = { ...pkg, ctaAction: 'page' as const, ctaPage: 42 }
    expect(packageActions(action, pages, 'pt', LABELS).primary.href).toBe('/zap-satelite/zap-facilita')
    expect(packageActions(action, pages, 'en', LABELS).primary.href).toBe('/en/zap-satellite/facilita')
  })

  it('an action whose page is not published falls back to the sign-up request, never to a 404', () => {
    const unpublished = { ...pkg, ctaAction: 'page' as const, ctaPage: 999 }
    expect(packageActions(unpublished, pagesFixture, 'pt', LABELS)).toEqual({
      primary: { kind: 'signup', href: '/adesao/7', label: 'Sign up' },
      signUp: null,
    })
    const noPayments = pagesFixture.filter((page) => page.pt !== PAYMENTS_PATHS.satelite)
    expect(packageActions({ ...pkg, ctaAction: 'topup' }, noPayments, 'pt', LABELS).primary.kind).toBe('signup')
  })

  it('every package’s sign-up address, whether its button signs up or does something else', () => {
    const actions = new Map([
      [7, packageActions({ ...pkg, ctaAction: 'signup' }, pagesFixture, 'en', LABELS)],
      [8, packageActions({ ...pkg, id: 8, ctaAction: 'topup' }, pagesFixture, 'en', LABELS)],
      [9, packageActions({ ...pkg, id: 9, ctaAction: 'page', ctaPage: 903 }, pagesFixture, 'en', LABELS)],
    ])
    expect([...signUpLinks(actions)]).toEqual([
      [7, '/en/adesao/7'],
      [8, '/en/adesao/8'],
      [9, '/en/adesao/9'],
    ])
  })
})
