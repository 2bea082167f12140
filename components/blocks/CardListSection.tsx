import type { ReactNode } from 'react'
import type { Media } from '@/cms/payload-types'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import { BlockSection } from './BlockSection'

/** The class names of a card list's parts; the block's CSS module fits as it is. */
type CardListClasses = {
  section?: string
  heading?: string
  intro?: string
  empty?: string
  grid?: string
  item?: string
  card?: string
  media?: string
  image?: string
  body?: string
  title?: string
  link?: string
  more?: string
}

type Card = { id: string | number; title: string; image: Media | null }

type Props<T extends Card> = {
  heading?: string | null
  intro?: string | null
  isFirst: boolean
  /** The heading's id, which also names the list. */
  headingId: string
  items: T[]
  /** Said in place of the list when there is nothing to show. */
  empty: string
  /** The "read more" line at the foot of each card (the title's link is what a visitor follows). */
  more: string
  /** The page a card opens. */
  href: (item: T) => string
  /** What a card says under its title (dates, origin, summary), styled by the block. */
  details: (item: T) => ReactNode
  classes: CardListClasses
}

/**
 * A block listing documents (campaigns, novelas) as a grid of cards, each an article with its picture,
 * its title as the one link that opens it (the whole card is clickable through .link::after), the
 * block's details and a "more" line; an empty list says so instead.
 */
export function CardListSection<T extends Card>({
  heading,
  intro,
  isFirst,
  headingId,
  items,
  empty,
  more,
  href,
  details,
  classes,
}: Props<T>) {
  return (
    <BlockSection id={headingId} heading={heading} intro={intro} isFirst={isFirst} classes={classes}>
      {({ Inner: TitleHeading }) =>
        items.length === 0 ? (
          <p className={classes.empty}>{empty}</p>
        ) : (
          <ul className={classes.grid} aria-labelledby={heading ? headingId : undefined}>
            {items.map((item) => (
              <li key={item.id} className={classes.item}>
                <article className={classes.card}>
                  <div className={classes.media}>
                    {item.image ? (
                      <MediaImage image={item.image} className={classes.image} sizes={IMAGE_SIZES.cardGrid} />
                    ) : null}
                  </div>
                  <div className={classes.body}>
                    <TitleHeading className={classes.title}>
                      <a className={classes.link} href={href(item)}>
                        {item.title}
                      </a>
                    </TitleHeading>
                    {details(item)}
                    {/* Hidden from assistive technology: the title's link already names where the card goes. */}
                    <p className={classes.more} aria-hidden="true">
                      {more} →
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </BlockSection>
  )
}
