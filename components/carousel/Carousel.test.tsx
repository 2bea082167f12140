import { describe, expect, it } from '@jest/globals'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { Carousel } from './Carousel'

const labels = { previous: 'Anterior', next: 'Seguinte' }
const slides = ['A', 'B', 'C', 'D', 'E'].map((name, i) => ({
  id: name,
  label: `${i + 1} de 5`,
  node: <a href={`/${name}`}>Oferta {name}</a>,
}))

// jsdom lays nothing out: give the track the geometry of a 300 px window showing 130 px slides
// 16 px apart (a step of 146 px, 714 px of row, so at most 414 px of scroll), and an instant scrollTo.
const SLIDE = 130
const GAP = 16
const WIDTH = 300
const ROW = slides.length * SLIDE + (slides.length - 1) * GAP

function layOut(track: HTMLElement) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: WIDTH })
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: ROW })
  Array.from(track.children).forEach((slide, i) =>
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: i * (SLIDE + GAP) }),
  )
  track.scrollTo = ((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0
    fireEvent.scroll(track)
  }) as typeof track.scrollTo
  fireEvent.scroll(track)
}

async function renderLaidOut(label?: string) {
  render(<Carousel slides={slides} labels={labels} label={label} />)
  const track = screen.getAllByRole('group')[0]!.parentElement!
  layOut(track)
  const next = screen.getByRole('button', { name: 'Seguinte' })
  await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'))
  return { track, next, previous: screen.getByRole('button', { name: 'Anterior' }) }
}

describe('Carousel', () => {
  it('is a region named as given, of slides named in order, controlled by labelled buttons', async () => {
    const { track, previous, next } = await renderLaidOut('Ofertas')
    const region = screen.getByRole('region', { name: 'Ofertas' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(region).toHaveAttribute('data-ready', 'true')
    const groups = screen.getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 de 5',
      '2 de 5',
      '3 de 5',
      '4 de 5',
      '5 de 5',
    ])
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide')
    expect(previous).toHaveAttribute('aria-controls', track.id)
    expect(next).toHaveAttribute('aria-controls', track.id)
  })

  it('renders every slide and the (not yet shown) buttons on the server, marked ready only once hydrated', () => {
    const html = renderToString(<Carousel slides={slides} labels={labels} label="Ofertas" />)
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5)
    expect(html).toContain('href="/E"')
    expect(html).toContain('aria-label="Seguinte"')
    expect(html).toContain('data-carousel=""')
    expect(html).not.toContain('data-ready')
  })

  it('leaves the region to the page when given no name', () => {
    render(<Carousel slides={slides} labels={labels} />)
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getAllByRole('group')).toHaveLength(5)
  })

  it('moves one slide per press, and previous is disabled at the start', async () => {
    const user = userEvent.setup()
    const { track, previous, next } = await renderLaidOut()
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    await user.click(previous)
    expect(track.scrollLeft).toBe(0)

    await user.click(next)
    expect(track.scrollLeft).toBe(SLIDE + GAP)
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'))
    await user.click(next)
    expect(track.scrollLeft).toBe(2 * (SLIDE + GAP))
    await user.click(previous)
    expect(track.scrollLeft).toBe(SLIDE + GAP)
  })

  it('stops at the end with next disabled, and previous brings back the slide cut off on the left', async () => {
    const user = userEvent.setup()
    const { track, previous, next } = await renderLaidOut()
    for (let i = 0; i < 3; i++) await user.click(next)
    expect(track.scrollLeft).toBe(ROW - WIDTH)
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'))
    // Still focusable at the end (aria-disabled, not disabled), and a press does nothing.
    expect(next).toHaveFocus()
    await user.click(next)
    expect(track.scrollLeft).toBe(ROW - WIDTH)
    // 414 px in, slide 3 (at 292 px) is partly hidden: previous shows it whole.
    await user.click(previous)
    expect(track.scrollLeft).toBe(2 * (SLIDE + GAP))
  })

  it('moves with the Left and Right arrow keys while focus is inside, in place of the browser nudge', async () => {
    const user = userEvent.setup()
    const { track } = await renderLaidOut()
    await user.tab() // the track comes first; the buttons, here, after the slides
    expect(track).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(track.scrollLeft).toBe(SLIDE + GAP)
    screen.getByRole('link', { name: 'Oferta B' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(track.scrollLeft).toBe(2 * (SLIDE + GAP))
    await user.keyboard('{ArrowLeft}')
    expect(track.scrollLeft).toBe(SLIDE + GAP)
    // fireEvent returns false when a handler prevented the default (the browser's scroll).
    expect(fireEvent.keyDown(track, { key: 'ArrowRight' })).toBe(false)
    expect(track.scrollLeft).toBe(2 * (SLIDE + GAP))
    // With a modifier the keys are the browser's (e.g. Alt+Left goes back in history).
    expect(fireEvent.keyDown(track, { key: 'ArrowLeft', altKey: true })).toBe(true)
    expect(track.scrollLeft).toBe(2 * (SLIDE + GAP))
  })

  it('marks the buttons idle when everything fits, and shows both disabled before any layout', () => {
    render(<Carousel slides={slides.slice(0, 2)} labels={labels} />)
    const previous = screen.getByRole('button', { name: 'Anterior' })
    const next = screen.getByRole('button', { name: 'Seguinte' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next.parentElement).toHaveAttribute('data-idle', 'true')
  })
})
