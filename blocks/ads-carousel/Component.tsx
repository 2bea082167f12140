import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { MediaImage } from '@/components/media/MediaImage'
import { isMedia } from '@/lib/content/is-media'
import type { CarouselSlide } from '@/components/carousel/Carousel'
import { Carousel } from '@/components/carousel/Carousel.lazy'
import styles from './AdsCarousel.module.scss'

/**
 * Promotional images, each a link named by its label. The slides render here, on the
 * server, in a swipeable scroll-snap row; the carousel's script adds previous/next buttons and arrow keys.
 */
export function AdsCarouselBlockComponent({ block, context }: BlockProps<'adsCarousel'>) {
  const { t } = context
  const ads: Omit<CarouselSlide, 'label'>[] = []
  for (const [index, slide] of (block.slides ?? []).entries()) {
    const image = isMedia(slide.image) && slide.image.url ? slide.image : null
    // Unpublished or deleted media arrive as bare ids: no picture, no ad.
    if (!image) continue
    const href = safeHref(slide.href)
    const picture = (
      <MediaImage
        image={image}
        className={styles.image}
        // About 90% of the row on phones, half of it (at most 1366 px wide) from 768 px (AdsCarousel.module.scss).
        sizes="(min-width: 1366px) 670px, (min-width: 768px) 50vw, 90vw"
        // The label says what the ad is about, so it names the link (the image is all the link shows).
        alt={slide.label || image.alt}
        priority={context.isFirst && ads.length === 0}
      />
    )
    ads.push({
      id: slide.id ?? String(index),
      node: href ? (
        <a className={styles.ad} href={href}>
          {picture}
        </a>
      ) : (
        <div className={styles.ad}>{picture}</div>
      ),
    })
  }
  if (ads.length === 0) return null
  const slides = ads.map((ad, index) => ({ ...ad, label: t('ads.slide', { index: index + 1, count: ads.length }) }))
  // Without a heading of its own the carousel still gets one, for screen readers only: people who
  // move through a page by headings find the ads like any other section.
  const headingId = `ads-${block.id ?? 'carousel'}`
  return (
    <BlockSection
      // Only the block's own heading can be the page's h1 (registry blockHeading); the stand-in never is.
      isFirst={context.isFirst && Boolean(block.heading)}
      heading={block.heading ?? t('ads.label')}
      id={headingId}
      classes={{ section: styles.section, heading: block.heading ? styles.heading : 'visually-hidden' }}
      aria-roledescription="carousel"
    >
      <Carousel
        slides={slides}
        labels={{ previous: t('ads.previous'), next: t('ads.next') }}
        className={styles.carousel}
      />
    </BlockSection>
  )
}
