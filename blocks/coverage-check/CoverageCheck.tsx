'use client'

import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { COVERAGE_REQUEST_ID, type CoveragePrefill, useCoveragePrefill } from '@/forms/coverage/prefill'
import { resultForQuery, suggestAreas, MIN_QUERY_LETTERS } from '@/lib/coverage/areas'
import { fill, plural } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { queryWords } from '@/lib/text/match-name'
import { CoverageResult, prefillOf } from './CoverageResult'
import type { CoverageCheckLabels } from './labels'
import { RESULT_ID, type CoverageEntry, type EntryResult } from './coverage-entry'
import styles from './CoverageCheck.module.scss'

type Props = {
  /** The country's coverage areas, in name order (lib/content/get-coverage-areas.ts). */
  areas: readonly CoverageEntry[]
  /** The result the address already names (/…/{neighbourhood}), rendered by the server too. */
  initial: EntryResult | null
  /** What the field holds at first: the name that result is for. */
  initialQuery: string
  /** The page's public address ("/en/zap-fibra/coverage-survey"). */
  base: string
  /** The page's path and language, which the form sends so the redirect comes back to this page. */
  pagePath: string
  locale: Locale
  /** Where the form goes without JavaScript: it redirects to the result's address. */
  action: string
  /** Level of the result's heading: one below the block's heading. */
  heading: InnerHeadingTag
  /** The fibre packages with their sign-up buttons (shown when fibre is there), rendered on the server. */
  packages: ReactNode
  labels: CoverageCheckLabels
}

/**
 * "Bairro": the visitor types, the country's neighbourhoods that match it are offered under the
 * field (accents and case ignored), and a tap on one shows its result at once, under the field: on a
 * phone, typing then one tap. Sending the form with a name shows its result the same way.
 *
 * Without JavaScript the same form is a plain GET to the site's API, which redirects (303) to the
 * result's own address, /…/{neighbourhood}, where the server renders the same result (`initial`):
 * the pages are cached by path, so the result is a path, never a query string.
 */
export function CoverageCheck({
  areas,
  initial,
  initialQuery,
  base,
  pagePath,
  locale,
  action,
  heading,
  packages,
  labels,
}: Props) {
  const id = useId()
  const listId = `${id}-list`
  const [query, setQuery] = useState(initialQuery)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [result, setResult] = useState<EntryResult | null>(initial)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  // The result takes the focus only when the visitor asked for it here, never on the first render.
  const focusResult = useRef(false)

  const suggestions = useMemo(() => suggestAreas(areas, query), [areas, query])
  const searchable = queryWords(query).join('').length >= MIN_QUERY_LETTERS
  const listShown = open && suggestions.length > 0

  // At a neighbourhood's address the request form below starts filled in with it; leaving the page
  // leaves nothing behind for another page's form.
  useEffect(() => {
    const prefill = initial ? prefillOf(initial) : null
    const store = useCoveragePrefill.getState()
    if (prefill) store.fill(prefill)
    return () => useCoveragePrefill.getState().clear()
  }, [initial])

  useEffect(() => {
    if (!focusResult.current) return
    focusResult.current = false
    resultHeading.current?.focus()
  }, [result])

  const show = (next: EntryResult | null) => {
    focusResult.current = next !== null
    setResult(next)
    setOpen(false)
    setActive(-1)
  }
  const choose = (area: CoverageEntry) => {
    setQuery(area.neighbourhood)
    show({ kind: 'area', area })
  }

  /**
   * "Avise-me", "Pedir cobertura": with the request form on this page, fills it in with the place
   * and moves there, to its first field; without it, the link opens the form at the place's address.
   */
  const request = (prefill: CoveragePrefill, event: MouseEvent) => {
    const store = useCoveragePrefill.getState()
    const form = document.getElementById(COVERAGE_REQUEST_ID)
    if (!store.hosted || !form) return
    event.preventDefault()
    store.fill(prefill)
    form.scrollIntoView({ block: 'start' })
    form.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus({ preventScroll: true })
  }

  const submit = (event: FormEvent) => {
    // With the script, the result comes here; without it, the browser sends the form.
    event.preventDefault()
    show(resultForQuery(areas, query))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      // From the field (nothing active yet, or the list closed) to the first or the last; then round.
      setActive((current) =>
        !listShown || current < 0
          ? step === 1
            ? 0
            : suggestions.length - 1
          : (current + step + suggestions.length) % suggestions.length,
      )
    } else if (event.key === 'Enter' && listShown && active >= 0) {
      const chosen = suggestions[active]
      if (!chosen) return
      event.preventDefault()
      choose(chosen)
    } else if (event.key === 'Escape' && listShown) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const status = !searchable
    ? ''
    : suggestions.length > 0
      ? plural(labels.found, suggestions.length, locale)
      : fill(labels.none, { query: query.trim() })

  return (
    <div className={styles.check}>
      <form
        role="search"
        aria-label={labels.form}
        className={styles.form}
        method="get"
        action={action}
        onSubmit={submit}
      >
        <input type="hidden" name="page" value={pagePath} />
        <input type="hidden" name="locale" value={locale} />
        <label htmlFor={`${id}-q`} className={styles.label}>
          {labels.field}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-q`}
            className={styles.input}
            type="text"
            name="q"
            role="combobox"
            value={query}
            maxLength={80}
            autoComplete="off"
            autoCapitalize="words"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-activedescendant={listShown && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setQuery(event.target.value)
              setOpen(true)
              setActive(-1)
              setResult(null)
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            {labels.submit}
          </button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {labels.hint}
        </p>
        {/* Always in the page: a live region announces only changes to what it holds. */}
        <p
          className={searchable && suggestions.length === 0 && !result ? styles.none : 'visually-hidden'}
          aria-live="polite"
          aria-atomic="true"
        >
          {result ? '' : status}
        </p>
        <ul id={listId} role="listbox" aria-label={labels.suggestions} className={styles.options} hidden={!listShown}>
          {listShown
            ? suggestions.map((area, index) => (
                <li
                  key={area.slug}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // The field keeps the focus (and the phone its keyboard) while the finger is down.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(area)}
                >
                  <span className={styles.optionName}>{area.neighbourhood}</span>{' '}
                  <span className={styles.optionPlace}>
                    {fill(labels.place, { municipality: area.municipality, province: area.province })}
                  </span>
                </li>
              ))
            : null}
        </ul>
      </form>
      <div id={RESULT_ID} className={styles.resultArea} data-anchor="">
        {result ? (
          <CoverageResult
            result={result}
            labels={labels}
            heading={heading}
            base={base}
            packages={packages}
            headingRef={resultHeading}
            onChoose={choose}
            onRequest={request}
          />
        ) : null}
      </div>
    </div>
  )
}
