import { createInstance, type TFunction } from 'i18next'
import type { Locale } from '@/lib/locales'
import { resources } from './config'

/**
 * A synchronous translation function for one language, for code that renders outside a Next
 * request (Storybook, tests). Pages use next-i18next's getT, which reads the same resources.
 */
export function translatorFor(locale: Locale): TFunction<'common'> {
  const instance = createInstance()
  void instance.init({
    lng: locale,
    resources,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance.getFixedT(locale, 'common')
}
