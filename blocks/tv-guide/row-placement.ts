/** Gap kept left of the programme a row is moved to, so the one before it shows it is there. */
const LEAD_PX = 8
/** How far beyond the window a row is placed ahead of being scrolled to: half a window above and below. */
const NEAR = '50% 0px'

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Moves a row (never the page) so that the programme on at `time`, or the first after it, starts the view. */
function scrollRowTo(box: HTMLElement, time: number, smooth: boolean) {
  const cells = Array.from(box.querySelectorAll<HTMLElement>('[data-ends]'))
  const target = cells.find((cell) => Number(cell.dataset.ends) > time) ?? cells[cells.length - 1]
  if (!target) return
  // The row is the cells' offset parent (position: relative in the stylesheet).
  // The first programme: the row's own start, padding included.
  const left = target === cells[0] ? 0 : Math.max(0, target.offsetLeft - LEAD_PX)
  if (typeof box.scrollTo === 'function')
    box.scrollTo({ left, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' })
  else box.scrollLeft = left
}

/**
 * Marks a row's track with whether it has more programmes out of sight on either side (the fades and
 * arrows in the stylesheet). Written on the element, not through React state: a row learning its
 * edges then costs no re-render.
 */
function markEdges(box: HTMLElement) {
  const track = box.parentElement
  if (!track) return
  const before = box.scrollLeft > 1
  const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1
  track.toggleAttribute('data-before', before)
  track.toggleAttribute('data-after', after)
}

const inWindow = (rect: DOMRectReadOnly) => rect.bottom > 0 && rect.top < window.innerHeight

/**
 * Moves every row of `grid` (its scrolling elements marked `data-row`, inside an outer element marked
 * `data-row-outer`) to `time` and keeps their edge marks
 * true, doing each row's work only once the row comes within half a window of being seen.
 *
 * Reading where a programme sits makes the browser lay out its row, and the guide's rows below the
 * window are left unlaid out by the stylesheet (content-visibility) so a slow phone does not spend
 * its first seconds on rows nobody sees yet: moving all of them at once when the page hydrated undid
 * that. Rows in sight move smoothly when the visitor asked (`smooth`), any other row jumps, unseen.
 * Without IntersectionObserver every row is placed at once. Returns what stops it.
 */
export function placeRows(grid: HTMLElement, time: number, smooth: boolean): () => void {
  const rows = Array.from(grid.querySelectorAll<HTMLElement>('[data-row]'))
  const near = new Set<HTMLElement>()
  const place = (box: HTMLElement, inSight: boolean) => {
    scrollRowTo(box, time, smooth && inSight)
    markEdges(box)
  }
  const onScroll = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.hasAttribute('data-row')) markEdges(event.target)
  }
  const onResize = () => near.forEach(markEdges)
  // Scroll events do not bubble: the grid hears its rows' in the capture phase.
  grid.addEventListener('scroll', onScroll, { capture: true, passive: true })
  window.addEventListener('resize', onResize)

  let observer: IntersectionObserver | null = null
  if (typeof IntersectionObserver === 'function') {
    const placed = new Set<Element>()
    const boxOf = new Map<Element, HTMLElement>(rows.map((box) => [box.closest('[data-row-outer]') ?? box, box]))
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const box = boxOf.get(entry.target)
          if (!box) continue
          if (!entry.isIntersecting) {
            near.delete(box)
            continue
          }
          near.add(box)
          if (placed.has(box)) markEdges(box)
          else {
            placed.add(box)
            place(box, inWindow(entry.boundingClientRect))
          }
        }
      },
      { rootMargin: NEAR },
    )
    // Watched through the row's outer element: inside an element the stylesheet leaves unrendered the
    // browser never reports the row as in view, even once the element is rendered.
    for (const [outer] of boxOf) observer.observe(outer)
  } else {
    for (const box of rows) {
      near.add(box)
      place(box, inWindow(box.getBoundingClientRect()))
    }
  }

  return () => {
    observer?.disconnect()
    grid.removeEventListener('scroll', onScroll, { capture: true })
    window.removeEventListener('resize', onResize)
  }
}
