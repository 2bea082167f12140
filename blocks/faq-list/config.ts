import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The country's FAQs as an accordion with a search box (and optional category chips). */
export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Perguntas frequentes', en: 'FAQ list' },
  description: {
    pt: 'As perguntas frequentes do país, com caixa de pesquisa e categorias.',
    en: "The country's FAQs, with a search box and categories.",
  },
  group: 'lists',
}
