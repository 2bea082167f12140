import type { TFunction } from 'i18next'
import { categoriesInUse, OPTIONAL_CATEGORIES, type OptionalCategory } from '@/lib/consent/categories'
import { fill, type Template } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'

type CategoryLabels = { title: string; description: string }

/** What the cookie settings dialog says while no optional category is in use: a statement, no choice. */
export type ConsentStatementLabels = {
  settingsTitle: string
  /** That only necessary storage is used, so there is nothing to allow. */
  necessaryOnly: string
  /** The link to the cookie policy under that statement. */
  readPolicy: string
  close: string
}

/** Every string of the consent banner and settings dialog, for when something optional is asked for (consent.* in locales/*). */
export type ConsentLabels = ConsentStatementLabels & {
  /** The language of these strings, which joins a list of categories its own way ("a e b", "a and b"). */
  language: Locale
  bannerTitle: string
  /** `{{categories}}`: the categories asked for, each worded as its `inText` (bannerText below fills it). */
  bannerText: Template
  policy: string
  acceptAll: string
  rejectAll: string
  settings: string
  settingsText: string
  categoriesLegend: string
  alwaysOn: string
  save: string
  categories: { necessary: CategoryLabels } & Record<OptionalCategory, CategoryLabels & { inText: string }>
}

/** Whether the strings are the whole set, needed to ask; a page that asks nothing gets the statement's alone. */
export function asksConsent(labels: ConsentLabels | ConsentStatementLabels): labels is ConsentLabels {
  return 'bannerTitle' in labels
}

/** The statement's strings: all a page needs while no optional category is in use. */
export function consentStatementLabels(t: TFunction<'common'>): ConsentStatementLabels {
  return {
    settingsTitle: t('consent.settingsTitle'),
    necessaryOnly: t('consent.necessaryOnly'),
    readPolicy: t('consent.readPolicy'),
    close: t('consent.close'),
  }
}

/**
 * What the layout resolves on the server and hands to ConsentDialog, so that the browser gets only the
 * strings it will show (lib/i18n/labels.ts): every one while an optional category is in use, else
 * the statement's alone.
 */
export function consentDialogLabels(
  t: TFunction<'common'>,
  language: Locale,
  categories: readonly OptionalCategory[] = categoriesInUse(),
): ConsentLabels | ConsentStatementLabels {
  return categories.length > 0 ? consentLabels(t, language) : consentStatementLabels(t)
}

/** Every string, each category's included: which ones are asked for is decided where they are shown. */
export function consentLabels(t: TFunction<'common'>, language: Locale): ConsentLabels {
  const optional = Object.fromEntries(
    OPTIONAL_CATEGORIES.map((category) => [
      category,
      {
        title: t(`consent.categories.${category}.title`),
        description: t(`consent.categories.${category}.description`),
        inText: t(`consent.categories.${category}.inText`),
      },
    ]),
  ) as Record<OptionalCategory, CategoryLabels & { inText: string }>
  return {
    ...consentStatementLabels(t),
    language,
    bannerTitle: t('consent.bannerTitle'),
    // Left a template: the banner fills in the categories it asks for.
    bannerText: t('consent.bannerText', { categories: '{{categories}}' }),
    policy: t('consent.policy'),
    acceptAll: t('consent.acceptAll'),
    rejectAll: t('consent.rejectAll'),
    settings: t('consent.settings'),
    settingsText: t('consent.settingsText'),
    categoriesLegend: t('consent.categoriesLegend'),
    alwaysOn: t('consent.alwaysOn'),
    save: t('consent.save'),
    categories: {
      necessary: {
        title: t('consent.categories.necessary.title'),
        description: t('consent.categories.necessary.description'),
      },
      ...optional,
    },
  }
}

/** The banner's sentence naming the categories it asks for, joined as the language joins a list. */
export function bannerText(labels: ConsentLabels, categories: readonly OptionalCategory[]): string {
  const names = categories.map((category) => labels.categories[category].inText)
  return fill(labels.bannerText, {
    categories: new Intl.ListFormat(labels.language, { type: 'conjunction' }).format(names),
  })
}
