/**
 * Cookie categories the consent machinery knows how to ask for: `necessary` is always on; the others
 * wait for an opt-in, and are asked for only while the site really uses them (CONSENT_USES).
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** The categories a visitor may refuse. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const satisfies readonly ConsentCategory[]
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

/** One thing the site runs that needs a category's consent. */
export type ConsentUse = {
  /** What it is, as the cookie policy names it (e.g. "YouTube video embeds"). */
  name: string
  /** The file that renders it inside a <ConsentGate> of its category. */
  source: string
}

/**
 * What the site really runs behind each optional category. This is the one declaration the consent UI
 * is derived from: the banner and the settings dialog offer a category only while something is listed
 * under it, and with nothing listed anywhere there is no banner at all and the footer's "Cookie
 * settings" says that only necessary storage is used.
 *
 * Nothing today: the site has no analytics, no advertising and no third-party embeds. Everything it
 * keeps in the browser is necessary for what the visitor asks of it (the language cookie, the country
 * chosen, the visit's campaign sent only with a form, the editors' session; the cookie policy page names
 * each one). To add something optional: list it here, render it only inside
 * <ConsentGate category="…">, raise CONSENT_REVISION so that every visitor is asked about it, and
 * describe it in the cookie policy.
 */
export const CONSENT_USES: { readonly [C in OptionalCategory]: readonly ConsentUse[] } = {
  analytics: [],
  marketing: [],
}

/** The optional categories something uses, in canonical order: the ones to ask for. */
export function categoriesInUse(): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => CONSENT_USES[category].length > 0)
}

export function isCategoryInUse(category: ConsentCategory): boolean {
  return category === 'necessary' || CONSENT_USES[category].length > 0
}

/**
 * Version of the consent policy. Raise it when a category or a purpose changes: a stored choice made
 * under another revision then counts as no choice, and every visitor is asked again. Revision 2: no
 * optional category is in use, so the choices stored under revision 1 (for analytics and marketing
 * that nothing collected) grant nothing.
 */
export const CONSENT_REVISION = 2

/** A visitor's stored choice: the categories granted (always with `necessary`), under which revision, when. */
export type ConsentState = {
  categories: ConsentCategory[]
  revision: number
  timestamp: string
}

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value)
}

/** A fresh choice: `necessary` plus the optional categories granted, in canonical order. */
export function makeConsent(granted: readonly OptionalCategory[], now: Date = new Date()): ConsentState {
  const categories = CONSENT_CATEGORIES.filter(
    (category) => category === 'necessary' || (granted as readonly string[]).includes(category),
  )
  return { categories, revision: CONSENT_REVISION, timestamp: now.toISOString() }
}

/**
 * Whether a category may run. Without a choice only `necessary` may; a category nothing is declared to
 * use never may, whatever a cookie says, since the visitor was never asked about it.
 */
export function isGranted(state: ConsentState | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return isCategoryInUse(category) && (state?.categories.includes(category) ?? false)
}

/** The optional categories granted before but not now (their scripts may still be running). */
export function revokedCategories(before: ConsentState | null, after: ConsentState): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => isGranted(before, category) && !isGranted(after, category))
}
