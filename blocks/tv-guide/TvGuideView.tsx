import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { BlockContext, BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import type { GuideDay } from './guide-days'
import { TvGuide } from './TvGuide.lazy'
import type { TvGuideLabels } from './TvGuide'
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

/** The guide island's strings, resolved here so the browser gets only these (lib/i18n/labels.ts). */
export function tvGuideLabels(t: BlockContext['t']): TvGuideLabels {
  return {
    days: t('tvGuide.days'),
    today: t('tvGuide.today'),
    loading: t('tvGuide.loading'),
    empty: t('tvGuide.empty'),
    error: t('tvGuide.error'),
    retry: t('tvGuide.retry'),
    showing: t('tvGuide.showing', { day: '{{day}}' }),
    noScript: t('tvGuide.noScript'),
    grid: {
      scrollHint: t('tvGuide.scrollHint'),
      channels: t('tvGuide.channels'),
      position: t('tvGuide.position', { number: '{{number}}' }),
      channelProgrammes: t('tvGuide.channelProgrammes', { channel: '{{channel}}' }),
      onAir: t('tvGuide.onAir'),
    },
  }
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
          labels={tvGuideLabels(context.t)}
        />
      )}
    </BlockSection>
  )
}
