import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection, type BlockHeadings } from '@/components/blocks/BlockSection'
import styles from './Hero.module.scss'
import { HeroSlides } from './HeroSlides.lazy'
import { isMedia } from '@/lib/content/is-media'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import { MediaImage } from '@/components/media/MediaImage'

/**
 * Slides in a CSS scroll-snap track: swipeable and keyboard-scrollable with no JavaScript at all,
 * which keeps the largest element of the page fast on slow phones. The slides render here, on the
 * server; a small island (HeroSlides) marks the slide on screen so its text animates in, and adds
 * previous/next buttons.
 */
export function HeroBlockComponent({ block, context }: BlockProps<'hero'>) {
  const { t } = context
  const slides = block.slides ?? []
  const many = slides.length > 1
  // The first slide's title stands in for the block's heading (the page's h1 on a first block); the
  // other slides' titles are headings inside a block without one of its own.
  const itemsOf = ({ Heading, Inner }: BlockHeadings) =>
    slides.map((slide, index) => {
      const SlideHeading = index === 0 ? Heading : Inner
      const href = safeHref(slide.cta?.href)
      const image = isMedia(slide.image) ? slide.image : null
      return {
        key: slide.id ?? String(index),
        anchor: slide.id ? `slide-${slide.id}` : undefined,
        label: t('hero.slide', { index: index + 1, count: slides.length }),
        node: (
          <>
            {image ? (
              // Only the first block's first slide is the page's LCP image; the other slides load as they scroll in.
              <MediaImage
                image={image}
                className={styles.image}
                sizes={IMAGE_SIZES.fullWidth}
                priority={context.isFirst && index === 0}
              />
            ) : null}
            <div className={styles.content}>
              <SlideHeading className={styles.heading}>{slide.heading}</SlideHeading>
              {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
              {href && slide.cta?.label ? (
                <a className={styles.cta} href={href}>
                  {slide.cta.label}
                </a>
              ) : null}
            </div>
          </>
        ),
      }
    })
  return (
    <BlockSection
      isFirst={context.isFirst}
      label={t('hero.slides')}
      classes={{ section: styles.hero }}
      aria-roledescription={many ? 'carousel' : undefined}
    >
      {(headings) => (
        <HeroSlides slides={itemsOf(headings)} labels={{ previous: t('hero.previous'), next: t('hero.next') }} />
      )}
    </BlockSection>
  )
}
