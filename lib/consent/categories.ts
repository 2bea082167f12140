/** Cookie categories of the consent dialog: `necessary` is always on; the others wait for an opt-in. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** The categories a visitor may refuse. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const satisfies readonly ConsentCategory[]
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

/**
 * Version of the consent policy. Raise it when a category or a purpose changes: a stored choice made
 * under another revision then counts as no choice, and every visitor is asked again.
 */
export const CONSENT_REVISION = 1

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

/** Whether a category may run. Without a choice only `necessary` may. */
export function isGranted(state: ConsentState | null, category: ConsentCategory): boolean {
  return category === 'necessary' || (state?.categories.includes(category) ?? false)
}

/** The optional categories granted before but not now (their scripts may still be running). */
export function revokedCategories(before: ConsentState | null, after: ConsentState): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => isGranted(before, category) && !isGranted(after, category))
}
