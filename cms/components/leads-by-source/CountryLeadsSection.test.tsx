import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { CountryLeadsSection, type Format } from './CountryLeadsSection'
import { groupLeads, type SourceLead, weekWindow } from './group-leads'
import type { CountryLeads, LeadForm } from './load-leads-by-source'
import { messagesFor } from './messages'

// The loader's forms (LEAD_FORMS); that module loads Payload's readers, which Jest's DOM cannot.
const LEAD_FORMS: readonly LeadForm[] = [
  'callback-requests',
  'newsletter-subscriptions',
  'job-applications',
  'casting-applications',
  'coverage-requests',
]
const NOW = new Date('2025-03-19T12:00:00Z')
const window = weekWindow(NOW, 12)

const format = (language: 'pt' | 'en'): Format => ({
  m: messagesFor(language),
  forms: LEAD_FORMS,
  label: (form) =>
    ({ 'callback-requests': language === 'pt' ? 'Pedidos "Ligue-me"' : 'Call-back requests' })[
      form as 'callback-requests'
    ] ?? form,
  day: new Intl.DateTimeFormat(language === 'pt' ? 'pt-PT' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  apiRoute: '/api',
})

const data = (leads: SourceLead<LeadForm>[]): CountryLeads => ({
  country: 'ao',
  countryId: 1,
  report: groupLeads(leads, { forms: LEAD_FORMS, window, packageNames: new Map([['7', 'ZAP Max']]) }),
  truncated: [],
})

const signUp: SourceLead<LeadForm> = {
  form: 'callback-requests',
  createdAt: '2025-03-18T10:00:00Z',
  sourcePage: '/zap-satelite/pacotes-de-canais',
  package: 7,
  utmCampaign: 'natal',
  utmSource: 'facebook',
}

describe('a country of "Leads by source"', () => {
  it('shows the weeks and forms in a captioned table, headers scoped, weeks as ISO week times', () => {
    render(<CountryLeadsSection data={data([signUp])} format={format('en')} />)
    const section = screen.getByRole('region', { name: 'Angola' })
    const weeks = within(section).getByRole('table', { name: 'Leads per week and form' })
    // The wide table scrolls in a focusable box named like it.
    const box = within(section).getByRole('region', { name: 'Leads per week and form' })
    expect(box).toHaveAttribute('tabindex', '0')
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week', 'Call-back requests', 'Total'])
    const rows = within(weeks).getAllByRole('row')
    // Header, 12 weeks, totals.
    expect(rows).toHaveLength(14)
    const current = within(rows[1]!).getByRole('rowheader')
    // ICU writes the range's dash with or without spaces around it, by version.
    expect(current).toHaveTextContent(/^Week 12 \(17\s*–\s*23 Mar 2025\)$/)
    expect(current.querySelector('time')).toHaveAttribute('datetime', '2025-W12')
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', '1'])
    expect(within(rows[13]!).getByRole('rowheader')).toHaveTextContent('Total')
    for (const th of weeks.querySelectorAll('th')) expect(th).toHaveAttribute('scope')
  })

  it('names the sources, with "(none)" for what was not recorded', () => {
    const bare: SourceLead<LeadForm> = { form: 'newsletter-subscriptions', createdAt: '2025-03-17T10:00:00Z' }
    render(<CountryLeadsSection data={data([signUp, bare])} format={format('pt')} />)
    const pages = screen.getByRole('table', { name: 'Principais páginas de origem' })
    expect(
      within(pages)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['/zap-satelite/pacotes-de-canais', '(sem origem)'])
    const packages = screen.getByRole('table', { name: 'Principais pacotes' })
    expect(
      within(packages)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['ZAP Max', '(sem pacote)'])
    const campaigns = screen.getByRole('table', { name: 'Principais campanhas' })
    const natal = within(campaigns).getByRole('row', { name: /natal/ })
    expect(
      within(natal)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['facebook', '(sem origem)', '1'])
  })

  it('says so when the weeks have no leads, and still offers every form as CSV of the country and weeks', () => {
    render(<CountryLeadsSection data={data([])} format={format('en')} />)
    expect(screen.getByText('No leads in these weeks.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    const links = within(screen.getByRole('region', { name: 'Export as CSV' })).getAllByRole('link')
    expect(links).toHaveLength(LEAD_FORMS.length)
    const href = new URL(links[0]!.getAttribute('href')!, 'http://localhost')
    expect(href.pathname).toBe('/api/callback-requests/export.csv')
    expect(href.searchParams.get('where[and][0][country][equals]')).toBe('1')
    expect(href.searchParams.get('where[and][1][createdAt][greater_than_equal]')).toBe(window.start.toISOString())
    expect(href.searchParams.get('where[and][2][createdAt][less_than]')).toBe(window.end.toISOString())
  })

  it('warns when only the newest leads of a form were counted', () => {
    render(
      <CountryLeadsSection
        data={{ ...data([signUp]), truncated: [{ form: 'callback-requests', read: 5000, total: 5200 }] }}
        format={format('en')}
      />,
    )
    expect(screen.getByText(/Call-back requests: only the newest 5000 of the 5200 leads/)).toBeInTheDocument()
    // The CSV has them all, and says so.
    const exports = within(screen.getByRole('region', { name: 'Export as CSV' }))
    expect(exports.getByRole('link', { name: 'Call-back requests (CSV)' }).closest('li')).toHaveTextContent(
      'Call-back requests (CSV): 5200 leads',
    )
  })
})
