import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react'

/** A heading element a block may render. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
/** The tag of a block's own heading: the page's h1 on its first block, an h2 anywhere else. */
export type BlockHeadingTag = 'h1' | 'h2'
/** The tag of the headings directly inside a block: one below the block's own heading. */
export type InnerHeadingTag = 'h2' | 'h3'

/** The heading tags a block's content uses, decided once by BlockSection. */
export type BlockHeadings = {
  /** The tag of the block's own heading (for content that stands in its place, like a hero's first slide). */
  Heading: BlockHeadingTag
  /** The tag of the headings directly inside the block. */
  Inner: InnerHeadingTag
}

const LEVELS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/** The heading one level below `tag` (h6 stays h6: HTML has nothing deeper). */
export function below(tag: HeadingTag): HeadingTag {
  return LEVELS[Math.min(LEVELS.indexOf(tag) + 1, LEVELS.length - 1)] ?? 'h6'
}

/**
 * The page's outline, in one place: the first block of a page carries the page's h1 and any other
 * block opens with an h2; headings inside a block go one level below the block's own heading, or
 * are h2 when it has none (they then sit under the page's h1, which the page renders hidden).
 */
export function blockHeadings(isFirst: boolean, hasHeading: boolean): BlockHeadings {
  const Heading: BlockHeadingTag = isFirst ? 'h1' : 'h2'
  return { Heading, Inner: hasHeading && isFirst ? 'h2' : hasHeading ? 'h3' : 'h2' }
}

/** A block's class names for the parts BlockSection renders; a CSS module's `styles` fits as it is. */
type Classes = {
  /** The section element itself. */
  section?: string
  heading?: string
  intro?: string
}

type OwnProps = {
  /** Whether the block is the first of its page (`context.isFirst`): its heading is then the page's h1. */
  isFirst: boolean
  /** The block's own heading; without one the section is named by `label`, if given. */
  heading?: string | null
  intro?: string | null
  /** The heading's id, which names the section; a generated one when not given. */
  id?: string
  /** The section's accessible name when it has no heading. */
  label?: string | null
  /**
   * The element to render: a region of content, a navigation block, a self-contained article, or a plain div
   * for copy that is no section of its own (no heading and no name: HTML's checker warns on such a section).
   */
  as?: 'section' | 'nav' | 'article' | 'div'
  /** Class names for the section and its parts, so each block keeps its own styles. */
  classes?: Classes
  /** Rendered first in the section, before the heading (a back link, a picture beside the text). */
  before?: ReactNode
  /**
   * When set, the heading, intro and children sit in a div of this class, after `before`. (A prop of its
   * own, not in `classes`, so passing a whole CSS module never adds a wrapper by accident.)
   */
  contentClass?: string
  /** When set, the heading and intro sit in a div of this class. */
  headerClass?: string
  /** The block's content; a function receives the heading tags to use inside it. */
  children?: ReactNode | ((headings: BlockHeadings) => ReactNode)
}

type Rest = Omit<ComponentPropsWithoutRef<'section'>, keyof OwnProps | 'className' | 'aria-label' | 'aria-labelledby'>

/**
 * A block's section: owns the heading levels of every block, so none chooses h1/h2/h3 itself.
 * Renders the element named by its heading (or by `label` when it has none), the heading at the
 * level the block's place on the page gives it, the intro, and hands the content the level of its
 * own headings.
 */
export function BlockSection({
  isFirst,
  heading,
  intro,
  id,
  label,
  as: Element = 'section',
  classes = {},
  before,
  contentClass,
  headerClass,
  children,
  ...rest
}: OwnProps & Rest) {
  const generatedId = useId()
  const headingId = id ?? generatedId
  const headings = blockHeadings(isFirst, Boolean(heading))
  const { Heading } = headings
  const header = (
    <>
      {heading ? (
        <Heading id={headingId} className={classes.heading}>
          {heading}
        </Heading>
      ) : null}
      {intro ? <p className={classes.intro}>{intro}</p> : null}
    </>
  )
  const body = (
    <>
      {headerClass && (heading || intro) ? <div className={headerClass}>{header}</div> : header}
      {typeof children === 'function' ? children(headings) : children}
    </>
  )
  return (
    <Element
      {...rest}
      className={classes.section}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : (label ?? undefined)}
    >
      {before}
      {contentClass ? <div className={contentClass}>{body}</div> : body}
    </Element>
  )
}
