'use client'

import { plural, type Plural } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { type ReactNode, useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { type AccordionHeading, AccordionItems } from '@/components/accordion/AccordionItems'
import styles from './FaqList.module.scss'
import { matchesQuery } from './match-query'

export type FaqSearchEntry = {
  id: string
  question: string
  category: string
  /** Question and answer as plain, folded text (see foldText), extracted on the server. */
  haystack: string
  /** The answer, rendered on the server. */
  content: ReactNode
}

/** The search's strings in the page's language (support.faq.* in locales/*). */
export type FaqSearchLabels = {
  filters: string
  search: string
  searchHint: string
  category: string
  all: string
  noScript: string
  /** "{{count}} perguntas" and its other forms. */
  found: Plural
  empty: string
  clear: string
}

type Props = {
  entries: FaqSearchEntry[]
  /** The categories that have questions, in display order, with their labels. */
  categories: { value: string; label: string }[]
  /** The level of the question headings (one below the block's heading). */
  heading: AccordionHeading
  /** The page's language: the count's plural. */
  locale: Locale
  labels: FaqSearchLabels
}

/**
 * Filters the questions in the browser by free text (accent- and case-insensitive, on question and
 * answer) and topic. The server renders every answer; without JavaScript the controls stay disabled
 * and every answer shows open (FaqList.module.scss, `scripting: none`).
 */
export function FaqSearch({ entries, categories, heading, locale, labels }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState('')
  const ready = useHydrated()

  const results = useMemo(
    () => entries.filter((entry) => (!category || entry.category === category) && matchesQuery(entry.haystack, query)),
    [entries, category, query],
  )
  const filtered = query.trim() !== '' || category !== ''
  const clear = () => {
    setQuery('')
    setCategory('')
    // The clear button of the empty state disappears with it: focus goes where the next search starts.
    input.current?.focus()
  }

  return (
    <div className={styles.search} data-faq-search>
      <form
        role="search"
        aria-label={labels.filters}
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset disabled={!ready} className={styles.fieldset}>
          <legend className="visually-hidden">{labels.filters}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>{labels.search}</label>
            <input
              ref={input}
              id={`${id}-q`}
              type="search"
              value={query}
              maxLength={100}
              autoComplete="off"
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => setQuery(event.target.value)}
            />
            <p id={`${id}-q-hint`} className={styles.hint}>
              {labels.searchHint}
            </p>
          </div>
          {categories.length > 1 ? (
            <div role="group" aria-label={labels.category} className={styles.chips}>
              {[{ value: '', label: labels.all }, ...categories].map((option) => (
                <button
                  key={option.value || 'all'}
                  type="button"
                  className={styles.chip}
                  aria-pressed={category === option.value}
                  onClick={() => setCategory(option.value)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          ) : null}
        </fieldset>
        <noscript>
          <p className={styles.hint}>{labels.noScript}</p>
        </noscript>
      </form>

      <p role="status" className={styles.count}>
        {plural(labels.found, results.length, locale)}
      </p>

      {results.length > 0 ? (
        <div className={styles.list}>
          {/* A new result set opens its first answer. */}
          <AccordionItems
            key={results.map((entry) => entry.id).join(',')}
            heading={heading}
            items={results.map((entry) => ({ id: entry.id, title: entry.question, content: entry.content }))}
          />
        </div>
      ) : filtered ? (
        <div className={styles.empty}>
          <p>{labels.empty}</p>
          <button type="button" className={styles.clear} onClick={clear}>
            {labels.clear}
          </button>
        </div>
      ) : null}
    </div>
  )
}
