import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { sanitizeTermsHtml } from '@/lib/security/sanitize-html'
import { blockContext } from '@/stories/fixtures'
import { TermsView } from './TermsView'

const meta = {
  title: 'Blocks/Terms',
  component: TermsView,
} satisfies Meta<typeof TermsView>

export default meta
type Story = StoryObj<typeof meta>

// The same sanitizer the server applies, so the story shows what visitors get.
const item = (id: string, term: string, html: string) => ({ id, term, html: sanitizeTermsHtml(html) })

const pt = [
  item(
    't1',
    'Objeto e aceitação',
    '<p>Estes termos regulam a utilização do site e a subscrição dos serviços da <strong>ZAP Media, S.A.</strong> em Angola.</p>',
  ),
  item(
    't2',
    'Serviços pré-pagos e carregamentos',
    '<p>Os pacotes ZAP ficam ativos durante <strong>30 dias</strong>.</p><ul><li>Preços em Kz, com impostos.</li><li>A mudança de pacote conta no carregamento seguinte.</li></ul>',
  ),
  item(
    't3',
    'Dados pessoais',
    '<p>Escreva para <a href="mailto:apoio@example.co.ao">apoio@example.co.ao</a>.</p><script>alert("removido")</script>',
  ),
]

export const WithDocument: Story = {
  args: {
    block: { blockType: 'terms', heading: 'Termos e condições' },
    context: blockContext('pt', 'ao', true, '/termos-e-condicoes'),
    content: { items: pt, documentUrl: '/api/documents/file/termos-zap.pdf' },
  },
}

export const EnglishWithoutDocument: Story = {
  args: {
    block: { blockType: 'terms', heading: 'Terms and conditions' },
    context: blockContext('en', 'mz', true, '/terms-and-conditions'),
    content: {
      items: [
        item(
          'e1',
          'Purpose and acceptance',
          '<p>These terms govern the use of this website in <strong>Mozambique</strong>.</p>',
        ),
        item(
          'e2',
          'Governing law',
          '<p>These terms are governed by Mozambican law. See <a href="https://www.example.co.mz/legal">the full text</a>.</p>',
        ),
      ],
    },
  },
}

export const NoTermsYet: Story = {
  args: {
    block: { blockType: 'terms', heading: 'Termos e condições' },
    context: blockContext('pt', 'ao', true, '/termos-e-condicoes'),
    content: { items: [] },
  },
}
