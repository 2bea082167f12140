import type { Block } from 'payload'

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
