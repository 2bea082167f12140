'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { fill, plural, type Plural, type Template } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { foldName } from '@/lib/text/match-name'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { useId, useMemo, useState } from 'react'
import { carriersOf, findChannels, isSearchable, type SearchChannel, type SearchPackage } from './channel-search'
import styles from './ChannelSearch.module.scss'

/** The search's strings in the page's language (channelSearch.* in locales/*). */
export type ChannelSearchLabels = {
  /** The search landmark's name. */
  form: string
  /** The field's label. */
  search: string
  hint: string
  noScript: string
  /** "{{count}} canais encontrados" and its other forms. */
  found: Plural
  /** "Nenhum canal se chama «{{query}}»…" */
  empty: Template
  /** The results list's name. */
  results: string
  /** "Canal {{number}}" */
  position: Template
  /** "Incluído em {{count}} pacotes, do mais barato ao mais caro:" and its other forms. */
  carriedBy: Plural
  notCarried: string
  /** "Aderir": each package's link, completed by the package's name for screen readers. */
  signUp: string
}

type Props = {
  channels: readonly SearchChannel[]
  /** The country's packages, cheapest first, with their sign-up addresses (searchPackages). */
  packages: readonly SearchPackage[]
  /** Level of each found channel's name: one below the block's heading. */
  heading: InnerHeadingTag
  /** The page's language: the counts' plurals. */
  locale: Locale
  labels: ChannelSearchLabels
}

/**
 * Finds a channel by name as the visitor types (accents, case and spaces ignored) and says which of
 * the country's packages carry it, cheapest first, each with its sign-up link: on a phone, one tap on
 * the field and the packages are under it, a second tap signs up.
 *
 * The pages that show it are rendered once and cached, whatever their query says, so a plain GET form
 * would only reload the same page: the search works in the browser. The server's HTML has the field
 * (disabled, so nothing moves when the script arrives) and the block's full list or table below it,
 * which is all there is to find without JavaScript.
 */
export function ChannelSearch({ channels, packages, heading: Heading, locale, labels }: Props) {
  const id = useId()
  const [query, setQuery] = useState('')
  const ready = useHydrated()
  const folded = useMemo(() => channels.map((channel) => foldName(channel.name)), [channels])
  const results = useMemo(() => findChannels(channels, query, folded), [channels, query, folded])
  const searching = isSearchable(query)

  return (
    <div className={styles.search}>
      <form role="search" aria-label={labels.form} className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {labels.search}
        </label>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          value={query}
          disabled={!ready}
          maxLength={60}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {labels.hint}
        </p>
        <noscript>
          <p className={styles.hint}>{labels.noScript}</p>
        </noscript>
      </form>

      {/* Always in the page, empty until a search: a live region announces only changes to what it holds. */}
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {searching ? plural(labels.found, results.length, locale) : ''}
      </p>

      {searching && results.length === 0 ? (
        <p className={styles.empty}>{fill(labels.empty, { query: query.trim() })}</p>
      ) : null}

      {results.length > 0 ? (
        <ul className={styles.results} aria-label={labels.results}>
          {results.map((channel) => {
            const carriers = carriersOf(channel, packages)
            const carriedId = `${id}-${channel.id}-carriers`
            return (
              <li key={channel.id} className={styles.result}>
                <Heading className={styles.name}>{channel.name}</Heading>
                <p className={styles.position}>{fill(labels.position, { number: channel.number })}</p>
                {carriers.length > 0 ? (
                  <>
                    <p id={carriedId} className={styles.carriedBy}>
                      {plural(labels.carriedBy, carriers.length, locale)}
                    </p>
                    {/* Ordered: cheapest first. */}
                    <ol className={styles.packages} aria-labelledby={carriedId}>
                      {carriers.map((pkg) => (
                        <li key={pkg.id} className={styles.package}>
                          {/* Spaces between the parts: screen readers read them as one line of text. */}
                          <span className={styles.offer}>
                            <span className={styles.packageName}>{pkg.name}</span>{' '}
                            <span className={styles.price}>{pkg.price}</span>
                          </span>{' '}
                          {pkg.href ? (
                            <a className={styles.signUp} href={pkg.href} data-action="signup">
                              {labels.signUp} <span className="visually-hidden">{pkg.name}</span>
                            </a>
                          ) : null}
                        </li>
                      ))}
                    </ol>
                  </>
                ) : (
                  <p className={styles.carriedBy}>{labels.notCarried}</p>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
