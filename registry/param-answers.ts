import { VIDEO_CLUB_TABS } from '@/cms/collections/Movies'
import { loadJob } from '@/blocks/job-application/load-job'
import { activeShelf } from '@/blocks/movie-programme/MovieProgrammeView'
import { paramMetadata } from './param-metadata'
import { blocksShown } from './show-on'
import type { BlockContext, BlockOf, BlockType, LayoutBlock } from './types'

type ParamContext = Pick<BlockContext, 'country' | 'locale'> & { param: string }
type Check<T extends BlockType> = (block: BlockOf<T>, context: ParamContext) => Promise<boolean>

const ID = /^\d{1,12}$/

/**
 * Whether a block accepts the id at /path/{id}, by the same rule its component uses before it
 * answers 404 (a block that shows one document names nothing for an unknown id). Blocks with title
 * metadata for the id (registry/param-metadata.ts) accept exactly the ids that have it.
 */
const checks: { [T in BlockType]?: Check<T> } = {
  campaignList: async (block, context) => (await paramMetadata.campaignList?.(block, context)) != null,
  novelList: async (block, context) => (await paramMetadata.novelList?.(block, context)) != null,
  newsList: async (block, context) => (await paramMetadata.newsList?.(block, context)) != null,
  jobApplication: async (_block, { country, locale, param }) =>
    ID.test(param) && (await loadJob(Number(param), country, locale)) !== null,
  movieProgramme: async (block, { param }) =>
    block.view !== 'videoClub' || activeShelf(param, VIDEO_CLUB_TABS) !== null,
}

/**
 * Whether a page that answers /path/{id} has something at this id: every block shown there that
 * reads the id accepts it. The proxy asks this before the page renders, so an unknown id gets the
 * framed 404 page with status 404 instead of a page that can only say "not found" in the browser.
 */
export async function paramAnswers(blocks: LayoutBlock[], context: ParamContext): Promise<boolean> {
  for (const block of blocksShown(blocks, context.param)) {
    // The mapped type pairs each block type with its own check; a union lookup loses that link.
    const check = checks[block.blockType] as Check<BlockType> | undefined
    if (check && !(await check(block as BlockOf<BlockType>, context))) return false
  }
  return true
}
