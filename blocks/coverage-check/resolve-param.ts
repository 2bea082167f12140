import { getCoverageAreas } from '@/lib/content/get-coverage-areas'
import { answerForSlug, type CoverageAnswer, type CoverageArea } from '@/lib/coverage/areas'
import type { ParamContext } from '@/registry/types'

/**
 * The answer a coverage check shows at /…/{segment}: an area of the country, several of that name,
 * or a name it has no area for (answered too, with the closest areas and the request form). Null
 * only when the segment cannot be a name at all (too long): the address is then a 404.
 */
export function answerOfParam<A extends CoverageArea>(areas: readonly A[], param: string): CoverageAnswer<A> | null {
  return answerForSlug(areas, param)
}

/** The same answer read from the country's areas, for the page's title and the proxy's 404 check. */
export async function coverageOfParam({ country, param }: ParamContext): Promise<CoverageAnswer | null> {
  return answerOfParam(await getCoverageAreas(country), param)
}
