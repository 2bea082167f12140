import { below, BlockSection } from '@/components/blocks/BlockSection'
import type { PackageSummary } from '@/lib/content/get-packages'
import type { PackageActions } from '@/lib/packages/package-action'
import type { BlockProps } from '@/registry/types'
import { CoverageCheck } from './CoverageCheck.lazy'
import { resultBase, type CoverageEntry, type EntryResult } from './coverage-entry'
import { FibrePackages } from './FibrePackages'
import { coverageCheckLabels } from './labels'
import styles from './CoverageCheck.module.scss'

/** Where the form goes without JavaScript (app/(site-api)/api/coverage/check/route.ts). */
export const CHECK_ACTION = '/api/coverage/check'

export type CoverageCheckViewProps = BlockProps<'coverageCheck'> & {
  areas: readonly CoverageEntry[]
  /** The result the address names (/…/{neighbourhood}); null on the page itself. */
  result: EntryResult | null
  packages: readonly PackageSummary[]
  actions: ReadonlyMap<number, PackageActions>
}

/** The name the field shows with a result: the area's, or the name the address carries. */
const queryOf = (result: EntryResult | null) =>
  result === null ? '' : result.kind === 'area' ? result.area.neighbourhood : result.query

/**
 * The coverage check: heading and intro, then the neighbourhood field and, at a neighbourhood's
 * address, its result (the island renders both, on the server too).
 */
export function CoverageCheckView({ block, context, areas, result, packages, actions }: CoverageCheckViewProps) {
  const { country, locale, t, param } = context
  // context.path is the address shown; at /…/{neighbourhood} the page's own path is its parent.
  const pagePath = param === undefined ? context.path : context.path.slice(0, context.path.lastIndexOf('/')) || '/'
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) => (
        <CoverageCheck
          areas={areas}
          initial={result}
          initialQuery={queryOf(result)}
          base={resultBase(locale, pagePath)}
          pagePath={pagePath}
          locale={locale}
          action={CHECK_ACTION}
          heading={Inner}
          packages={
            <FibrePackages packages={packages} actions={actions} heading={below(Inner)} country={country} t={t} />
          }
          labels={coverageCheckLabels(context)}
        />
      )}
    </BlockSection>
  )
}
