import type { Locale } from '../locales'

const copy = {
  pt: { title: 'Oops! Página não encontrada!', body: 'O endereço pedido não é válido.', home: 'Voltar à página inicial', href: '/' },
  en: { title: 'Oops! Page not found!', body: 'The address requested is not valid.', home: 'Back to the home page', href: '/en' },
}

/**
 * The 404 the proxy sends itself for paths no page can have. Plain HTML with no input echoed back:
 * nothing of the bad path reaches the page.
 */
export function rejectedPage(locale: Locale): string {
  const c = copy[locale]
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${c.title} · ZAP</title></head><body style="font-family:system-ui,sans-serif;max-width:640px;margin:0 auto;padding:64px 16px;text-align:center"><main><h1>${c.title}</h1><p>${c.body}</p><p><a href="${c.href}">${c.home}</a></p></main></body></html>`
}
