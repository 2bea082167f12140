import type { JobListing } from '@/lib/content/get-jobs'
import { formatDate } from '@/lib/format/date'
import type { BlockProps } from '@/registry/types'
import { applyHref, spontaneousHref } from './job-paths'
import styles from './JobList.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

export type JobListViewProps = BlockProps<'jobList'> & { jobs: JobListing[] }

/**
 * The open jobs, each with its department, place and closing date and a link to its application
 * page; with none open, a way to apply spontaneously.
 */
export function JobListView({ block, context, jobs }: JobListViewProps) {
  const { t, locale, country } = context
  const headingId = `jobs-${block.id ?? 'list'}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: JobHeading }) => (
        <>
          {jobs.length === 0 ? (
            <div className={styles.empty}>
              <p>{t('corporate.jobs.empty')}</p>
              <a className={styles.cta} href={spontaneousHref(locale)}>
                {t('corporate.jobs.spontaneous')}
              </a>
            </div>
          ) : (
            <ul
              className={styles.list}
              {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('corporate.jobs.label') })}
            >
              {jobs.map((job) => {
                const closes = job.closesAt ? formatDate(job.closesAt, locale, country) : ''
                const titleId = `job-${job.id}-title`
                return (
                  <li key={job.id} className={styles.job}>
                    <article aria-labelledby={titleId} className={styles.card}>
                      <JobHeading id={titleId} className={styles.title}>
                        {job.title}
                      </JobHeading>
                      <dl className={styles.facts}>
                        {job.department ? (
                          <div>
                            <dt>{t('forms.job.department')}</dt>
                            <dd>{job.department}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt>{t('forms.job.location')}</dt>
                          <dd>{job.location}</dd>
                        </div>
                        {closes ? (
                          <div>
                            <dt>{t('forms.job.closes')}</dt>
                            <dd>
                              <time dateTime={job.closesAt ?? undefined}>{closes}</time>
                            </dd>
                          </div>
                        ) : null}
                      </dl>
                      {job.summary ? <p className={styles.summary}>{job.summary}</p> : null}
                      <p className={styles.applyRow}>
                        <a className={styles.cta} href={applyHref(locale, job.id)}>
                          {t('corporate.jobs.apply')}
                          {/* Every card has this link: the job's title tells them apart for screen readers. */}
                          <span className="visually-hidden">: {job.title}</span>
                        </a>
                      </p>
                    </article>
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </BlockSection>
  )
}
