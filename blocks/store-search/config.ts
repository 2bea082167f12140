import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Searchable list of the country's stores and agents (/apoio-ao-cliente/encontrar-lojas). */
export const StoreSearchBlock: Block = {
  slug: 'storeSearch',
  interfaceName: 'StoreSearchBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'kinds',
      type: 'select',
      hasMany: true,
      options: ['loja', 'agente', 'comercial'],
      admin: {
        description: 'Which places to list; empty = shops and agents. "comercial" lists accredited fibre sellers.',
      },
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Pesquisa de lojas', en: 'Store search' },
  description: {
    pt: 'As lojas e agentes do país por província, com pesquisa, «Perto de mim» e direções.',
    en: "The country's stores and agents by province, with a search, “Near me” and directions.",
  },
  group: 'lists',
}
