import type { MouseEvent, ReactNode, Ref } from 'react'
import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import type { CoveragePrefill } from '@/forms/coverage/prefill'
import { fill } from '@/lib/i18n/labels'
import { slugOf } from '@/lib/coverage/areas'
import { answerHref, type CoverageEntry, type EntryAnswer, requestHref } from './coverage-entry'
import type { CoverageCheckLabels } from './labels'
import styles from './CoverageCheck.module.scss'

type Props = {
  answer: EntryAnswer
  labels: CoverageCheckLabels
  heading: InnerHeadingTag
  /** The page's public address: the answers' and the request form's links start with it. */
  base: string
  /** The country's fibre packages with their sign-up buttons, rendered on the server. */
  packages: ReactNode
  /** The heading takes the focus when the answer follows a choice. */
  headingRef?: Ref<HTMLHeadingElement>
  /** With JavaScript, choosing another area answers in place instead of following its link. */
  onChoose?: (area: CoverageEntry) => void
  /** With JavaScript, the request link fills in the form on the page (it may let the link go instead). */
  onRequest?: (prefill: CoveragePrefill, event: MouseEvent) => void
}

/** What the request form fills in for an answer: the area's place, or the name typed; nothing to choose from. */
export function prefillOf(answer: EntryAnswer): CoveragePrefill | null {
  if (answer.kind === 'area') {
    const { province, municipality, neighbourhood } = answer.area
    return { province, municipality, neighbourhood }
  }
  return answer.kind === 'unknown' ? { neighbourhood: answer.query } : null
}

/**
 * The answer for one neighbourhood, as the island shows it and as the server renders it at the
 * neighbourhood's own address: fibre is there (the packages to sign up for), it arrives in a given
 * month ("Avise-me": the request form, filled in), it is not planned (the request form), several
 * places have that name (choose), or none has it (the closest names, and the request form).
 */
export function CoverageAnswer({
  answer,
  labels,
  heading: Heading,
  base,
  packages,
  headingRef,
  onChoose,
  onRequest,
}: Props) {
  const prefill = prefillOf(answer)
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
            href={answerHref(base, area.slug)}
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
    <Heading ref={headingRef} tabIndex={-1} className={styles.answerTitle}>
      {text}
    </Heading>
  )

  if (answer.kind === 'area') {
    const { area } = answer
    const name = area.neighbourhood
    if (area.status === 'available')
      return (
        <div className={`${styles.answer} ${styles.available}`} data-status="available">
          {title(fill(labels.available, { name }))}
          <p className={styles.place}>{place(area)}</p>
          <p>{labels.availableText}</p>
          {packages}
        </div>
      )
    if (area.status === 'soon')
      return (
        <div className={`${styles.answer} ${styles.soon}`} data-status="soon">
          {title(fill(labels.soon, { name, month: area.when ?? '' }))}
          <p className={styles.place}>{place(area)}</p>
          <p>{labels.soonText}</p>
          {requestLink(labels.notify, area.slug)}
        </div>
      )
    return (
      <div className={`${styles.answer} ${styles.notPlanned}`} data-status="planned-not">
        {title(fill(labels.plannedNot, { name }))}
        <p className={styles.place}>{place(area)}</p>
        <p>{labels.plannedNotText}</p>
        {requestLink(labels.request, area.slug)}
      </div>
    )
  }
  if (answer.kind === 'choose')
    return (
      <div className={styles.answer} data-status="choose">
        {title(fill(labels.choose, { query: answer.query }))}
        <p>{labels.chooseText}</p>
        {choices(answer.areas)}
      </div>
    )
  return (
    <div className={`${styles.answer} ${styles.notPlanned}`} data-status="unknown">
      {title(fill(labels.unknown, { query: answer.query }))}
      {answer.suggestions.length > 0 ? (
        <>
          <p>{labels.closest}</p>
          {choices(answer.suggestions)}
        </>
      ) : null}
      <p>{labels.unknownText}</p>
      {requestLink(labels.requestCheck, slugOf(answer.query) || null)}
    </div>
  )
}
