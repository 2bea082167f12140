import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import { pluralForms } from '@/lib/i18n/server-labels'
import type { BlockContext, BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import type { GuideDay } from './guide-days'
import type { GuideView, GuideWindow } from './guide-views'
import { programmeTitleLabels } from './programme-title'
import { TvGuide } from './TvGuide.lazy'
import type { TvGuideLabels } from './TvGuide'
import type { GuideChannel } from './TvGuideGrid'
import styles from './TvGuide.module.scss'

export type TvGuideData = {
  countryId: number | null
  channels: GuideChannel[]
  /** Today and the next days, as the server saw them. */
  days: GuideDay[]
  /** The view at this address (guide-views.ts). */
  view: GuideView
  /** What the programmes were read for. */
  range: GuideWindow
  /** The programmes of the window, any order. */
  programmes: ProgrammeEntry[]
  /** When the data was read (ISO). */
  now: string
  /** The page's own address in its language, without /en and without the view's segment. */
  basePath: string
}

/** The guide island's strings, resolved here so the browser gets only these (lib/i18n/labels.ts). */
export function tvGuideLabels({ t, locale }: Pick<BlockContext, 't' | 'locale'>): TvGuideLabels {
  return {
    days: t('tvGuide.days'),
    today: t('tvGuide.today'),
    loading: t('tvGuide.loading'),
    empty: t('tvGuide.empty'),
    emptyNow: t('tvGuide.emptyNow'),
    emptyTonight: t('tvGuide.emptyTonight'),
    error: t('tvGuide.error'),
    retry: t('tvGuide.retry'),
    showing: t('tvGuide.showing', { day: '{{day}}' }),
    noScript: t('tvGuide.noScript'),
    views: t('tvGuide.views'),
    viewNow: t('tvGuide.viewNow'),
    viewTonight: t('tvGuide.viewTonight'),
    viewDay: t('tvGuide.viewDay'),
    nowFrom: t('tvGuide.nowFrom', { time: '{{time}}' }),
    nowAt: t('tvGuide.nowAt', { time: '{{time}}' }),
    tonightSpan: t('tvGuide.tonightSpan', { day: '{{day}}', from: '{{from}}' }),
    picker: {
      label: t('tvGuide.picker.label'),
      hint: t('tvGuide.picker.hint'),
      noScript: t('tvGuide.picker.noScript'),
      found: pluralForms(locale, 'tvGuide.picker.found'),
      none: t('tvGuide.picker.none', { query: '{{query}}' }),
      clear: t('tvGuide.picker.clear'),
    },
    grid: {
      scrollHint: t('tvGuide.scrollHint'),
      channels: t('tvGuide.channels'),
      position: t('tvGuide.position', { number: '{{number}}' }),
      channelProgrammes: t('tvGuide.channelProgrammes', { channel: '{{channel}}' }),
      onAir: t('tvGuide.onAir'),
      next: t('tvGuide.next'),
      titles: programmeTitleLabels(t),
      time: {
        label: t('tvGuide.time.label'),
        earlier: t('tvGuide.time.earlier'),
        later: t('tvGuide.time.later'),
        now: t('tvGuide.time.now'),
        from: t('tvGuide.time.from', { time: '{{time}}' }),
      },
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
          view={data.view}
          range={data.range}
          programmes={data.programmes}
          now={data.now}
          basePath={data.basePath}
          channelHeading={Inner}
          labels={tvGuideLabels(context)}
        />
      )}
    </BlockSection>
  )
}
