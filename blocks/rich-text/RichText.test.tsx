import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { doc, h, link, p, text, ul } from '@/cms/seed/lexical'
import { blockContext } from '@/stories/fixtures'
import { RichTextBlockComponent } from './Component'

const renderDoc = (content: ReturnType<typeof doc>) =>
  render(<RichTextBlockComponent block={{ blockType: 'richText', content }} context={blockContext()} />)

describe('Rich text block', () => {
  it('renders headings, paragraphs and safe links', () => {
    renderDoc(doc(h('h2', 'Quem somos'), p('Veja os ', link('pacotes', '/zap-satelite/pacotes-de-canais'), '.')))
    expect(screen.getByRole('heading', { level: 2, name: 'Quem somos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'pacotes' })).toHaveAttribute('href', '/zap-satelite/pacotes-de-canais')
  })

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example'])(
    'renders a link to %p as plain text',
    (url) => {
      const { container } = renderDoc(doc(p(link('clique aqui', url))))
      expect(screen.getByText('clique aqui').closest('a')).toBeNull()
      expect(container.innerHTML).not.toContain(url.slice(0, 10))
    },
  )

  it('shows markup typed by an editor as text, never as HTML', () => {
    const { container } = renderDoc(doc(p(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))))
    expect(container.querySelector('script, img')).toBeNull()
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument()
  })

  it('opens new-tab links safely', () => {
    const content = doc(p(link('site', 'https://www.zap.co.ao')))
    const node = content.root.children[0]
    if (node?.type === 'paragraph' && node.children[0]?.type === 'link') node.children[0].fields.newTab = true
    renderDoc(content)
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('numbers the items of an ordered list only (HTML allows `value` on <li> in an <ol> alone)', () => {
    const bullets = ul('Antena', 'Descodificador')
    const numbered = { ...bullets, listType: 'number', tag: 'ol' }
    const { container } = renderDoc(doc(bullets, numbered as typeof bullets))
    expect([...container.querySelectorAll('ul > li')].map((li) => li.getAttribute('value'))).toEqual([null, null])
    expect([...container.querySelectorAll('ol > li')].map((li) => li.getAttribute('value'))).toEqual(['1', '2'])
  })

  it('is a section when the copy has a heading, a plain div when it has none (a section needs a heading)', () => {
    const { container, unmount } = renderDoc(doc(p('Antes do título.'), h('h2', 'Quem somos'), p('Texto.')))
    expect(container.firstElementChild?.tagName).toBe('SECTION')
    unmount()
    const { container: plain } = renderDoc(doc(p('Só um parágrafo.'), ul('Antena', 'Descodificador')))
    expect(plain.firstElementChild?.tagName).toBe('DIV')
    expect(plain.querySelector('section')).toBeNull()
  })

  it('renders nothing for empty or malformed content', () => {
    const { container } = render(
      <RichTextBlockComponent
        block={{ blockType: 'richText', content: { root: undefined } as never }}
        context={blockContext()}
      />,
    )
    expect(container.textContent).toBe('')
  })
})
