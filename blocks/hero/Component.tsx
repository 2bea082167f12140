import Image from 'next/image'
import type { Media } from '../../cms/payload-types'
import { safeHref } from '../../lib/security/safe-href'
import type { BlockProps } from '../../registry/types'
import styles from './Hero.module.scss'

const isMedia = (value: unknown): value is Media => typeof value === 'object' && value !== null && 'url' in value

/**
 * Slides in a CSS scroll-snap track: swipeable and keyboard-scrollable with no JavaScript at all,
 * which keeps the largest element of the page fast on slow phones.
 */
export function HeroBlockComponent({ block, context }: BlockProps<'hero'>) {
  const { t } = context
  const slides = block.slides ?? []
  const many = slides.length > 1
  return (
    <section className={styles.hero} aria-roledescription={many ? 'carousel' : undefined} aria-label={t('hero.slides')}>
      <div className={styles.track} tabIndex={many ? 0 : undefined}>
        {slides.map((slide, index) => {
          const Heading = context.isFirst && index === 0 ? 'h1' : 'h2'
          const href = safeHref(slide.cta?.href)
          const image = isMedia(slide.image) ? slide.image : null
          return (
            <div
              key={slide.id ?? index}
              id={slide.id ? `slide-${slide.id}` : undefined}
              className={styles.slide}
              role={many ? 'group' : undefined}
              aria-roledescription={many ? 'slide' : undefined}
              aria-label={many ? t('hero.slide', { index: index + 1, count: slides.length }) : undefined}
            >
              {image?.url ? (
                <Image
                  className={styles.image}
                  src={image.url}
                  alt={image.alt ?? ''}
                  fill
                  sizes="100vw"
                  priority={context.isFirst && index === 0}
                />
              ) : null}
              <div className={styles.content}>
                <Heading className={styles.heading}>{slide.heading}</Heading>
                {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                {href && slide.cta?.label ? (
                  <a className={styles.cta} href={href}>
                    {slide.cta.label}
                  </a>
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
      {many ? (
        <ol className={styles.dots}>
          {slides.map((slide, index) => (
            <li key={slide.id ?? index}>
              <a className={styles.dot} href={slide.id ? `#slide-${slide.id}` : undefined}>
                <span className="visually-hidden">{t('hero.slide', { index: index + 1, count: slides.length })}</span>
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
