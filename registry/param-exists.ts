import { campaignOfParam } from '@/blocks/campaign-list/resolve-param'
import { coverageOfParam } from '@/blocks/coverage-check/resolve-param'
import { jobOfParam } from '@/blocks/job-application/resolve-param'
import { videoClubShelfOf } from '@/blocks/movie-programme/resolve-param'
import { newsOfParam } from '@/blocks/news-list/resolve-param'
import { novelOfParam } from '@/blocks/novel-list/resolve-param'
import { packageOfParam } from '@/blocks/sign-up-form/resolve-param'
import { blocksShown } from './show-on'
import type { BlockOf, BlockType, LayoutBlock, ParamContext } from './types'

type Check<T extends BlockType> = (block: BlockOf<T>, context: ParamContext) => Promise<boolean>

/**
 * Whether a block accepts the id at /path/{id}: its own resolver (blocks/<block>/resolve-param.ts),
 * the one its component reads the id through before it responds 404, finds something there.
 */
const checks: { [T in BlockType]?: Check<T> } = {
  campaignList: async (block, context) => (await campaignOfParam(block, context)) !== null,
  novelList: async (_block, context) => (await novelOfParam(context)) !== null,
  newsList: async (block, context) => (await newsOfParam(block, context)) !== null,
  jobApplication: async (_block, context) => (await jobOfParam(context)) !== null,
  signUpForm: async (_block, context) => (await packageOfParam(context)) !== null,
  // Any name has its coverage result (a name with no area says so); only a segment no name makes is a 404.
  coverageCheck: async (_block, context) => (await coverageOfParam(context)) !== null,
  // Only the video club reads the segment (as a shelf); the other views ignore it.
  movieProgramme: async (block, { param }) => block.view !== 'videoClub' || videoClubShelfOf(param) !== null,
}

/**
 * Whether something exists at the id of a page that takes /path/{id}: every block shown there that
 * reads the id accepts it. The proxy asks this before the page renders, so an unknown id gets the
 * framed 404 page with status 404 instead of a page that can only say "not found" in the browser.
 */
export async function paramExists(blocks: LayoutBlock[], context: ParamContext): Promise<boolean> {
  for (const block of blocksShown(blocks, context.param)) {
    // The mapped type pairs each block type with its own check; a union lookup loses that link.
    const check = checks[block.blockType] as Check<BlockType> | undefined
    if (check && !(await check(block as BlockOf<BlockType>, context))) return false
  }
  return true
}
