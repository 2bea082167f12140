/**
 * `sizes` for next/image: how wide an image is drawn at each breakpoint (styles/_breakpoints.scss),
 * so a phone picks a small file from the srcset. Keep them in step with the CSS that lays the image out.
 */
export const IMAGE_SIZES = {
  /** Edge to edge, up to the page's 1920 px (the hero). */
  fullWidth: '100vw',
  /** block.card-grid: one column, two from 576 px, three from 992 px, in a section of at most 1200 px. */
  cardGrid: '(min-width: 1200px) 380px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  /** Half of a 1200 px section from 768 px, stacked (full width) below (the image-and-text block). */
  half: '(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw',
  /** The picture at the top of a news article, campaign or novela page (880 px column). */
  article: '(min-width: 992px) 880px, 100vw',
} as const
