import { getCoverageAreas } from '@/lib/content/get-coverage-areas'
import { resultForSlug, type CoverageResult, type CoverageArea } from '@/lib/coverage/areas'
import type { ParamContext } from '@/registry/types'

/**
 * The result a coverage check shows at /…/{segment}: an area of the country, several of that name,
 * or a name it has no area for (a result too, with the closest areas and the request form). Null
 * only when the segment cannot be a name at all (too long): the address is then a 404.
 */
export function resultOfParam<A extends CoverageArea>(areas: readonly A[], param: string): CoverageResult<A> | null {
  return resultForSlug(areas, param)
}

/** The same result read from the country's areas, for the page's title and the proxy's 404 check. */
export async function coverageOfParam({ country, param }: ParamContext): Promise<CoverageResult | null> {
  return resultOfParam(await getCoverageAreas(country), param)
}
