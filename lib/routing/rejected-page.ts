import { resources } from '@/lib/i18n/config'
import type { Locale } from '@/lib/locales'
import { homePath } from './localized-path'

/**
 * The 404 the proxy sends itself for paths no page can have, with the not-found page's own
 * strings. Plain HTML with no input echoed back: nothing of the bad path reaches the page.
 */
export function rejectedPage(locale: Locale): string {
  const { title, body, home } = resources[locale].common.notFound
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ZAP</title></head><body style="font-family:system-ui,sans-serif;max-width:640px;margin:0 auto;padding:64px 16px;text-align:center"><main><h1>${title}</h1><p>${body}</p><p><a href="${homePath(locale)}">${home}</a></p></main></body></html>`
}
