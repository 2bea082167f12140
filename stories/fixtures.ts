import type { Media, Package } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { translatorFor } from '@/lib/i18n/translator'
import type { BlockContext } from '@/registry/types'
import { doc, link, p } from '@/cms/seed/lexical'

/** Block context for stories and tests: a real translator for the language, no Next request needed. */
export function blockContext(
  locale: Locale = 'pt',
  country: CountryCode = 'ao',
  isFirst = true,
  path = '/',
  param?: string,
): BlockContext {
  return { country, locale, isFirst, t: translatorFor(locale), path, param }
}

const now = '2026-01-01T00:00:00.000Z'

export function mediaFixture(file: string, alt: string): Media {
  return {
    id: 1,
    alt,
    url: `/seed/${file}`,
    filename: file,
    mimeType: 'image/webp',
    width: 1600,
    height: 640,
    updatedAt: now,
    createdAt: now,
  }
}

export function packageFixture(overrides: Partial<Package> & Pick<Package, 'id' | 'name' | 'price'>): Package {
  return {
    service: 'satelite',
    period: '30 dias',
    tagline: 'Mais de 100 canais',
    features: [{ id: `${overrides.id}-f1`, text: 'ZAP Viva e ZAP Novelas' }],
    highlighted: false,
    ctaAction: 'topup',
    ctaLabel: 'Carregar',
    country: 1,
    updatedAt: now,
    createdAt: now,
    _status: 'published',
    ...overrides,
  }
}

export const richTextFixture = doc(
  p('A ZAP leva televisão a milhões de lares desde 2010. '),
  p('Veja os ', link('pacotes', '/zap-satelite/pacotes-de-canais'), '.'),
)
