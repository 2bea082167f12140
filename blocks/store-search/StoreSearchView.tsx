import { PROVINCES } from '@/lib/forms/provinces'
import { pluralForms } from '@/lib/i18n/server-labels'
import { listedKinds, wordingFor, type StoreWording } from '@/lib/stores/kinds'
import type { StoreEntry } from '@/lib/stores/types'
import type { BlockContext, BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { StoreSearch } from './StoreSearch.lazy'
import type { StoreSearchLabels } from './StoreSearch'
import styles from './StoreSearch.module.scss'

/**
 * The search island's strings, resolved here so the browser gets only these (lib/i18n/labels.ts);
 * 'sellers' words the count, list and empty state for accredited sellers.
 */
function searchLabels({ t, locale }: BlockContext, wording: StoreWording): StoreSearchLabels {
  const words = wording === 'sellers' ? 'stores.sellers' : 'stores'
  return {
    filters: t(`${words}.filters`),
    province: t('stores.province'),
    allProvinces: t('stores.allProvinces'),
    city: t('stores.city'),
    allCities: t('stores.allCities'),
    search: t('stores.search'),
    searchHint: t('stores.searchHint'),
    clear: t('stores.clear'),
    noScript: t('stores.noScript'),
    found: pluralForms(locale, `${words}.found`),
    list: t(`${words}.list`),
    empty: t(`${words}.empty`),
    phone: t('stores.phone'),
    hours: t('stores.hours'),
    kind: { loja: t('stores.kind.loja'), agente: t('stores.kind.agente'), comercial: t('stores.kind.comercial') },
  }
}

/**
 * The store search block with its stores given (the block loads them; stories and tests pass them).
 * Only the block's kinds are listed, whatever the list given holds.
 */
export function StoreSearchView({ block, context, stores }: BlockProps<'storeSearch'> & { stores: StoreEntry[] }) {
  const kinds = listedKinds(block.kinds)
  const listed = stores.filter((store) => kinds.includes(store.kind))
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) => (
        <StoreSearch
          stores={listed}
          provinces={PROVINCES[context.country]}
          cardHeading={Inner}
          locale={context.locale}
          labels={searchLabels(context, wordingFor(kinds))}
        />
      )}
    </BlockSection>
  )
}
