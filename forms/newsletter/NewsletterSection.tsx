import { useId } from 'react'
import type { NewsletterService } from '@/forms/newsletter/service-label'
import { NewsletterForm } from './NewsletterForm.lazy'
import styles from './NewsletterForm.module.scss'

type Props = {
  heading: string
  intro?: string | null
  /** h1 when it is the first thing on the page (block context), else h2. */
  level: 1 | 2
  service: NewsletterService
  /** Marks the service frame's slot (data-slot="newsletter"). */
  slot?: string
}

/** Heading, intro and the sign-up form; server-rendered around the small client form. */
export function NewsletterSection({ heading, intro, level, service, slot }: Props) {
  const headingId = useId()
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section className={styles.section} aria-labelledby={headingId} data-slot={slot}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading id={headingId} className={styles.heading}>
            {heading}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        <NewsletterForm service={service} />
      </div>
    </section>
  )
}
