import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import type { GuideDay } from '@/blocks/tv-guide/guide-days'
import { programmeTitleLabels } from '@/blocks/tv-guide/programme-title'
import styles from './NovelaSchedule.module.scss'
import { airingsOf, weekdayOfKey } from './slots'
import { WeekGrid } from './WeekGrid.lazy'

export type NovelaScheduleData = {
  /** The novela channel's id; null when the country has none. */
  channelId: number | null
  /** Today and the next days, in the country. */
  days: GuideDay[]
  /** The channel's programmes of those days. */
  programmes: ProgrammeEntry[]
  /** The country's published novelas: a programme naming one of them links to its page. */
  novelIds: number[]
}

export type NovelaScheduleViewProps = BlockProps<'novelaSchedule'> & { data: NovelaScheduleData }

/**
 * ZAP Novelas' week, day by day from today, from the channel's programmes; the grid itself is a
 * browser island (it marks today, which a cached page cannot know).
 */
export function NovelaScheduleView({ block, context, data }: NovelaScheduleViewProps) {
  const { t, locale, country } = context
  const airings =
    data.channelId === null
      ? []
      : airingsOf(data.days, data.programmes, data.channelId, country, programmeTitleLabels(t), new Set(data.novelIds))
  const days = data.days.map((day) => ({
    key: day.key,
    name: t(`novelas.days.${weekdayOfKey(day.key)}`),
    date: day.date,
  }))
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) =>
        airings.length === 0 ? (
          <p className={styles.empty}>{t('novelas.schedule.empty')}</p>
        ) : (
          <WeekGrid
            airings={airings}
            days={days}
            country={country}
            locale={locale}
            dayHeading={Inner}
            labels={{
              caption: t('novelas.schedule.caption', { city: t(`novelas.cities.${country}`) }),
              time: t('novelas.schedule.time'),
              today: t('novelas.schedule.today'),
              noneThatDay: t('novelas.schedule.noneThatDay'),
            }}
          />
        )
      }
    </BlockSection>
  )
}
