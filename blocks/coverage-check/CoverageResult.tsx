import type { MouseEvent, ReactNode, Ref } from 'react'
import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import type { CoveragePrefill } from '@/forms/coverage/prefill'
import { fill } from '@/lib/i18n/labels'
import { slugOf } from '@/lib/coverage/areas'
import { resultHref, type CoverageEntry, type EntryResult, requestHref } from './coverage-entry'
import type { CoverageCheckLabels } from './labels'
import styles from './CoverageCheck.module.scss'

type Props = {
  result: EntryResult
  labels: CoverageCheckLabels
  heading: InnerHeadingTag
  /** The page's public address: the results' and the request form's links start with it. */
  base: string
  /** The country's fibre packages with their sign-up buttons, rendered on the server. */
  packages: ReactNode
  /** The heading takes the focus when the result follows a choice. */
  headingRef?: Ref<HTMLHeadingElement>
  /** With JavaScript, choosing another area shows its result in place instead of following its link. */
  onChoose?: (area: CoverageEntry) => void
  /** With JavaScript, the request link fills in the form on the page (it may let the link go instead). */
  onRequest?: (prefill: CoveragePrefill, event: MouseEvent) => void
}

/** What the request form fills in for a result: the area's place, or the name typed; nothing to choose from. */
export function prefillOf(result: EntryResult): CoveragePrefill | null {
  if (result.kind === 'area') {
    const { province, municipality, neighbourhood } = result.area
    return { province, municipality, neighbourhood }
  }
  return result.kind === 'unknown' ? { neighbourhood: result.query } : null
}

/**
 * The result for one neighbourhood, as the island shows it and as the server renders it at the
 * neighbourhood's own address: fibre is there (the packages to sign up for), it arrives in a given
 * month ("Avise-me": the request form, filled in), it is not planned (the request form), several
 * places have that name (choose), or none has it (the closest names, and the request form).
 */
export function CoverageResult({
  result,
  labels,
  heading: Heading,
  base,
  packages,
  headingRef,
  onChoose,
  onRequest,
}: Props) {
  const prefill = prefillOf(result)
  const requestLink = (label: string, segment: string | null) => (
    <a
      className={styles.action}
      href={requestHref(base, segment)}
      onClick={onRequest && prefill ? (event: MouseEvent) => onRequest(prefill, event) : undefined}
    >
      {label}
    </a>
  )
  const place = (area: CoverageEntry) =>
    fill(labels.place, { municipality: area.municipality, province: area.province })
  const choices = (areas: CoverageEntry[]) => (
    <ul className={styles.choices}>
      {areas.map((area) => (
        <li key={area.slug}>
          <a
            className={styles.choice}
            href={resultHref(base, area.slug)}
            onClick={
              onChoose
                ? (event: MouseEvent) => {
                    event.preventDefault()
                    onChoose(area)
                  }
                : undefined
            }
          >
            <span className={styles.optionName}>{area.neighbourhood}</span>{' '}
            <span className={styles.optionPlace}>{place(area)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
  const title = (text: string) => (
    <Heading ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
      {text}
    </Heading>
  )

  if (result.kind === 'area') {
    const { area } = result
    const name = area.neighbourhood
    if (area.status === 'available')
      return (
        <div className={`${styles.result} ${styles.available}`} data-status="available">
          {title(fill(labels.available, { name }))}
          <p className={styles.place}>{place(area)}</p>
          <p>{labels.availableText}</p>
          {packages}
        </div>
      )
    if (area.status === 'soon')
      return (
        <div className={`${styles.result} ${styles.soon}`} data-status="soon">
          {title(fill(labels.soon, { name, month: area.when ?? '' }))}
          <p className={styles.place}>{place(area)}</p>
          <p>{labels.soonText}</p>
          {requestLink(labels.notify, area.slug)}
        </div>
      )
    return (
      <div className={`${styles.result} ${styles.notPlanned}`} data-status="planned-not">
        {title(fill(labels.plannedNot, { name }))}
        <p className={styles.place}>{place(area)}</p>
        <p>{labels.plannedNotText}</p>
        {requestLink(labels.request, area.slug)}
      </div>
    )
  }
  if (result.kind === 'choose')
    return (
      <div className={styles.result} data-status="choose">
        {title(fill(labels.choose, { query: result.query }))}
        <p>{labels.chooseText}</p>
        {choices(result.areas)}
      </div>
    )
  return (
    <div className={`${styles.result} ${styles.notPlanned}`} data-status="unknown">
      {title(fill(labels.unknown, { query: result.query }))}
      {result.suggestions.length > 0 ? (
        <>
          <p>{labels.closest}</p>
          {choices(result.suggestions)}
        </>
      ) : null}
      <p>{labels.unknownText}</p>
      {requestLink(labels.requestCheck, slugOf(result.query) || null)}
    </div>
  )
}
