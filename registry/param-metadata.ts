import { campaignOfParam } from '@/blocks/campaign-list/resolve-param'
import { coverageParamMetadata } from '@/blocks/coverage-check/coverage-metadata'
import { newsParamMetadata } from '@/blocks/news-list/news-metadata'
import { novelOfParam } from '@/blocks/novel-list/resolve-param'
import { shareImageOf } from '@/lib/seo/open-graph'
import type { BlockOf, BlockType, LayoutBlock, ParamContext, ParamMetadata } from './types'

type MetadataFor<T extends BlockType> = (block: BlockOf<T>, context: ParamContext) => Promise<ParamMetadata | null>

/**
 * Blocks that show one document by the address's id name it here, so its title (not the list page's)
 * is the page title. Each reads the id through its block's own resolver, so null (the id names
 * nothing) is exactly when the block responds 404.
 */
export const paramMetadata: { [T in BlockType]?: MetadataFor<T> } = {
  campaignList: async (block, context) => {
    const campaign = await campaignOfParam(block, context)
    return campaign
      ? { title: `${campaign.title} · ZAP`, description: campaign.summary, image: shareImageOf(campaign.image) }
      : null
  },
  novelList: async (_block, context) => {
    const novel = await novelOfParam(context)
    return novel
      ? { title: `${novel.title} · ZAP Novelas`, description: novel.synopsis, image: shareImageOf(novel.image) }
      : null
  },
  // An article's title, or "Notícias · página n" for a list page (blocks/news-list/news-metadata.ts).
  newsList: newsParamMetadata,
  // "Fibra em Talatona" at /zap-fibra/pesquisa-de-cobertura/talatona (blocks/coverage-check/coverage-metadata.ts).
  coverageCheck: coverageParamMetadata,
}

/** The metadata of the first block on the page that shows documents by id, if any. */
export async function metadataForParam(blocks: LayoutBlock[], context: ParamContext): Promise<ParamMetadata | null> {
  for (const block of blocks) {
    // The mapped type pairs each block type with its own function; a union lookup loses that link.
    const fn = paramMetadata[block.blockType] as MetadataFor<BlockType> | undefined
    if (fn) return fn(block as BlockOf<BlockType>, context)
  }
  return null
}
