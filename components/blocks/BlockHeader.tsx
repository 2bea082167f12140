/**
 * A block's own heading and intro. The first block of a page carries the page's h1; any other block
 * opens with an h2. (Headings inside the block go one level below: see `innerHeading`.)
 */
export function BlockHeader({
  id,
  heading,
  intro,
  isFirst,
  classes,
}: {
  id: string
  heading?: string | null
  intro?: string | null
  isFirst: boolean
  classes: { heading?: string; intro?: string }
}) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <>
      {heading ? (
        <Heading id={id} className={classes.heading}>
          {heading}
        </Heading>
      ) : null}
      {intro ? <p className={classes.intro}>{intro}</p> : null}
    </>
  )
}

/** The level of the headings inside a block: one below the block's own heading, h2 when it has none. */
export const innerHeading = (hasHeading: boolean, isFirst: boolean) => (hasHeading ? (isFirst ? 'h2' : 'h3') : 'h2')
