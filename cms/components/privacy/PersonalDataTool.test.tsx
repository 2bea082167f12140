import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { jsonResponse, mockFetch } from '@/components/forms/form-test-support'
import type { FoundRecord } from '@/cms/privacy/endpoints'
import { PersonalDataTool } from './PersonalDataTool'

// The admin's providers are not here: the language and the routes are what the tool reads of them.
const mockAdmin = { language: 'en' }
jest.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: mockAdmin.language } }),
  useConfig: () => ({ config: { routes: { api: '/api', admin: '/admin' }, serverURL: '' } }),
  Button: ({
    children,
    ...props
  }: {
    children: ReactNode
    type?: 'submit'
    disabled?: boolean
    onClick?: () => void
  }) => (
    <button type={props.type ?? 'button'} disabled={props.disabled} onClick={props.onClick}>
      {children}
    </button>
  ),
}))

const fetchMock = mockFetch()
afterEach(cleanup)

const RECORDS: FoundRecord[] = [
  {
    collection: 'callback-requests',
    collectionLabel: 'Call-back request',
    id: 7,
    country: 'ao',
    createdAt: '2027-01-10T10:00:00.000Z',
    title: 'Paula Privada',
    adminPath: '/admin/collections/callback-requests/7',
  },
  {
    collection: 'newsletter-subscriptions',
    collectionLabel: 'Newsletter subscription',
    id: 3,
    country: 'mz',
    createdAt: '2027-02-01T08:00:00.000Z',
    title: 'paula@example.co.ao',
    adminPath: '/admin/collections/newsletter-subscriptions/3',
  },
]

async function search(typed: string) {
  const user = userEvent.setup()
  render(<PersonalDataTool />)
  await user.type(screen.getByLabelText('E-mail or phone number'), typed)
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { records: RECORDS }))
  await user.click(screen.getByRole('button', { name: 'Find' }))
  await screen.findByText('2 documents found.')
  return user
}

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>

describe('Personal data: the tool', () => {
  it('lists the person’s documents in both countries, each linking to it in /admin', async () => {
    await search('923 111 222')
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/privacy/find')
    expect(bodyOf(0)).toEqual({ identifier: '923 111 222' })
    const table = screen.getByRole('table', { name: 'The person’s documents' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Angola', 'Moçambique'])
    expect(within(rows[0]!).getByRole('link', { name: 'Paula Privada' })).toHaveAttribute(
      'href',
      '/admin/collections/callback-requests/7',
    )
  })

  it('erases only after the confirmation, with the identifier the list was found with', async () => {
    const user = await search('paula@example.co.ao')
    await user.type(screen.getByLabelText('E-mail or phone number'), 'typed later')
    await user.click(screen.getByRole('button', { name: 'Erase all…' }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert')).toHaveTextContent('Erase 2 documents of this person in both countries?')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('button', { name: 'Yes, erase 2 documents' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Erase all…' }))
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { total: 2, counts: [{ collection: 'callback-requests', count: 1 }], audit: 12 }),
    )
    await user.click(screen.getByRole('button', { name: 'Yes, erase 2 documents' }))
    expect(await screen.findByText('Erased 2 documents.')).toBeInTheDocument()
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/privacy/erase')
    expect(bodyOf(1)).toEqual({ identifier: 'paula@example.co.ao', confirm: true })
    expect(screen.getByRole('link', { name: 'See the erasure record' })).toHaveAttribute(
      'href',
      '/admin/collections/erasure-audits/12',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('downloads the export the endpoint returns, under its file name', async () => {
    const user = await search('paula@example.co.ao')
    const createObjectURL = jest.fn(() => 'blob:export')
    const revokeObjectURL = jest.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('personal-data-2027-03-01.csv')
      expect(this.href).toBe('blob:export')
    })
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="personal-data-2027-03-01.csv"' }),
      blob: () => Promise.resolve(new Blob(['collection,id\n'])),
    } as unknown as Response)
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }))
    await screen.findByRole('button', { name: 'Export as CSV' })
    expect(bodyOf(1)).toEqual({ identifier: 'paula@example.co.ao', format: 'csv' })
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export')
    clicked.mockRestore()
  })

  it('shows the server’s refusal as it wrote it, in Portuguese for a Portuguese admin', async () => {
    mockAdmin.language = 'pt'
    const user = userEvent.setup()
    render(<PersonalDataTool />)
    await user.type(screen.getByLabelText('E-mail ou telefone'), 'paula@')
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { errors: [{ message: 'Escreva um endereço de e-mail ou um número de telefone.' }] }),
    )
    await user.click(screen.getByRole('button', { name: 'Procurar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escreva um endereço de e-mail ou um número de telefone.',
    )
    expect(screen.queryByRole('table')).toBeNull()
    mockAdmin.language = 'en'
  })
})
