import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext } from '@/stories/fixtures'
import { formatFileSize } from './file-size'
import { manualsFixture } from './fixtures'
import { ManualListView } from './ManualListView'

describe('file size', () => {
  it('reads in KB below a megabyte and in MB above, with the language decimal mark', () => {
    expect(formatFileSize(126_000, 'pt')).toBe('123 KB')
    expect(formatFileSize(700, 'pt')).toBe('1 KB')
    expect(formatFileSize(1_468_006, 'pt')).toBe('1,4 MB')
    expect(formatFileSize(1_468_006, 'en')).toBe('1.4 MB')
  })
})

describe('Manual list block', () => {
  it('groups manuals by category, in category order, under the page heading', () => {
    render(
      <ManualListView
        block={{ blockType: 'manualList', heading: 'Manuais' }}
        context={blockContext('pt', 'ao', true)}
        manuals={manualsFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Manuais' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Descodificadores',
      'Routers e Wi-Fi',
      'Comandos',
    ])
    const routers = screen.getByRole('region', { name: 'Routers e Wi-Fi' })
    expect(within(routers).getByRole('heading', { level: 3 })).toHaveTextContent('Router Wi-Fi 6')
    expect(within(routers).getByText('Ligar o router e mudar a palavra-passe da rede.')).toBeInTheDocument()
  })

  it('links each PDF for download with its size, described by the manual title', () => {
    render(
      <ManualListView
        block={{ blockType: 'manualList', heading: 'Manuais' }}
        context={blockContext('pt', 'ao', true)}
        manuals={manualsFixture}
      />,
    )
    const link = screen.getByRole('link', { name: 'Descarregar (PDF, 123 KB)' })
    expect(link).toHaveAttribute('href', '/api/documents/file/descodificador-hd.pdf')
    expect(link).toHaveAttribute('download')
    expect(link).toHaveAccessibleDescription('Descodificador ZAP HD')
  })

  it('puts groups one level below a heading that is not the page title, in English', () => {
    render(
      <ManualListView
        block={{ blockType: 'manualList', heading: 'Manuals' }}
        context={blockContext('en', 'mz', false)}
        manuals={manualsFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Manuals' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Decoders' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Comando universal' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download (PDF, 1.4 MB)' })).toBeInTheDocument()
  })

  it('says when there are no manuals', () => {
    render(
      <ManualListView
        block={{ blockType: 'manualList', heading: 'Manuais' }}
        context={blockContext('pt', 'ao', true)}
        manuals={[]}
      />,
    )
    expect(screen.getByText('Ainda não há manuais publicados.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
