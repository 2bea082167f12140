import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
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
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) => (
        <TvGuide
          country={context.country}
          locale={context.locale}
          countryId={data.countryId}
          channels={data.channels}
          days={data.days}
          programmes={data.programmes}
          now={data.now}
          channelHeading={Inner}
        />
      )}
    </BlockSection>
  )
}
