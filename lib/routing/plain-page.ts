/**
 * The shell of the pages the proxy responds with by itself (a 404 for an impossible path, a 421 for an
 * unknown host): plain, self-contained HTML with inline style, since no stylesheet or script of
 * the site is loaded for them, and never indexed. Callers pass only their own fixed strings: no
 * input of the request is ever part of `main`.
 */
export function plainPage({
  lang,
  title,
  main,
  centred = false,
}: {
  lang: string
  title: string
  main: string
  centred?: boolean
}): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ZAP</title></head><body style="font-family:system-ui,sans-serif;max-width:640px;margin:0 auto;padding:64px 16px${centred ? ';text-align:center' : ''}"><main>${main}</main></body></html>`
}
