'use client'

import { useT } from '@/lib/i18n/client'
import { type ReactNode, useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { type AccordionHeading, AccordionItems } from '@/blocks/accordion/AccordionItems'
import styles from './FaqList.module.scss'
import { matchesQuery } from './plain-text'

export type FaqSearchEntry = {
  id: string
  question: string
  category: string
  /** Question and answer as plain, folded text (see foldText), extracted on the server. */
  haystack: string
  /** The answer, rendered on the server. */
  content: ReactNode
}

type Props = {
  entries: FaqSearchEntry[]
  /** The categories that have questions, in display order, with their labels. */
  categories: { value: string; label: string }[]
  /** The level of the question headings (one below the block's heading). */
  heading: AccordionHeading
}

/**
 * Filters the questions in the browser by free text (accent- and case-insensitive, on question and
 * answer) and topic. The server renders every answer; without JavaScript the controls stay disabled
 * and a noscript style shows every answer open.
 */
export function FaqSearch({ entries, categories, heading }: Props) {
  const { t } = useT('common')
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
        aria-label={t('support.faq.filters')}
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset disabled={!ready} className={styles.fieldset}>
          <legend className="visually-hidden">{t('support.faq.filters')}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>{t('support.faq.search')}</label>
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
              {t('support.faq.searchHint')}
            </p>
          </div>
          {categories.length > 1 ? (
            <div role="group" aria-label={t('support.faq.category')} className={styles.chips}>
              {[{ value: '', label: t('support.faq.all') }, ...categories].map((option) => (
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
          <p className={styles.hint}>{t('support.faq.noScript')}</p>
          {/* Without JavaScript the accordion cannot open: show every answer instead. */}
          <style>{'[data-faq-search] [data-state="closed"][hidden]{display:block!important}'}</style>
        </noscript>
      </form>

      <p role="status" className={styles.count}>
        {t('support.faq.found', { count: results.length })}
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
          <p>{t('support.faq.empty')}</p>
          <button type="button" className={styles.clear} onClick={clear}>
            {t('support.faq.clear')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
