import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { jsonResponse, mockFetch } from '@/components/forms/form-test-support'
import { CoverageImport } from './CoverageImport'

// The admin's providers are not here: the user, the language and the API route are what the screen reads of them.
const mockAdmin = { current: { role: 'admin' as string }, language: 'pt' }
const mockRefresh = jest.fn()
jest.mock('@payloadcms/ui', () => ({
  useAuth: () => ({ user: mockAdmin.current }),
  useTranslation: () => ({ i18n: { language: mockAdmin.language } }),
  useConfig: () => ({ config: { routes: { api: '/api' }, serverURL: '' } }),
  Button: ({ children, ...props }: { children: ReactNode; type?: 'submit'; disabled?: boolean }) => (
    <button type={props.type} disabled={props.disabled}>
      {children}
    </button>
  ),
}))
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }))

const fetchMock = mockFetch()
const reply = (status: number, body: unknown) => Promise.resolve(jsonResponse(status, body))

const csv = () =>
  new File(['province,municipality,neighbourhood,status,month\nLuanda,Talatona,Talatona,available,\n'], 'areas.csv', {
    type: 'text/csv',
  })

beforeEach(() => {
  mockRefresh.mockReset()
})
afterEach(cleanup)

describe('coverage areas: the CSV import above the list', () => {
  it('an administrator picks the country; the file goes to the endpoint and the counts come back', async () => {
    mockAdmin.current = { role: 'admin' }
    mockAdmin.language = 'pt'
    const user = userEvent.setup()
    render(<CoverageImport />)
    expect(screen.getByRole('heading', { name: 'Importar bairros de um CSV' })).toBeInTheDocument()
    const send = screen.getByRole('button', { name: 'Importar' })
    expect(send).toBeDisabled()
    await user.selectOptions(screen.getByLabelText('País'), 'mz')
    await user.upload(screen.getByLabelText('Ficheiro CSV'), csv())
    fetchMock.mockReturnValueOnce(reply(200, { ok: true, country: 'mz', created: 2, updated: 1, unchanged: 0 }))
    await user.click(send)
    expect(await screen.findByText('Importado: 2 bairros criados, 1 atualizado, 0 sem alterações.')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/coverage-areas/import?country=mz')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' })
    // The file itself is the body, as it is on the disk.
    expect((init?.body as File).name).toBe('areas.csv')
    // The list below shows the new areas.
    expect(mockRefresh).toHaveBeenCalledTimes(1)
  })

  it('an editor has no country to pick; a wrong file lists its problems line by line, in the admin’s language', async () => {
    mockAdmin.current = { role: 'editor' }
    mockAdmin.language = 'en'
    const user = userEvent.setup()
    render(<CoverageImport />)
    expect(screen.queryByLabelText('Country')).toBeNull()
    await user.upload(screen.getByLabelText('CSV file'), csv())
    fetchMock.mockReturnValueOnce(
      reply(422, {
        ok: false,
        problems: [
          {
            line: 3,
            message: { pt: 'Província: …', en: 'Province: "Gaza" is not a province of Angola (e.g. Bengo).' },
          },
          { line: null, message: { pt: 'E mais 2 problemas.', en: 'And 2 more problems.' } },
        ],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Import' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/^Nothing was imported/)).toBeInTheDocument()
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 3: Province: "Gaza" is not a province of Angola (e.g. Bengo).', 'And 2 more problems.'])
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/coverage-areas/import')
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it('says nothing changed when the file could not be sent', async () => {
    mockAdmin.current = { role: 'editor' }
    mockAdmin.language = 'pt'
    const user = userEvent.setup()
    render(<CoverageImport />)
    await user.upload(screen.getByLabelText('Ficheiro CSV'), csv())
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await user.click(screen.getByRole('button', { name: 'Importar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/Nada foi alterado/)
  })
})
