import type { Job } from '@/cms/payload-types'
import { formatDate } from '@/lib/format/date'
import { formLabels } from '@/components/forms/labels'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './JobApplication.module.scss'
import { JobApplicationForm } from '@/forms/job-application/JobApplicationForm.lazy'

/** What the page shows of the advertised job above its form. */
export type JobSummary = Pick<Job, 'id' | 'title' | 'location' | 'department' | 'summary' | 'closesAt'>

/**
 * The block without its data loading: heading, intro, the job (when applying for one) and the
 * form. Stories and tests render this with a job fixture; Component.tsx loads the job.
 */
export function JobApplicationView({ block, context, job }: BlockProps<'jobApplication'> & { job?: JobSummary }) {
  const { t } = context
  const closes = job?.closesAt ? formatDate(job.closesAt, context.locale, context.country) : ''
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Heading, Inner }) => {
        // The job's title sits one level under the block's heading (or takes its place when there is none).
        const JobHeading = block.heading ? Inner : Heading
        return (
          <>
            {job ? (
              <article className={styles.job} aria-labelledby={`job-${job.id}-title`}>
                <JobHeading id={`job-${job.id}-title`} className={styles.jobTitle}>
                  {job.title}
                </JobHeading>
                <dl className={styles.facts} aria-label={t('forms.job.details')}>
                  <div>
                    <dt>{t('forms.job.location')}</dt>
                    <dd>{job.location}</dd>
                  </div>
                  {job.department ? (
                    <div>
                      <dt>{t('forms.job.department')}</dt>
                      <dd>{job.department}</dd>
                    </div>
                  ) : null}
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
              </article>
            ) : null}
            <JobApplicationForm
              country={context.country}
              jobId={job?.id}
              labels={formLabels(context.locale, context.country, 'job', 'leadFields', 'optional')}
            />
          </>
        )
      }}
    </BlockSection>
  )
}
