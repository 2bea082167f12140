import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * Fibre coverage checked at once (/zap-fibra/pesquisa-de-cobertura): a neighbourhood field that
 * offers the country's coverage areas as the visitor types, and the result for the one chosen.
 * The areas are the CMS's "Cobertura de fibra"; the words around them are the site's own, in both
 * languages. On a page that takes /path/{id}, /path/{neighbourhood} is that neighbourhood's result.
 */
export const CoverageCheckBlock: Block = {
  slug: 'coverageCheck',
  interfaceName: 'CoverageCheckBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, label: { pt: 'Título', en: 'Heading' } },
    { name: 'intro', type: 'textarea', maxLength: 400, label: { pt: 'Introdução', en: 'Intro' } },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Verificar cobertura', en: 'Coverage check' },
  description: {
    pt: 'Pesquisa do bairro com resultado imediato: fibra disponível, mês em que chega, ou pedido de cobertura.',
    en: 'A neighbourhood search with an immediate result: fibre available, the month it arrives, or a coverage request.',
  },
  group: 'forms',
}
