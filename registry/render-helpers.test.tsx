import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { anchorField } from '@/cms/fields/anchor'
import { Anchored } from './Anchored'
import { blocksShown } from './show-on'
import type { LayoutBlock } from './types'

const block = (heading: string, showOn?: 'always' | 'page' | 'item' | null) =>
  ({ blockType: 'accordion', heading, items: [], showOn }) as unknown as LayoutBlock

describe('Anchored', () => {
  it('wraps a block with an anchor in an element with that id, so /path#anchor lands on it', () => {
    const { container } = render(
      <Anchored anchor="nossas-causas">
        <h2>Nossas causas</h2>
      </Anchored>,
    )
    const target = container.querySelector('#nossas-causas')
    expect(target).toHaveAttribute('data-anchor')
    expect(target).toContainElement(screen.getByRole('heading', { name: 'Nossas causas' }))
  })

  it('adds no element when the block has no anchor', () => {
    const { container } = render(
      <Anchored anchor={null}>
        <h2>Sobre</h2>
      </Anchored>,
    )
    expect(container.firstElementChild?.tagName).toBe('H2')
  })
})

describe('blocksShown', () => {
  const blocks = [
    block('Hero', 'page'),
    block('Lista'),
    block('Detalhe', 'item'),
    block('Antigo', null),
    block('Sempre', 'always'),
  ]
  const headings = (list: LayoutBlock[]) => list.map((b) => (b as { heading?: string }).heading)

  it('at the page itself shows every block but those for its /{id} pages', () => {
    expect(headings(blocksShown(blocks, undefined))).toEqual(['Hero', 'Lista', 'Antigo', 'Sempre'])
  })

  it('at /path/{id} leaves out the blocks limited to the page itself', () => {
    expect(headings(blocksShown(blocks, '42'))).toEqual(['Lista', 'Detalhe', 'Antigo', 'Sempre'])
  })
})

describe('anchor field', () => {
  // Payload calls a field's validation with the request; its i18n says the admin's language.
  const check = anchorField.validate as (
    value: unknown,
    options: { req: { i18n: { language: string } } },
  ) => true | string
  const validate = (value: unknown, language = 'pt') => check(value, { req: { i18n: { language } } })
  it.each(['sobre', 'nossas-causas', 'who-we-are', 'a1'])('accepts %p', (value) => expect(validate(value)).toBe(true))
  it.each(['#sobre', 'Nossas Causas', '1abc', 'x'.repeat(41), 'a b', 'ação'])('refuses %p with a message', (value) =>
    expect(typeof validate(value)).toBe('string'),
  )
  it('says why in the admin’s language', () => {
    expect(validate('Nossas Causas', 'pt')).toMatch(/^Use letras minúsculas/)
    expect(validate('Nossas Causas', 'en')).toMatch(/^Use lowercase letters/)
  })
  it('is optional', () => {
    expect(validate(undefined)).toBe(true)
    expect(validate('')).toBe(true)
  })
})
