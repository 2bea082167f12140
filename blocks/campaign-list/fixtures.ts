import { doc, h, p, ul } from '@/cms/seed/lexical'
import type { CampaignDetail, CampaignSummary } from '@/lib/content/get-campaigns'
import { mediaFixture } from '@/stories/fixtures'

/** Campaigns as the queries return them, for stories and tests. */
export const campaignsFixture: CampaignSummary[] = [
  {
    id: 31,
    title: 'Natal em grande com o ZAP Premium',
    summary: 'Carregue o ZAP Max em dezembro e veja os canais do Premium durante 15 dias, sem pagar mais.',
    image: mediaFixture('campaign-natal.webp', 'Árvore de Natal com presentes e um comando de televisão'),
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2027-01-06T00:00:00.000Z',
  },
  {
    id: 32,
    title: 'Kit ZAP com instalação grátis',
    summary: 'Compre o kit de satélite numa loja ZAP e a instalação fica por nossa conta.',
    image: mediaFixture('campaign-kit.webp', 'Antena parabólica e descodificador ZAP'),
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
  },
]

export const campaignDetailFixture: CampaignDetail = {
  ...(campaignsFixture[0] as CampaignSummary),
  body: doc(
    h('h2', 'Como participar'),
    p('Carregue o pacote ZAP Max entre 1 de dezembro e 6 de janeiro.'),
    ul('Os canais Premium ficam abertos durante 15 dias', 'Válido para clientes particulares'),
  ),
  cta: { label: 'Onde carregar', href: '/zap-satelite/carregamentos-e-pagamentos' },
}
