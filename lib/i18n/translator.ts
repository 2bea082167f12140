import { createInstance, type i18n, type TFunction } from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales'
import { resources } from './config'

let shared: i18n | null = null

/**
 * The one i18next instance behind every translation: both languages' strings are in the bundle
 * (./config.ts), so it initialises synchronously, once per process, and never reads the request.
 */
function instance(): i18n {
  if (shared) return shared
  const created = createInstance()
  void created.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    defaultNS: 'common',
    ns: ['common'],
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; and &#39; to visitors.
    interpolation: { escapeValue: false },
  })
  shared = created
  return created
}

/**
 * The translation function for one language: `const t = translatorFor(locale)`. The one way the
 * server translates (pages, layouts, metadata, route handlers, lead endpoints, labels resolved for
 * islands), inside a request or outside one, since it is synchronous and needs only the language;
 * Storybook and tests use it too. A key missing in English falls back to Portuguese. Client islands
 * never import it: they get their strings as labels (./labels.ts).
 */
export function translatorFor(locale: Locale): TFunction<'common'> {
  return instance().getFixedT(locale, 'common')
}
