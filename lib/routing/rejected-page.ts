import { resources } from '@/lib/i18n/config'
import type { Locale } from '@/lib/locales'
import { homePath } from './localized-path'
import { plainPage } from './plain-page'

/**
 * The 404 the proxy sends itself for paths no page can have, with the not-found page's own
 * strings. Plain HTML with no input echoed back: nothing of the bad path reaches the page.
 */
export function rejectedPage(locale: Locale): string {
  const { title, body, home } = resources[locale].common.notFound
  return plainPage({
    lang: locale,
    title,
    main: `<h1>${title}</h1><p>${body}</p><p><a href="${homePath(locale)}">${home}</a></p>`,
    centred: true,
  })
}
