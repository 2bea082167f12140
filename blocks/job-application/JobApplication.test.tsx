import { describe, expect, it } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { JobApplicationView, type JobSummary } from './JobApplicationView'
import { jsonResponse, mockFetch } from '@/components/forms/form-test-support'

const fetchMock = mockFetch()

const job: JobSummary = {
  id: 42,
  title: 'Técnico de Instalação Satélite',
  location: 'Luanda',
  department: 'Operações Técnicas',
  summary: 'Instalação e manutenção de antenas e descodificadores em casa dos clientes.',
  closesAt: '2027-03-31T12:00:00.000Z',
}
const block = {
  blockType: 'jobApplication' as const,
  heading: 'Candidatura',
  intro: 'Preencha o formulário e anexe o seu CV.',
}

const pdf = (name = 'cv.pdf', size = 2048) => {
  const header = '%PDF-1.4\n' // jsdom has no TextEncoder; the header is ASCII
  return new File([header, new Uint8Array(size - header.length)], name, { type: 'application/pdf' })
}

function renderForm(locale: Locale = 'pt', withJob = true, isFirst = true) {
  // applyAccept off: a visitor can still pick "all files" in the dialog, and the schema must refuse them.
  const user = userEvent.setup({ applyAccept: false })
  const context = blockContext(locale, 'ao', isFirst, '/a-zap/candidatura', withJob ? String(job.id) : undefined)
  render(<JobApplicationView block={block} context={context} job={withJob ? job : undefined} />)
  return user
}

const field = (label: RegExp) => screen.getByLabelText(label)
const cvInput = () => field(/^CV/) as HTMLInputElement
const submitPt = () => screen.getByRole('button', { name: 'Enviar candidatura' })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Nome completo/), 'Ana Sofia Neto')
  await user.type(field(/^E-mail/), 'ana.neto@example.com')
  await user.type(field(/^Telefone/), '923 456 789')
  await user.selectOptions(field(/^Província/), 'Luanda')
  await user.selectOptions(field(/^Habilitações literárias/), 'licenciatura')
  await user.type(field(/^Anos de experiência/), '4')
  await user.type(field(/^Carta de apresentação/), 'Tenho quatro anos de experiência em instalações.')
  await user.upload(cvInput(), pdf())
  await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos e condições/ }))
}

describe('job application block', () => {
  it('shows the job (title, location, department, closing date, summary) under an h1 heading', () => {
    renderForm()
    expect(screen.getByRole('heading', { level: 1, name: 'Candidatura' })).toBeInTheDocument()
    const details = screen.getByRole('article', { name: job.title })
    expect(within(details).getByRole('heading', { level: 2, name: job.title })).toBeInTheDocument()
    expect(details).toHaveTextContent('LocalLuanda')
    expect(details).toHaveTextContent('DepartamentoOperações Técnicas')
    expect(details).toHaveTextContent('Candidaturas até31 de março de 2027')
    expect(details).toHaveTextContent(job.summary ?? '')
    expect(screen.queryByLabelText(/Área de interesse/)).toBeNull()
  })

  it('uses h2 for its heading further down the page', () => {
    renderForm('pt', true, false)
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Candidatura' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeInTheDocument()
  })

  it('labels every field, marks the required ones and offers the education levels by name', () => {
    renderForm()
    expect(field(/^Nome completo \(obrigatório\)$/)).toHaveAttribute('autocomplete', 'name')
    expect(field(/^Perfil LinkedIn ou portefólio \(opcional\)$/)).toHaveAttribute('type', 'url')
    expect(cvInput()).toHaveAttribute('accept', 'application/pdf,.pdf')
    expect(cvInput()).toHaveAccessibleDescription('PDF, no máximo 5 MB.')
    const education = within(field(/^Habilitações literárias/))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(education).toEqual([
      'Selecione uma opção',
      'Ensino secundário',
      'Ensino técnico-profissional',
      'Licenciatura',
      'Mestrado',
      'Doutoramento',
    ])
    expect(within(field(/^Província/)).getAllByRole('option')).toHaveLength(22)
  })

  it('names every missing required field on an empty submit and sends nothing', async () => {
    const user = renderForm()
    await user.click(submitPt())
    expect(await screen.findByText('Indique o seu nome (só letras, 2 a 120 caracteres).')).toBeInTheDocument()
    expect(field(/^Nome completo/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Nome completo/)).toHaveAccessibleDescription('Indique o seu nome (só letras, 2 a 120 caracteres).')
    expect(field(/^Nome completo/)).toHaveFocus()
    expect(field(/^E-mail/)).toHaveAccessibleDescription(/Indique um e-mail válido/)
    expect(field(/^Telefone/)).toHaveAccessibleDescription(/Indique um número de telefone válido/)
    expect(field(/^Província/)).toHaveAccessibleDescription('Escolha uma das opções.')
    expect(field(/^Habilitações literárias/)).toHaveAccessibleDescription('Escolha uma das opções.')
    expect(field(/^Anos de experiência/)).toHaveAccessibleDescription('De 0 a 50. Indique um número entre 0 e 50.')
    expect(cvInput()).toHaveAccessibleDescription('PDF, no máximo 5 MB. Anexe o seu CV em PDF.')
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Deve aceitar os termos e condições para enviar.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a phone of another country', async () => {
    const user = renderForm()
    await user.type(field(/^Telefone/), '+258 84 123 4567')
    await user.tab()
    expect(
      await screen.findByText('Indique um número de telefone válido deste país, com ou sem o indicativo.'),
    ).toBeInTheDocument()
  })

  it('refuses a CV that is not a PDF, and one over 5 MB', async () => {
    const user = renderForm()
    await user.upload(
      cvInput(),
      new File(['hello'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    )
    await user.click(submitPt())
    expect(await screen.findByText('O CV tem de ser um ficheiro PDF.')).toBeInTheDocument()
    await user.upload(cvInput(), pdf('grande.pdf', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText('O CV não pode ter mais de 5 MB.')).toBeInTheDocument()
    expect(screen.queryByText('O CV tem de ser um ficheiro PDF.')).toBeNull()
    await user.upload(cvInput(), pdf('certo.pdf', 5 * 1024 * 1024))
    await waitFor(() => expect(screen.queryByText('O CV não pode ter mais de 5 MB.')).toBeNull())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends multipart data with the CV and the job id, shows "Sucesso" and empties the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'Recebemos o seu pedido. Obrigado!' }))
    const user = renderForm()
    await fillValid(user)
    await user.click(submitPt())
    const message = await screen.findByText('Recebemos o seu pedido. Obrigado!')
    expect(message.closest('[role="status"]')).toHaveTextContent('Sucesso')
    expect(message.closest('[role="status"]')?.parentElement).toHaveFocus()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/job-application?locale=pt')
    expect(init?.method).toBe('POST')
    const body = init?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(body.get('job')).toBe('42')
    expect(body.get('fullName')).toBe('Ana Sofia Neto')
    expect(body.get('phone')).toBe('+244923456789')
    expect(body.get('education')).toBe('licenciatura')
    expect(body.get('experienceYears')).toBe('4')
    expect(body.get('acceptTerms')).toBe('true')
    const cv = body.get('cv')
    expect(cv).toBeInstanceOf(File)
    expect((cv as File).name).toBe('cv.pdf')
    expect((cv as File).size).toBe(2048)

    expect(field(/^Nome completo/)).toHaveValue('')
    expect(field(/^Província/)).toHaveValue('')
    expect(cvInput().value).toBe('')
    expect(cvInput().files?.length ?? 0).toBe(0)
    expect(screen.getByRole('checkbox')).not.toBeChecked()
  })

  it('shows the server’s message when the service is unavailable (503) and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, {
        errors: [{ message: 'O serviço está temporariamente indisponível. Tente novamente dentro de alguns minutos.' }],
      }),
    )
    const user = renderForm()
    await fillValid(user)
    await user.click(submitPt())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível enviar')
    expect(alert).toHaveTextContent('O serviço está temporariamente indisponível.')
    expect(alert.parentElement).toHaveFocus()
    expect(field(/^Nome completo/)).toHaveValue('Ana Sofia Neto')
    expect(submitPt()).toBeEnabled()
  })

  it('puts the server’s field messages on their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        errors: [
          { message: 'Corrija os campos assinalados.' },
          { message: 'O CV tem de ser um ficheiro PDF.', field: 'cv' },
        ],
      }),
    )
    const user = renderForm()
    await fillValid(user)
    await user.click(submitPt())
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrija os campos assinalados.')
    expect(cvInput()).toHaveAccessibleDescription('PDF, no máximo 5 MB. O CV tem de ser um ficheiro PDF.')
  })

  it('is disabled and says so while sending', async () => {
    let finish: (value: Response) => void = () => undefined
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve
        }),
    )
    const user = renderForm()
    await fillValid(user)
    await user.click(submitPt())
    const sending = await screen.findByRole('button', { name: 'A enviar…' })
    expect(sending).toBeDisabled()
    expect(sending).toHaveAttribute('aria-busy', 'true')
    finish(jsonResponse(201, { ok: true, message: 'Recebemos o seu pedido.' }))
    expect(await screen.findByRole('button', { name: 'Enviar candidatura' })).toBeEnabled()
  })

  it('is a spontaneous application without a job: area of interest, no job sent, in English', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'We have received your request.' }))
    const user = renderForm('en', false)
    expect(screen.queryByRole('article')).toBeNull()
    await user.type(field(/^Area of interest \(optional\)$/), 'Marketing')
    await user.type(field(/^Full name/), 'John Silva')
    await user.type(field(/^E-mail/), 'john@example.com')
    await user.type(field(/^Phone/), '+244 923 456 789')
    await user.selectOptions(field(/^Province/), 'Benguela')
    await user.selectOptions(field(/^Education/), "Master's degree")
    await user.type(field(/^Years of work experience/), '0')
    await user.upload(cvInput(), pdf())
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms and conditions/ }))
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('We have received your request.')).toBeInTheDocument()
    expect(screen.getByText('Success')).toBeInTheDocument()
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/forms/job-application?locale=en')
    expect(body.has('job')).toBe(false)
    expect(body.get('area')).toBe('Marketing')
    expect(body.get('education')).toBe('mestrado')
    expect(body.get('experienceYears')).toBe('0')
  })
})

/**
 * What the browser refuses before sending, in each country and language: the messages differ by
 * language; the phone rule, its example and the provinces by country. The browser tests send real
 * applications in two of the four sites.
 */
type Site = {
  country: CountryCode
  locale: Locale
  labels: { fullName: RegExp; phone: RegExp; province: RegExp }
  submit: string
  nameError: string
  choice: string
  cvHint: string
  cvMissing: string
  cvType: string
  cvSize: string
  phoneHint: string
  phoneError: string
  /** A number of the site's country and one of the other country, as a visitor there types them. */
  phone: { own: string; other: string }
  province: { own: string; other: string }
}

/** The words of each language, the same in both countries. */
const WORDS = {
  pt: {
    labels: { fullName: /^Nome completo/, phone: /^Telefone/, province: /^Província/ },
    submit: 'Enviar candidatura',
    nameError: 'Indique o seu nome (só letras, 2 a 120 caracteres).',
    choice: 'Escolha uma das opções.',
    cvHint: 'PDF, no máximo 5 MB.',
    cvMissing: 'Anexe o seu CV em PDF.',
    cvType: 'O CV tem de ser um ficheiro PDF.',
    cvSize: 'O CV não pode ter mais de 5 MB.',
    phoneError: 'Indique um número de telefone válido deste país, com ou sem o indicativo.',
  },
  en: {
    labels: { fullName: /^Full name/, phone: /^Phone/, province: /^Province/ },
    submit: 'Send application',
    nameError: 'Enter your name (letters only, 2 to 120 characters).',
    choice: 'Choose one of the options.',
    cvHint: 'PDF, at most 5 MB.',
    cvMissing: 'Attach your CV as a PDF.',
    cvType: 'The CV must be a PDF file.',
    cvSize: 'The CV cannot be larger than 5 MB.',
    phoneError: 'Enter a valid phone number of this country, with or without the country code.',
  },
} as const

const SITES: readonly Site[] = [
  {
    country: 'ao',
    locale: 'pt',
    ...WORDS.pt,
    phoneHint: 'Por exemplo 923 000 000 ou +244 923 000 000.',
    phone: { own: '923 456 789', other: '84 123 4567' },
    province: { own: 'Luanda', other: 'Maputo Cidade' },
  },
  {
    country: 'ao',
    locale: 'en',
    ...WORDS.en,
    phoneHint: 'For example 923 000 000 or +244 923 000 000.',
    phone: { own: '+244 923 456 789', other: '+258 84 123 4567' },
    province: { own: 'Luanda', other: 'Maputo Cidade' },
  },
  {
    country: 'mz',
    locale: 'pt',
    ...WORDS.pt,
    phoneHint: 'Por exemplo 84 000 0000 ou +258 84 000 0000.',
    phone: { own: '84 123 4567', other: '923 456 789' },
    province: { own: 'Maputo Cidade', other: 'Luanda' },
  },
  {
    country: 'mz',
    locale: 'en',
    ...WORDS.en,
    phoneHint: 'For example 84 000 0000 or +258 84 000 0000.',
    phone: { own: '+258 84 123 4567', other: '+244 923 456 789' },
    province: { own: 'Maputo Cidade', other: 'Luanda' },
  },
]

describe.each(SITES)('spontaneous application in $country $locale: what is refused before sending', (site) => {
  function renderSite() {
    const user = userEvent.setup({ applyAccept: false })
    render(
      <JobApplicationView
        block={block}
        context={blockContext(site.locale, site.country, true, '/a-zap/candidatura/espontanea')}
      />,
    )
    return user
  }

  it('an empty submit names the required fields and focuses the first; a file that is not a PDF and one over 5 MB are named; nothing is sent', async () => {
    const user = renderSite()
    await user.click(screen.getByRole('button', { name: site.submit }))
    expect(await screen.findByText(site.nameError)).toBeInTheDocument()
    expect(field(site.labels.fullName)).toHaveAccessibleDescription(site.nameError)
    expect(field(site.labels.fullName)).toHaveFocus()
    expect(field(site.labels.province)).toHaveAccessibleDescription(site.choice)
    expect(cvInput()).toHaveAccessibleDescription(`${site.cvHint} ${site.cvMissing}`)

    await user.upload(
      cvInput(),
      new File(['PK not a pdf'], 'curriculo.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    )
    expect(await screen.findByText(site.cvType)).toBeInTheDocument()
    await user.upload(cvInput(), pdf('grande.pdf', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText(site.cvSize)).toBeInTheDocument()
    expect(screen.queryByText(site.cvType)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('takes the country’s own numbers and provinces, not the other country’s', async () => {
    const user = renderSite()
    const phone = field(site.labels.phone)
    expect(phone).toHaveAccessibleDescription(site.phoneHint)
    await user.type(phone, site.phone.other)
    await user.tab()
    expect(await screen.findByText(site.phoneError)).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    await user.clear(phone)
    await user.type(phone, site.phone.own)
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'))
    expect(phone).toHaveAccessibleDescription(site.phoneHint)

    const provinces = within(field(site.labels.province))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(provinces).toContain(site.province.own)
    expect(provinces).not.toContain(site.province.other)
  })
})
