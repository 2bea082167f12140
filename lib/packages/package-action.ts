import type { Package } from '@/cms/payload-types'
import type { Locale } from '@/lib/locales'
import type { PagePaths } from '@/lib/routing/path-landings'
import { publicPath } from '@/lib/routing/localized-path'
import { SIGN_UP_PATH } from './sign-up-path'

/**
 * What a package's button does, chosen by editors per package: open the sign-up request with this
 * package chosen, go to the country's top-up and payments page of the package's service, or go to
 * another page of the site (a relation, so the link follows the page's path in each language).
 */
export const PACKAGE_ACTIONS = ['signup', 'topup', 'page'] as const
export type PackageActionKind = (typeof PACKAGE_ACTIONS)[number]

/** The top-up and payments page of each service (its Portuguese path; the English one is read from the page). */
export const PAYMENTS_PATHS: Record<Package['service'], string> = {
  satelite: '/zap-satelite/carregamentos-e-pagamentos',
  fibra: '/zap-fibra/carregamentos-e-pagamentos',
}

export type PackageLink = { kind: PackageActionKind; href: string; label: string }
/** A card's buttons: the package's own action, and "Sign up" beside it when that action is another. */
export type PackageActions = { primary: PackageLink; signUp: PackageLink | null }

type ActionFields = Pick<Package, 'id' | 'service' | 'ctaAction' | 'ctaPage' | 'ctaLabel'>
type Labels = Record<PackageActionKind, string>

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null
      ? (value as { id?: number }).id
      : undefined

/** A published page's public address in a language; its Portuguese one when it has no English path. */
function addressOf(page: PagePaths | undefined, locale: Locale): string | null {
  const path = page?.[locale] ?? page?.pt
  return path ? publicPath(page?.[locale] ? locale : 'pt', path) : null
}

/**
 * Resolves a package's buttons against the country's published pages. An action whose page is not
 * published (a payments page taken down, a related page unpublished) falls back to the sign-up
 * request, so no button ever leads to a 404.
 */
export function packageActions(
  pkg: ActionFields,
  pages: readonly PagePaths[],
  locale: Locale,
  labels: Labels,
): PackageActions {
  const signUpPage = pages.find((page) => page.pt === SIGN_UP_PATH && page.takesId)
  const signUpHref = addressOf(signUpPage, locale)
  const signUp: PackageLink | null = signUpHref
    ? { kind: 'signup', href: `${signUpHref}/${pkg.id}`, label: labels.signup }
    : null
  const own = (kind: PackageActionKind, href: string | null): PackageLink | null =>
    href ? { kind, href, label: pkg.ctaLabel || labels[kind] } : null
  let primary: PackageLink | null = null
  if (pkg.ctaAction === 'topup')
    primary = own(
      'topup',
      addressOf(
        pages.find((page) => page.pt === PAYMENTS_PATHS[pkg.service]),
        locale,
      ),
    )
  else if (pkg.ctaAction === 'page') {
    const id = idOf(pkg.ctaPage)
    primary = own(
      'page',
      addressOf(
        pages.find((page) => page.id === id),
        locale,
      ),
    )
  }
  if (primary) return { primary, signUp }
  const fallback = signUp && {
    ...signUp,
    label: pkg.ctaAction === 'signup' || !pkg.ctaAction ? pkg.ctaLabel || labels.signup : labels.signup,
  }
  return {
    primary: fallback ?? { kind: 'signup', href: publicPath(locale, SIGN_UP_PATH), label: labels.signup },
    signUp: null,
  }
}

/**
 * Each package's sign-up address, for the links that only sign up (the channel search, the
 * comparison's last row): the sign-up beside the card's button, or the button itself when it signs up.
 */
export function signUpLinks(actions: ReadonlyMap<number, PackageActions>): Map<number, string> {
  return new Map(
    [...actions].flatMap(([id, { primary, signUp }]) => {
      const link = signUp ?? (primary.kind === 'signup' ? primary : null)
      return link ? [[id, link.href] as const] : []
    }),
  )
}
