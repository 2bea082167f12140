import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { BlockProps } from '@/registry/types'
import type { GuideDay } from './guide-days'
import { TvGuide } from './TvGuide.lazy'
import type { GuideChannel } from './TvGuideGrid'
import styles from './TvGuide.module.scss'

export type TvGuideData = {
  countryId: number | null
  channels: GuideChannel[]
  days: GuideDay[]
  /** Programmes of days[0]. */
  programmes: ProgrammeEntry[]
  /** When the data was read (ISO). */
  now: string
}

/** The TV guide block with its data given (the block loads it; stories and tests pass it). */
export function TvGuideView({ block, context, data }: BlockProps<'tvGuide'> & { data: TvGuideData }) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <TvGuide
        country={context.country}
        locale={context.locale}
        countryId={data.countryId}
        channels={data.channels}
        days={data.days}
        programmes={data.programmes}
        now={data.now}
        channelHeading={block.heading && !context.isFirst ? 'h3' : 'h2'}
      />
    </section>
  )
}
