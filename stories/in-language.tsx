import type { Decorator } from '@storybook/nextjs-vite'
import type { CountryCode } from '@/lib/countries'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import type { BlockContext } from '@/registry/types'

const isLocale = (value: unknown): value is Locale => value === 'pt' || value === 'en'
const isCountry = (value: unknown): value is CountryCode => value === 'ao' || value === 'mz'

/**
 * Every story's language and country, as a page gives them: blocks read their strings from their
 * `context` arg and hand their client islands labels from it, as on the site. The story's own context
 * decides (Portuguese and Angola without one) until the toolbar's Language or Country is picked; then that
 * choice wins and the block's context follows it, so one story shows in both languages and countries.
 */
export const withLanguage: Decorator = (Story, { args, globals }) => {
  const context = (args as { context?: BlockContext }).context
  const locale = isLocale(globals.locale) ? globals.locale : (context?.locale ?? 'pt')
  const country = isCountry(globals.country) ? globals.country : (context?.country ?? 'ao')
  const switched = context && (context.locale !== locale || context.country !== country)
  return switched ? (
    Story({ args: { ...args, context: { ...context, locale, country, t: translatorFor(locale) } } })
  ) : (
    <Story />
  )
}
