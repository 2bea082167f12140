import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { jobsFixture } from './fixtures'
import { JobListView } from './JobListView'

const getJobs = jest.fn<typeof import('@/lib/content/get-jobs').getJobs>()
// The real query needs the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-jobs', () => ({ getJobs: (...args: Parameters<typeof getJobs>) => getJobs(...args) }))

const block: BlockOf<'jobList'> = { blockType: 'jobList', heading: 'Vagas abertas', intro: 'Candidate-se online.' }

beforeEach(() => {
  getJobs.mockReset()
})

describe('Job list block', () => {
  it('shows each job with department, place, closing date and a link to its application page', () => {
    render(
      <JobListView block={block} context={blockContext('pt', 'ao', false, '/a-zap/carreira-zap')} jobs={jobsFixture} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Vagas abertas' })).toBeInTheDocument()
    const jobs = within(screen.getByRole('list', { name: 'Vagas abertas' })).getAllByRole('article')
    expect(jobs).toHaveLength(2)
    const first = jobs[0] as HTMLElement
    expect(first).toHaveAccessibleName('Técnico de Instalação Satélite')
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Técnico de Instalação Satélite')
    expect(within(first).getByText('Operações Técnicas')).toBeInTheDocument()
    expect(within(first).getByText('Luanda')).toBeInTheDocument()
    expect(within(first).getByText('31 de janeiro de 2027')).toBeInTheDocument()
    // jsdom has no style sheet, so it reads the hidden span as a block ("Candidatar-me : ..."); browsers read "Candidatar-me: ...".
    expect(
      within(first).getByRole('link', { name: /^Candidatar-me ?: Técnico de Instalação Satélite$/ }),
    ).toHaveAttribute('href', '/a-zap/candidatura/7')
    // No closing date: that row is left out.
    expect(within(jobs[1] as HTMLElement).queryByText('Candidaturas até')).toBeNull()
  })

  it('links to the English application pages', () => {
    render(
      <JobListView block={block} context={blockContext('en', 'mz', false, '/the-zap/career')} jobs={jobsFixture} />,
    )
    expect(screen.getByRole('link', { name: /^Apply ?: Analista de Marketing Digital$/ })).toHaveAttribute(
      'href',
      '/en/the-zap/work-at-zap/8',
    )
    expect(screen.getByText('Applications close on')).toBeInTheDocument()
    expect(screen.getByText('31 January 2027')).toBeInTheDocument()
  })

  it('with no open job, offers the spontaneous application in the page’s language', () => {
    const { unmount } = render(<JobListView block={block} context={blockContext('pt', 'ao', false)} jobs={[]} />)
    expect(screen.getByText(/^De momento não temos vagas abertas/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Enviar candidatura espontânea' })).toHaveAttribute(
      'href',
      '/a-zap/candidatura/espontanea',
    )
    expect(screen.queryByRole('list')).toBeNull()
    unmount()
    render(<JobListView block={block} context={blockContext('en', 'ao', false)} jobs={[]} />)
    expect(screen.getByRole('link', { name: 'Send a spontaneous application' })).toHaveAttribute(
      'href',
      '/en/the-zap/work-at-zap/submission',
    )
  })

  it('lists the country’s jobs in the page’s language, leaving out those whose closing day has passed', async () => {
    const { JobListBlockComponent } = await import('./Component')
    getJobs.mockResolvedValue([
      ...jobsFixture,
      {
        id: 9,
        title: 'Vaga encerrada',
        department: null,
        location: 'Luanda',
        summary: null,
        closesAt: '2020-01-31T00:00:00.000Z',
      },
    ])
    render(await JobListBlockComponent({ block, context: blockContext('en', 'mz', true, '/the-zap/career') }))
    expect(getJobs).toHaveBeenCalledWith('mz', 'en')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByText('Vaga encerrada')).toBeNull()
  })

  it('keeps a job open until the end of its closing day', async () => {
    const { isOpen } = await import('./Component')
    const closes = '2026-11-21T00:00:00.000Z'
    expect(isOpen(closes, new Date('2026-11-21T18:00:00.000Z'))).toBe(true)
    expect(isOpen(closes, new Date('2026-11-22T01:00:00.000Z'))).toBe(false)
    expect(isOpen(null, new Date())).toBe(true)
  })
})
