import { BlockSection, below } from '@/components/blocks/BlockSection'
import { pluralForms } from '@/lib/i18n/server-labels'
import { listedKinds, wordingFor, type StoreWording } from '@/lib/stores/kinds'
import { inListingOrder } from '@/lib/stores/group-stores'
import type { StoreEntry } from '@/lib/stores/types'
import type { BlockContext, BlockProps } from '@/registry/types'
import { StoreSearch } from './StoreSearch.lazy'
import type { StoreSearchLabels } from './StoreSearch'
import styles from './StoreSearch.module.scss'

/**
 * The search island's strings, resolved here so the browser gets only these (lib/i18n/labels.ts);
 * 'sellers' words the form, count, list and empty state for accredited sellers.
 */
function searchLabels({ t, locale }: BlockContext, wording: StoreWording): StoreSearchLabels {
  const words = wording === 'sellers' ? 'stores.sellers' : 'stores'
  return {
    filters: t(`${words}.filters`),
    search: t('stores.search'),
    searchHint: t('stores.searchHint'),
    clear: t('stores.clear'),
    noScript: t('stores.noScript'),
    found: pluralForms(locale, `${words}.found`),
    list: t(`${words}.list`),
    empty: t(`${words}.empty`, { query: '{{query}}' }),
    phone: t('stores.phone'),
    hours: t('stores.hours'),
    kind: { loja: t('stores.kind.loja'), agente: t('stores.kind.agente'), comercial: t('stores.kind.comercial') },
    nearMe: t('stores.nearMe'),
    nearest: t('stores.nearest'),
    locating: t('stores.locating'),
    sorted: t('stores.sorted'),
    failure: {
      denied: t('stores.denied'),
      unavailable: t('stores.unavailable'),
      timeout: t('stores.timeout'),
      unsupported: t('stores.unsupported'),
    },
    distance: t('stores.distance', { distance: '{{distance}}' }),
    directions: t('stores.directions'),
    directionsTo: t('stores.directionsTo', { name: '{{name}}' }),
    newTab: t('nav.newTab'),
  }
}

/**
 * The store search block with its stores given (the block loads them; stories and tests pass them).
 * Only the block's kinds are listed, whatever the list given holds, under their provinces: the
 * province headings sit one level below the block's heading, the stores' names one below those.
 */
export function StoreSearchView({ block, context, stores }: BlockProps<'storeSearch'> & { stores: StoreEntry[] }) {
  const kinds = listedKinds(block.kinds)
  const listed = inListingOrder(
    stores.filter((store) => kinds.includes(store.kind)),
    context.country,
  )
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) => (
        <StoreSearch
          stores={listed}
          country={context.country}
          groupHeading={Inner}
          storeHeading={below(Inner)}
          locale={context.locale}
          labels={searchLabels(context, wordingFor(kinds))}
        />
      )}
    </BlockSection>
  )
}
