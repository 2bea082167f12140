import { environment, type Env } from '@/lib/config/env'
import { COUNTRY_CODES, COUNTRY_NAMES } from '@/lib/countries'
import { plainPage } from './plain-page'
import { siteUrls } from './site-urls'

/**
 * What the proxy responds with (421 Misdirected Request) for a Host no country has or that cannot be
 * read: both languages, since neither the country nor the language can be told, and links to both
 * sites. Nothing of the request is echoed back.
 */
export function misdirectedPage(env: Env = environment()): string {
  const urls = siteUrls(env)
  const links = COUNTRY_CODES.map(
    (code) => `<li><a href="${urls[code].origin}/">${COUNTRY_NAMES[code]} — ${urls[code].host}</a></li>`,
  ).join('')
  return plainPage({
    lang: 'pt',
    title: 'Endereço desconhecido',
    main: `<h1>Este endereço não é um site da ZAP</h1><p>Escolha o site do seu país:</p><ul>${links}</ul><h2 lang="en">This address is not a ZAP site</h2><p lang="en">Choose your country’s site above.</p>`,
  })
}
