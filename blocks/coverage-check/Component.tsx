import { notFound } from 'next/navigation'
import { monthLabel } from '@/blocks/movie-programme/month'
import { getCoverageAreas } from '@/lib/content/get-coverage-areas'
import { getPackages } from '@/lib/content/get-packages'
import type { CoverageArea } from '@/lib/coverage/areas'
import { loadPackageActions } from '@/lib/packages/load-package-actions'
import type { BlockProps } from '@/registry/types'
import type { CoverageEntry } from './coverage-entry'
import { CoverageCheckView } from './CoverageCheckView'
import { resultOfParam } from './resolve-param'

/**
 * The coverage check: the country's areas (a "soon" month worded in the page's language) and its
 * fibre packages with their buttons; at /…/{segment} (context.param) the result for that segment,
 * read through the same rule as the page's title and the proxy's 404 (resolve-param.ts).
 */
export async function CoverageCheckBlockComponent({ block, context }: BlockProps<'coverageCheck'>) {
  const { country, locale, t, param } = context
  const [areas, packages] = await Promise.all([getCoverageAreas(country), getPackages(country, locale, 'fibra')])
  const entries: CoverageEntry[] = areas.map((area: CoverageArea) => ({
    ...area,
    when: area.month ? monthLabel(area.month, locale) : null,
  }))
  const result = param === undefined ? null : (resultOfParam(entries, param) ?? notFound())
  const actions = await loadPackageActions(country, locale, t, packages)
  return (
    <CoverageCheckView
      block={block}
      context={context}
      areas={entries}
      result={result}
      packages={packages}
      actions={actions}
    />
  )
}
