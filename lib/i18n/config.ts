import type { I18nConfig } from 'next-i18next'
import en from '@/locales/en/common.json'
import pt from '@/locales/pt/common.json'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales'

/** Interface strings ship in the bundle: nothing is fetched at run time. */
export const resources = { pt: { common: pt }, en: { common: en } }

export const i18nConfig: I18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common'],
  resources,
  localeParamName: 'locale',
  // React escapes what it renders; escaping in i18next too would show &amp; and &#39; to visitors.
  i18nextOptions: { interpolation: { escapeValue: false } },
}
