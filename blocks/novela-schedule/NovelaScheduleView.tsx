import type { NovelSummary, Weekday } from '@/lib/content/get-novels'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './NovelaSchedule.module.scss'
import { airingsOf, WEEKDAYS } from './slots'
import { WeekGrid } from './WeekGrid.lazy'

export type NovelaScheduleViewProps = BlockProps<'novelaSchedule'> & {
  novels: Pick<NovelSummary, 'id' | 'title' | 'schedule'>[]
}

/** ZAP Novelas' week, from every published novela's slots; the grid itself is a browser island (it marks today). */
export function NovelaScheduleView({ block, context, novels }: NovelaScheduleViewProps) {
  const { t, locale, country } = context
  const airings = airingsOf(novels)
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, t(`novelas.days.${day}`)])) as Record<Weekday, string>
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) =>
        airings.length === 0 ? (
          <p className={styles.empty}>{t('novelas.schedule.empty')}</p>
        ) : (
          <WeekGrid
            airings={airings}
            country={country}
            locale={locale}
            dayHeading={Inner}
            labels={{
              caption: t('novelas.schedule.caption', { city: t(`novelas.cities.${country}`) }),
              time: t('novelas.schedule.time'),
              today: t('novelas.schedule.today'),
              noneThatDay: t('novelas.schedule.noneThatDay'),
              days,
            }}
          />
        )
      }
    </BlockSection>
  )
}
