import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { doc, p } from '@/cms/seed/lexical'
import { blockContext } from '@/stories/fixtures'
import { AccordionBlockComponent } from './Component'

const items = [
  { id: 'a', title: 'Primeira', body: doc(p('Resposta um')) },
  { id: 'b', title: 'Segunda', body: doc(p('Resposta dois')) },
]
const renderAccordion = (isFirst = false, heading: string | null = 'Perguntas') =>
  render(
    <AccordionBlockComponent
      block={{ blockType: 'accordion', heading, items }}
      context={blockContext('pt', 'ao', isFirst)}
    />,
  )
const itemLevels = () =>
  ['Primeira', 'Segunda'].map((name) => screen.getByRole('button', { name }).parentElement?.tagName)

describe('Accordion block', () => {
  it('opens the first item and closes the others on arrival', () => {
    renderAccordion()
    expect(screen.getByRole('button', { name: 'Primeira' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Segunda' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Resposta um')).toBeVisible()
  })

  it('keeps closed panels in the page, hidden', () => {
    renderAccordion()
    expect(screen.getByText('Resposta dois')).not.toBeVisible()
  })

  it('opens one item at a time, by mouse or keyboard', async () => {
    const user = userEvent.setup()
    renderAccordion()
    await user.click(screen.getByRole('button', { name: 'Segunda' }))
    expect(screen.getByRole('button', { name: 'Segunda' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Primeira' })).toHaveAttribute('aria-expanded', 'false')

    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Primeira' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Primeira' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('titles the page when it is the first block', () => {
    renderAccordion(true)
    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas' })).toBeInTheDocument()
  })

  // Headings never skip a level (axe heading-order): the items sit one level below the block's heading.
  it.each([
    [true, 'Perguntas', 'H2'],
    [false, 'Perguntas', 'H3'],
    [false, null, 'H2'],
  ])('first block %s, heading %s: the item titles are %s', (isFirst, heading, level) => {
    renderAccordion(isFirst, heading)
    expect(itemLevels()).toEqual([level, level])
  })
})
