import type { NovelSummary, Weekday } from '@/lib/content/get-novels'
import type { BlockProps } from '@/registry/types'
import styles from './NovelaSchedule.module.scss'
import { airingsOf, WEEKDAYS } from './slots'
import { WeekGrid } from './WeekGrid.lazy'

export type NovelaScheduleViewProps = BlockProps<'novelaSchedule'> & {
  novels: Pick<NovelSummary, 'id' | 'title' | 'schedule'>[]
}

/** ZAP Novelas' week, from every published novela's slots; the grid itself is a browser island (it marks today). */
export function NovelaScheduleView({ block, context, novels }: NovelaScheduleViewProps) {
  const { t, locale, country } = context
  const Heading = context.isFirst ? 'h1' : 'h2'
  const airings = airingsOf(novels)
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, t(`novelas.days.${day}`)])) as Record<Weekday, string>
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      {airings.length === 0 ? (
        <p className={styles.empty}>{t('novelas.schedule.empty')}</p>
      ) : (
        <WeekGrid
          airings={airings}
          country={country}
          locale={locale}
          dayHeadingLevel={block.heading ? (context.isFirst ? 2 : 3) : 2}
          labels={{
            caption: t('novelas.schedule.caption', { city: t(`novelas.cities.${country}`) }),
            time: t('novelas.schedule.time'),
            today: t('novelas.schedule.today'),
            noneThatDay: t('novelas.schedule.noneThatDay'),
            days,
          }}
        />
      )}
    </section>
  )
}
