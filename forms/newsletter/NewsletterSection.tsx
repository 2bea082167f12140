import { BlockSection } from '@/components/blocks/BlockSection'
import type { FormLabels } from '@/components/forms/labels'
import type { NewsletterService } from '@/forms/newsletter/service-label'
import { NewsletterForm } from './NewsletterForm.lazy'
import styles from './NewsletterForm.module.scss'

type Props = {
  heading: string
  intro?: string | null
  /** Whether it is the first thing on the page (block context): its heading is then the page's h1. */
  isFirst: boolean
  service: NewsletterService
  /** Marks the service frame's slot (data-slot="newsletter"). */
  slot?: string
  /** The form's strings: formLabels(locale, country, 'newsletter'). */
  labels: FormLabels<'newsletter'>
}

/** Heading, intro and the sign-up form; server-rendered around the small client form. */
export function NewsletterSection({ heading, intro, isFirst, service, slot, labels }: Props) {
  return (
    <BlockSection
      isFirst={isFirst}
      heading={heading}
      intro={intro}
      classes={styles}
      contentClass={styles.inner}
      headerClass={styles.text}
      data-slot={slot}
    >
      <NewsletterForm service={service} labels={labels} />
    </BlockSection>
  )
}
