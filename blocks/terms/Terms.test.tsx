// `jest` stays the global: next/jest hoists jest.mock above the imports only when `jest` is not imported.
import { beforeEach, describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Setting } from '@/cms/payload-types'
import { blockContext } from '@/stories/fixtures'
import { TermsBlockComponent } from './Component'

// The server loader runs for real (sanitizing included); only the CMS behind it is replaced.
const mockSettings: { current: Partial<Setting> | null } = { current: null }
const mockFindByID = jest.fn(async (_args: { collection: string; id: number }) => ({
  id: 7,
  url: '/api/documents/file/termos-zap.pdf',
}))
jest.mock('@payload-config', () => ({}))
jest.mock('payload', () => ({ getPayload: async () => ({ findByID: mockFindByID }) }))
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }))
jest.mock('@/lib/content/get-settings', () => ({ getPublishedSettings: async () => mockSettings.current }))

const items = [
  {
    id: 'a',
    term: 'Objeto e aceitação',
    description: '<p>Ao enviar um formulário, aceita estes <strong>termos</strong>.</p>',
  },
  {
    id: 'b',
    term: 'Dados pessoais',
    description: '<p>Escreva para <a href="mailto:apoio@example.co.ao">apoio@example.co.ao</a>.</p>',
  },
  {
    id: 'c',
    term: 'Conteúdo hostil',
    description:
      '<p onclick="alert(1)">Texto seguro</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
      '<a href="javascript:alert(1)">ligação</a><svg onload="alert(2)"><circle r="5"/></svg><a href="https://example.org">externo</a>',
  },
]

async function renderTerms({ isFirst = true, document }: { isFirst?: boolean; document?: number } = {}) {
  mockSettings.current = { terms: { items, ...(document ? { document } : {}) } }
  const element = await TermsBlockComponent({
    block: { blockType: 'terms', heading: 'Termos e condições' },
    context: blockContext('pt', 'ao', isFirst, '/termos-e-condicoes'),
  })
  return render(element)
}

beforeEach(() => {
  mockFindByID.mockClear()
})

describe('Terms block (full page)', () => {
  it('titles the page and opens the first term only', async () => {
    await renderTerms()
    expect(screen.getByRole('heading', { level: 1, name: 'Termos e condições' })).toBeInTheDocument()
    // The terms are headings one level below the page's h1 (no skipped level).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      items.map((item) => item.term),
    )
    expect(screen.getByRole('button', { name: 'Objeto e aceitação' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Dados pessoais' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/Ao enviar um formulário/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'apoio@example.co.ao', hidden: true })).not.toBeVisible()
  })

  it('opens another term by keyboard', async () => {
    const user = userEvent.setup()
    await renderTerms()
    screen.getByRole('button', { name: 'Dados pessoais' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Dados pessoais' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'apoio@example.co.ao' })).toHaveAttribute(
      'href',
      'mailto:apoio@example.co.ao',
    )
  })

  it('renders the editor HTML without scripts, handlers, images, svg or javascript: links', async () => {
    const { container } = await renderTerms()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Conteúdo hostil' }))
    const panel = screen.getByText('Texto seguro').closest('div') as HTMLElement
    expect(panel.querySelector('script, img, svg, [onclick], [onerror], [onload]')).toBeNull()
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|onload|onclick|hacked/)
    expect(within(panel).getByText('ligação')).not.toHaveAttribute('href')
    const external = within(panel).getByRole('link', { name: 'externo' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('offers the PDF only when the country has a document', async () => {
    const { unmount } = await renderTerms()
    expect(screen.queryByRole('link', { name: /Descarregar/ })).toBeNull()
    expect(mockFindByID).not.toHaveBeenCalled()
    unmount()

    await renderTerms({ document: 7 })
    expect(screen.getByRole('link', { name: 'Descarregar os termos e condições (PDF)' })).toHaveAttribute(
      'href',
      '/api/documents/file/termos-zap.pdf',
    )
    expect(mockFindByID).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'documents', id: 7, overrideAccess: false }),
    )
  })

  it('uses an h2 below the page title, and says when there are no terms', async () => {
    mockSettings.current = { terms: { items: [] } }
    render(
      await TermsBlockComponent({
        block: { blockType: 'terms', heading: 'Terms and conditions' },
        context: blockContext('en', 'mz', false),
      }),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument()
    expect(screen.getByText('There are no terms and conditions published at the moment.')).toBeInTheDocument()
  })
})
