import type { Block } from 'payload'
import { blockMeta, thumbnailURL } from './block-meta'
import { blockGroups, type BlockMeta } from './block-meta-types'
import type { BlockType } from './types'

/** The admin component that labels an added block's row with the block's own heading. */
const ROW_LABEL = '@/cms/components/block-row-label/BlockRowLabel#BlockRowLabel'

/**
 * The name shown on the picker's card, which is also what its search box matches (Payload 3.90 matches
 * the card's name only, in the admin's language). The Portuguese admin shows the Portuguese name; the
 * English one adds the Portuguese name when it differs, so an editor who knows the site's Portuguese
 * words ("perguntas") finds the block in either admin language.
 */
export const pickerLabel = ({ name }: BlockMeta) => ({
  pt: name.pt,
  en: name.en.toLowerCase() === name.pt.toLowerCase() ? name.en : `${name.en} · ${name.pt}`,
})

/** A one-line description in both languages, for the picture's alternative text. */
const pictureAlt = ({ description }: BlockMeta) => `${description.pt} / ${description.en}`

/** A block with its picker entry: name, group, picture drawn from its story, and a row label from its heading. */
export function withPickerEntry(block: Block): Block {
  const meta = blockMeta[block.slug as BlockType]
  if (!meta)
    throw new Error(
      `Block "${block.slug}" has no picker entry: export its meta from its config.ts and list it in registry/block-meta.ts`,
    )
  return {
    ...block,
    labels: { singular: pickerLabel(meta), plural: meta.name },
    admin: {
      ...block.admin,
      group: blockGroups[meta.group],
      images: { thumbnail: { url: thumbnailURL(block.slug), alt: pictureAlt(meta) } },
      components: { ...block.admin?.components, Label: { path: ROW_LABEL, clientProps: { name: meta.name } } },
      custom: { ...block.admin?.custom, description: meta.description },
    },
  }
}
