import { monthLabel } from '@/blocks/movie-programme/month'
import type { PackageSummary } from '@/lib/content/get-packages'
import { type CoverageAreaData, withSlugs } from '@/lib/coverage/areas'
import type { Locale } from '@/lib/locales'
import { actionsFixture } from '@/lib/packages/fixtures'
import { packageFixture } from '@/stories/fixtures'
import type { CoverageEntry } from './coverage-entry'

const area = (
  municipality: string,
  neighbourhood: string,
  status: CoverageAreaData['status'],
  month: string | null = null,
): CoverageAreaData => ({ province: 'Luanda', municipality, neighbourhood, status, month })

/** A few of Luanda's neighbourhoods in each state, two of them of one name, for stories and tests. */
export const coverageAreasFixture: CoverageAreaData[] = [
  area('Talatona', 'Talatona', 'available'),
  area('Talatona', 'Morro Bento', 'available'),
  area('Belas', 'Benfica', 'available'),
  area('Cacuaco', 'Benfica', 'planned-not'),
  area('Kilamba Kiaxi', 'Golf', 'soon', '2027-05'),
  area('Sambizanga', 'São Paulo', 'soon', '2027-10'),
  area('Cazenga', 'Cazenga', 'planned-not'),
  area('Viana', 'Zango', 'planned-not'),
]

/** The areas as the block hands them to its island: with their segments and "soon" months worded. */
export function coverageEntriesFixture(locale: Locale = 'pt'): CoverageEntry[] {
  return withSlugs(coverageAreasFixture).map((entry) => ({
    ...entry,
    when: entry.month ? monthLabel(entry.month, locale) : null,
  }))
}

const fibre = (id: number, name: string, price: number, tagline: string): PackageSummary => {
  const pkg = packageFixture({ id, name, price, service: 'fibra', ctaAction: 'signup', period: 'mês', tagline })
  return {
    id: pkg.id,
    name: pkg.name,
    service: pkg.service,
    price: pkg.price,
    period: pkg.period,
    tagline: pkg.tagline ?? null,
    features: pkg.features ?? [],
    highlighted: pkg.highlighted ?? false,
    ctaAction: pkg.ctaAction,
    ctaPage: pkg.ctaPage ?? null,
    ctaLabel: null,
  }
}

/** Angola's fibre packages, cheapest first, as getPackages gives them. */
export const fibrePackagesFixture: PackageSummary[] = [
  fibre(21, 'ZAP Fibra 20', 20150, 'Internet até 20 Mbps'),
  fibre(22, 'ZAP Fibra 50', 30300, 'Internet até 50 Mbps'),
]

/** Their buttons (each a sign-up: /adesao/{id}). */
export const fibreActionsFixture = (locale: Locale = 'pt') => actionsFixture(fibrePackagesFixture, locale)
