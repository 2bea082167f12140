import { describe, expect, it } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { FaqListView } from './FaqListView'
import { faqsFixture } from './fixtures'
import { plainText } from '@/lib/text/plain-text'
import { foldText, matchesQuery } from './match-query'

function renderFaq(locale: Locale = 'pt', faqs = faqsFixture) {
  return render(
    <FaqListView
      block={{ blockType: 'faqList', heading: 'Perguntas frequentes' }}
      context={blockContext(locale, 'ao', true)}
      faqs={faqs}
    />,
  )
}

// The accordion's triggers: the only buttons with aria-expanded.
const questions = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent)
const status = () => screen.getByRole('status')
const searchBox = () => screen.getByRole('searchbox', { name: 'Pesquisar' })

describe('plain text of an answer', () => {
  it('joins the text of every paragraph and link, words kept apart', () => {
    expect(faqsFixture[1]?.answerText).toBe('Sim. Veja a página Débito directo.')
    expect(faqsFixture[2]?.answerText).toBe(
      'Verifique a ficha e o cabo de alimentação. Se o problema continuar, contacte a assistência técnica.',
    )
    expect(plainText(null)).toBe('')
  })

  it('matches every word, without accents or case', () => {
    const folded = foldText('O descodificador não liga')
    expect(matchesQuery(folded, 'NAO  Descodificador')).toBe(true)
    expect(matchesQuery(folded, 'nao router')).toBe(false)
    expect(matchesQuery(folded, '   ')).toBe(true)
  })
})

describe('FAQ list block', () => {
  it('renders every question and answer with a count, the first answer open', async () => {
    renderFaq()
    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument()
    expect(status()).toHaveTextContent('4 perguntas encontradas')
    expect(questions()).toHaveLength(4)
    // Each question is a heading one level below the page's h1 (no skipped level).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(questions())
    expect(screen.getByText('Nas lojas ZAP, nos agentes autorizados, por Multicaixa ou na app.')).toBeVisible()
    // Closed answers are in the page (server-rendered), hidden.
    expect(screen.getByText('Os pacotes vão até 50 Mbps, com Wi-Fi 6 incluído.')).not.toBeVisible()
    expect(screen.getByRole('link', { name: 'Débito directo', hidden: true })).toHaveAttribute(
      'href',
      '/debito-directo',
    )
    await waitFor(() => expect(searchBox()).toBeEnabled())
  })

  it('searches question and answer text, ignoring accents and case, and opens the first match', async () => {
    const user = userEvent.setup()
    renderFaq()
    await waitFor(() => expect(searchBox()).toBeEnabled())
    // "alimentacao" is only in an answer, with a cedilla and a tilde there.
    await user.type(searchBox(), 'ALIMENTACAO')
    expect(status()).toHaveTextContent('1 pergunta encontrada')
    expect(questions()).toEqual(['O descodificador não liga. O que faço?'])
    expect(screen.getByText('Verifique a ficha e o cabo de alimentação.')).toBeVisible()
  })

  it('filters by topic, shows an empty state and clears back to every question', async () => {
    const user = userEvent.setup()
    renderFaq()
    await waitFor(() => expect(searchBox()).toBeEnabled())
    const topics = screen.getByRole('group', { name: 'Tema' })
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos os temas', 'Satélite', 'Fibra', 'Pagamentos', 'Equipamento'])
    await user.click(within(topics).getByRole('button', { name: 'Fibra' }))
    expect(within(topics).getByRole('button', { name: 'Fibra' })).toHaveAttribute('aria-pressed', 'true')
    expect(questions()).toEqual(['Qual é a velocidade da ZAP Fibra?'])

    await user.type(searchBox(), 'multicaixa')
    expect(status()).toHaveTextContent('Nenhuma pergunta encontrada')
    expect(screen.getByText(/Nenhuma pergunta corresponde/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar pesquisa' }))
    expect(status()).toHaveTextContent('4 perguntas encontradas')
    expect(searchBox()).toHaveValue('')
    expect(searchBox()).toHaveFocus()
    expect(within(topics).getByRole('button', { name: 'Todos os temas' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('speaks English on English pages and says when there are no questions', () => {
    renderFaq('en', [])
    expect(screen.getByText('No frequently asked questions have been published yet.')).toBeInTheDocument()
    expect(screen.queryByRole('searchbox')).toBeNull()
  })
})
