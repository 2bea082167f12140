import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { ICON_NAMES } from '@/lib/ui/icons'
import { Icon } from './Icon'

describe('Icon', () => {
  it.each(ICON_NAMES)('draws "%s" as a 24x24 stroke drawing', (name) => {
    const { container } = render(<Icon name={name} />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24')
    expect(svg).toHaveAttribute('stroke', 'currentColor')
    expect(svg).toHaveAttribute('stroke-width', '2')
    expect(svg).toHaveAttribute('stroke-linecap', 'round')
    // A real drawing, not an empty svg.
    const shapes = svg.querySelectorAll('path, circle, rect')
    expect(shapes.length).toBeGreaterThan(0)
  })

  it('draws every name differently', () => {
    const drawings = ICON_NAMES.map((name) => render(<Icon name={name} />).container.querySelector('svg')!.innerHTML)
    expect(new Set(drawings).size).toBe(ICON_NAMES.length)
  })

  it('is decorative by default: hidden from assistive technology', () => {
    const { container } = render(<Icon name="tv" />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg.querySelector('title')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('becomes an image named by its title when given one', () => {
    render(<Icon name="satellite" title="Satélite" size={32} />)
    const image = screen.getByRole('img', { name: 'Satélite' })
    expect(image).not.toHaveAttribute('aria-hidden')
    expect(image).toHaveAttribute('width', '32')
    expect(image.querySelector('title')).toHaveTextContent('Satélite')
  })
})
