import type { PlanTab } from './PlanTabs'
import styles from './PackageCarousel.module.scss'

/** The cards in a native scroll-snap row: what renders on the server and before Swiper arrives. */
export function ScrollRow({ cards }: { cards: PlanTab['cards'] }) {
  return (
    <ul className={styles.row}>
      {cards.map((card) => (
        <li key={card.id} className={styles.slide}>
          {card.node}
        </li>
      ))}
    </ul>
  )
}
