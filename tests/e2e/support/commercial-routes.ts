import { same, type SiteRoute } from './route-walk'

/**
 * The commercial areas' route table: home, satellite, fibre, TV, the movies channel, zap-on and
 * direct debit. `pt`/`en` are the page paths in each language; `aoOnly` marks Angola-only pages,
 * which Mozambique responds to with a redirect home.
 */
export const COMMERCIAL_ROUTES: SiteRoute[] = [
  same('/'),
  same('/zap-satelite/pacotes-de-canais'),
  same('/zap-satelite/comparacao-de-pacotes'),
  same('/zap-satelite/campanhas'),
  same('/zap-satelite/carregamentos-e-pagamentos'),
  same('/zap-satelite/condicoes-gerais-do-servico'),
  { pt: '/zap-satelite/zap-filmes', en: '/zap-satelite/zap-movies' },
  same('/zap-satelite/zap-facilita', true),
  same('/zap-fibra/pacotes-tv-net', true),
  same('/zap-fibra/funcionalidades', true),
  same('/zap-fibra/videoclube', true),
  same('/zap-fibra/videoclube/series', true),
  same('/zap-fibra/mesh-wifi', true),
  same('/zap-fibra/wifi-6', true),
  { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey', aoOnly: true },
  // A neighbourhood's result at its own address (blocks/coverage-check).
  { pt: '/zap-fibra/pesquisa-de-cobertura/talatona', en: '/zap-fibra/coverage-survey/talatona', aoOnly: true },
  same('/zap-fibra/comerciais-credenciados', true),
  same('/zap-fibra/campanhas', true),
  same('/zap-fibra/carregamentos-e-pagamentos', true),
  same('/zap-fibra/condicoes-gerais-do-servico', true),
  same('/tv/destaques'),
  same('/tv/guia-tv'),
  // The guide's views: the same page in another state, each at its own address (blocks/tv-guide/guide-views.ts).
  same('/tv/guia-tv/agora'),
  same('/tv/guia-tv/esta-noite'),
  same('/tv/listagem-de-canais'),
  same('/tv/stars-on-stage'),
  same('/tv/zap-channels'),
  same('/zap-on', true),
  same('/debito-directo', true),
  same('/adesao'),
]
