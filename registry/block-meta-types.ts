/**
 * What a block's `meta` (in its config.ts) is made of. Apart from registry/block-meta.ts, which gathers
 * every block's entry, so a block can type its own entry without importing the list it is in.
 */

/** Text the admin shows in both of its languages. */
export type Bilingual = { pt: string; en: string }

/** The block picker's groups, in the order editors meet them on a page. */
export const blockGroups = {
  top: { pt: 'Topo da página', en: 'Top of page' },
  content: { pt: 'Conteúdo', en: 'Content' },
  offers: { pt: 'Pacotes e preços', en: 'Packages and prices' },
  lists: { pt: 'Listas do país', en: "The country's lists" },
  forms: { pt: 'Formulários', en: 'Forms' },
} as const satisfies Record<string, Bilingual>

export type BlockGroup = keyof typeof blockGroups

/** What an editor reads about a block type in the picker: its name, one line on what it shows, its group. */
export type BlockMeta = { name: Bilingual; description: Bilingual; group: BlockGroup }
