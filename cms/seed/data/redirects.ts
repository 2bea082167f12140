import type { Payload } from 'payload'
import type { CountryCode } from '@/lib/countries'

/** A legacy path and its new home (a permanent redirect); `only` limits it to one country. */
export type SeedRedirect = { from: string; to: string; only?: CountryCode }

const both = (from: string, to: string): SeedRedirect[] => [
  { from, to },
  { from: `/en${from === '/' ? '' : from}`, to: `/en${to === '/' ? '' : to}` },
]
const angola = (from: string, to: string): SeedRedirect[] => both(from, to).map((r) => ({ ...r, only: 'ao' as const }))

/** The old site's addresses that still circulate in links, bookmarks and search results. */
export const seedRedirectData: SeedRedirect[] = [
  { from: '/pesquisa', to: '/' },
  { from: '/en/search', to: '/en' },
  // Cinema schedules and points of sale now live on the "now showing" page (Angola only).
  ...angola('/zap-cinemas/estreias', '/zap-cinemas/em-exibicao'),
  ...angola('/zap-cinemas/horarios', '/zap-cinemas/em-exibicao'),
  ...angola('/zap-cinemas/pontos-de-venda', '/zap-cinemas/em-exibicao'),
  // Old news and events sections.
  { from: '/noticias', to: '/tv/destaques' },
  { from: '/eventos', to: '/tv/destaques' },
  { from: '/a-zap/eventos', to: '/tv/destaques' },
  { from: '/en/news', to: '/en/tv/destaques' },
  { from: '/en/events', to: '/en/tv/destaques' },
  // Old support and help paths.
  { from: '/apoio-ao-cliente', to: '/apoio-ao-cliente/contactos' },
  { from: '/suporte', to: '/apoio-ao-cliente/contactos' },
  { from: '/contactos', to: '/apoio-ao-cliente/contactos' },
  { from: '/ajuda', to: '/apoio-ao-cliente/perguntas-frequentes' },
  { from: '/apoio-ao-cliente/faq', to: '/apoio-ao-cliente/perguntas-frequentes' },
  { from: '/en/help', to: '/en/help/contacts' },
  { from: '/en/support', to: '/en/help/contacts' },
  { from: '/en/contacts', to: '/en/help/contacts' },
  // Old satellite and fibre entry points go to the package pages.
  ...both('/zap-satelite', '/zap-satelite/pacotes-de-canais'),
  ...both('/pacotes', '/zap-satelite/pacotes-de-canais'),
  ...both('/zap-satelite/precarios', '/zap-satelite/pacotes-de-canais'),
  ...angola('/zap-fibra', '/zap-fibra/pacotes-tv-net'),
  ...angola('/fibra', '/zap-fibra/pacotes-tv-net'),
  ...angola('/zap-fibra/tarifarios', '/zap-fibra/pacotes-tv-net'),
]

/** Creates the missing redirects of a country (and those for both countries, once). */
export async function seedRedirects(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const redirect of seedRedirectData) {
    if (redirect.only && redirect.only !== code) continue
    // Redirects for both countries are created once, without a country, while seeding the first.
    if (!redirect.only && code !== 'ao') continue
    const country = redirect.only ? countryId : null
    const { totalDocs } = await payload.count({
      collection: 'redirects',
      where: {
        and: [
          { from: { equals: redirect.from } },
          country ? { country: { equals: country } } : { country: { exists: false } },
        ],
      },
    })
    if (totalDocs === 0)
      await payload.create({ collection: 'redirects', data: { from: redirect.from, to: redirect.to, country } })
  }
}
